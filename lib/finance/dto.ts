// Response types of the finance API for the browser (type-only imports: no server code reaches the client);
// the invoice logs' are inferred from their response schema (lib/swr/use-invoice-logs.ts).
import type { BalanceDto } from "@/lib/finance/compute-balances";
import type { BalancePoint } from "@/lib/finance/get-balance-history";
import type { ReconciliationRow } from "@/lib/finance/reconcile-costs";

type Jsonified<T> = { [K in keyof T]: T[K] extends Date ? string : T[K] extends Date | null ? string | null : T[K] };

export type BalanceRow = Jsonified<BalanceDto>;
export type BalanceList = { balances: BalanceRow[] };
export type BalanceStatus = { isOverdue: boolean; daysOverdue: number | null };
export type BalanceHistory = { currencies: string[]; points: BalancePoint[] };
export type { ReconciliationRow };
