// Response types of the finance API for the browser (type-only imports: no server code reaches the client).
import type { InvoiceLogDto } from "@/lib/finance/list-invoice-logs";
import type { BalanceDto } from "@/lib/finance/compute-balances";
import type { BalancePoint } from "@/lib/finance/get-balance-history";
import type { ReconciliationRow } from "@/lib/finance/reconcile-costs";

type Jsonified<T> = { [K in keyof T]: T[K] extends Date ? string : T[K] extends Date | null ? string | null : T[K] };

export type InvoiceLogRow = Jsonified<Omit<InvoiceLogDto, "simpleInvoice">> & {
  simpleInvoice: (Jsonified<NonNullable<InvoiceLogDto["simpleInvoice"]>> & { totalAmount: string }) | null;
};
export type InvoiceLogPage = { items: InvoiceLogRow[]; nextPageKey: string | null };
export type BalanceRow = Jsonified<BalanceDto>;
export type BalanceList = { balances: BalanceRow[] };
export type BalanceStatus = { isOverdue: boolean; daysOverdue: number | null };
export type BalanceHistory = { currencies: string[]; points: BalancePoint[] };
export type { ReconciliationRow };
