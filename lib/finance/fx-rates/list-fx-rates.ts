// GET /api/payroll/fx-exchange-rates: the FX-rates tab's table, newest date first, keyset-paged by id within the
// (rateDate desc, fromCurrency, toCurrency, id) order, plus when the table was last written.
import "server-only";
import type { Prisma } from "@/generated/prisma/client";
import { db } from "@/lib/db";
import type { FxRateFilters, FxRateList, FxRateView } from "@/lib/finance/fx-rates/schema";

export const FX_ORDER = [
  { rateDate: "desc" },
  { fromCurrency: "asc" },
  { toCurrency: "asc" },
  { id: "asc" },
] satisfies Prisma.FxRateOrderByWithRelationInput[];

export const fxWhere = (filters: FxRateFilters): Prisma.FxRateWhereInput => ({
  ...(filters.fromCurrency ? { fromCurrency: filters.fromCurrency } : {}),
  ...(filters.toCurrency ? { toCurrency: filters.toCurrency } : {}),
});

const select = { id: true, fromCurrency: true, toCurrency: true, rate: true, rateDate: true } as const;

export const toFxView = (r: {
  id: string;
  fromCurrency: string;
  toCurrency: string;
  rate: { toString(): string };
  rateDate: Date;
}): FxRateView => ({
  id: r.id,
  fromCurrency: r.fromCurrency,
  toCurrency: r.toCurrency,
  rate: r.rate.toString(),
  rateDate: r.rateDate.toISOString().slice(0, 10),
});

export async function listFxRates(
  query: FxRateFilters & { pageSize: number; nextPageKey?: string },
): Promise<FxRateList> {
  const [rows, last] = await Promise.all([
    db.fxRate.findMany({
      where: fxWhere(query),
      orderBy: FX_ORDER,
      select,
      take: query.pageSize + 1,
      ...(query.nextPageKey ? { cursor: { id: query.nextPageKey }, skip: 1 } : {}),
    }),
    db.fxRate.aggregate({ _max: { createdAt: true } }),
  ]);
  const page = rows.slice(0, query.pageSize);
  return {
    items: page.map(toFxView),
    nextPageKey: rows.length > query.pageSize ? page[page.length - 1].id : null,
    lastUpdatedAt: last._max.createdAt?.toISOString() ?? null,
  };
}
