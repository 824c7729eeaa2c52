// GET /payroll/billing-items (view=client|lsp: totals per company or per LSP and currency, with what is still
// unpaid), GET /payroll/billing-items/paginated (items, keyset nextPageKey) and
// GET /payroll/billing-items/employee/{employeeId} (one employee's items, newest first).
import "server-only";
import { db } from "@/lib/db";
import type { Prisma } from "@/generated/prisma/client";
import type { Actor } from "@/lib/auth/actor";
import { findEmployeeOrThrow } from "@/lib/access/employee";
import { billingItemWhere } from "@/lib/access/billing-item";
import { billingItemDto, billingItemFilterWhere, billingItemInclude } from "@/lib/finance/billing-item-dto";
import type { TBillingItemFilters } from "@/lib/finance/schema";
import { afterPosition, keysetPage, NEWEST_FIRST, pageKeyAfter } from "@/lib/queries/keyset";
import { Decimal, moneyString, toDecimal } from "@/lib/money";

export async function summarizeBillingItems(actor: Actor, filters: TBillingItemFilters, view: "client" | "lsp") {
  const key = view === "client" ? "companyId" : "lspId";
  const groups = await db.billingItem.groupBy({
    by: [key, "currency", "paymentStatus"],
    where: billingItemFilterWhere(actor, filters),
    _sum: { totalAmount: true },
    _count: { _all: true },
  });
  const ids = [...new Set(groups.map((g) => g[key]).filter((v): v is string => !!v))];
  const names = new Map(
    view === "client"
      ? (await db.company.findMany({ where: { id: { in: ids } }, select: { id: true, name: true } })).map((c) => [
          c.id,
          c.name,
        ])
      : (await db.localServiceProvider.findMany({ where: { id: { in: ids } }, select: { id: true, name: true } })).map(
          (l) => [l.id, l.name],
        ),
  );
  const rows = new Map<
    string,
    { id: string | null; currency: string; itemCount: number; total: Decimal; unpaid: Decimal }
  >();
  for (const g of groups) {
    const id = g[key];
    const k = `${id}|${g.currency}`;
    const row = rows.get(k) ?? {
      id,
      currency: g.currency,
      itemCount: 0,
      total: new Decimal(0),
      unpaid: new Decimal(0),
    };
    const sum = toDecimal(g._sum.totalAmount);
    row.itemCount += g._count._all;
    row.total = row.total.plus(sum);
    if (g.paymentStatus !== "payment_processed") row.unpaid = row.unpaid.plus(sum);
    rows.set(k, row);
  }
  return {
    view,
    groups: [...rows.values()].map((r) => ({
      id: r.id,
      name: r.id ? (names.get(r.id) ?? r.id) : "(none)",
      currency: r.currency,
      itemCount: r.itemCount,
      totalAmount: moneyString(r.total, r.currency),
      unpaidAmount: moneyString(r.unpaid, r.currency),
    })),
  };
}

export async function pageBillingItems(
  actor: Actor,
  filters: TBillingItemFilters,
  pageSize: number,
  nextPageKey?: string,
) {
  const after = pageKeyAfter(nextPageKey);
  const rows = await db.billingItem.findMany({
    where: {
      AND: [billingItemFilterWhere(actor, filters), afterPosition<Prisma.BillingItemWhereInput>(after)],
    },
    include: billingItemInclude,
    orderBy: NEWEST_FIRST,
    take: pageSize + 1,
  });
  const { page, nextCursor } = keysetPage(rows, pageSize, (r) => [r.createdAt, r.id]);
  return { items: page.map(billingItemDto), nextPageKey: nextCursor };
}

export async function listEmployeeBillingItems(actor: Actor, employeeId: string) {
  await findEmployeeOrThrow(actor, employeeId, { select: { id: true } });
  const rows = await db.billingItem.findMany({
    where: { AND: [billingItemWhere(actor), { employeeId }] },
    include: billingItemInclude,
    orderBy: [{ payrollPeriod: "desc" }, { createdAt: "desc" }],
    take: 500,
  });
  return { items: rows.map(billingItemDto) };
}
