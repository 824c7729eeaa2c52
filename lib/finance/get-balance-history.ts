// The /balances chart: each currency's closing balance (invoiced minus paid) at the end of each of the last
// 12 months, from the same movements as the statement download.
import "server-only";
import { Prisma } from "@/generated/prisma/client";
import { db } from "@/lib/db";
import type { Actor } from "@/lib/auth/actor";
import { balanceCompanyOrThrow } from "@/lib/access/client-balance";
import { balanceEventsSql } from "@/lib/finance/balance-events-sql";
import { Decimal, moneyString, toDecimal } from "@/lib/money";

export type BalancePoint = { month: string } & Record<string, string>;

export async function getBalanceHistory(actor: Actor, companyId: string, now = new Date()) {
  const company = await balanceCompanyOrThrow(actor, companyId);
  const rows = await db.$queryRaw<{ month: string; currency: string; amount: Prisma.Decimal }[]>(Prisma.sql`
    SELECT to_char(day, 'YYYY-MM') AS month, currency, sum(amount) AS amount
      FROM (${balanceEventsSql(company.id)}) e GROUP BY 1, 2 ORDER BY 1`);
  const months = Array.from({ length: 12 }, (_, i) => {
    const d = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - 11 + i, 1));
    return d.toISOString().slice(0, 7);
  });
  const currencies = [...new Set(rows.map((r) => r.currency))].sort();
  const points: BalancePoint[] = months.map((month) => {
    const point: BalancePoint = { month } as BalancePoint;
    for (const currency of currencies) {
      const closing = rows
        .filter((r) => r.currency === currency && r.month <= month)
        .reduce<Decimal>((sum, r) => sum.plus(toDecimal(r.amount)), new Decimal(0));
      point[currency] = moneyString(closing, currency);
    }
    return point;
  });
  return { currencies, points };
}
