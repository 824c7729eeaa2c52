// The billing item as the API answers it (spec 2 section 3): every amount in its currency's decimals, with the
// lsp, company and employee sub-objects.
import "server-only";
import type { Prisma } from "@/generated/prisma/client";
import { moneyString } from "@/lib/money";
import { AMOUNT_FIELDS, paymentStatusLabel, type TBillingItemFilters } from "@/lib/finance/schema";
import { billingItemWhere } from "@/lib/access/billing-item";
import type { Actor } from "@/lib/auth/actor";

export const billingItemInclude = {
  lsp: { select: { id: true, name: true } },
  company: { select: { id: true, name: true } },
  employee: { select: { id: true, firstName: true, lastName: true, countryCode: true } },
} as const satisfies Prisma.BillingItemInclude;

type Row = Prisma.BillingItemGetPayload<{ include: typeof billingItemInclude }>;

export function billingItemDto(row: Row) {
  const amounts = Object.fromEntries(AMOUNT_FIELDS.map((f) => [f, moneyString(row[f], row.currency)])) as Record<
    (typeof AMOUNT_FIELDS)[number],
    string
  >;
  return { ...row, ...amounts, paymentStatus: paymentStatusLabel(row.paymentStatus) };
}
export type BillingItemDto = ReturnType<typeof billingItemDto>;

export function billingItemFilterWhere(actor: Actor, f: TBillingItemFilters): Prisma.BillingItemWhereInput {
  return {
    AND: [
      billingItemWhere(actor),
      f.companyId ? { companyId: f.companyId } : {},
      f.lspId ? { lspId: f.lspId } : {},
      f.payrollPeriod ? { payrollPeriod: f.payrollPeriod } : {},
      f.paymentStatus ? { paymentStatus: f.paymentStatus } : {},
      f.currency ? { currency: f.currency } : {},
    ],
  };
}
