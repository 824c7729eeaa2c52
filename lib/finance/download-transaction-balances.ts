// GET invoice-reports/companies/{id}/transaction-balances/download (currency, from_date, to_date): the company's
// statement for one currency, an opening balance, then each invoice and payment in the range with the running
// balance, closing balance last. Streamed in keyset batches (day, kind, ref).
import "server-only";
import { Prisma } from "@/generated/prisma/client";
import { db } from "@/lib/db";
import type { Actor } from "@/lib/auth/actor";
import { balanceCompanyOrThrow } from "@/lib/access/client-balance";
import { balanceEventsSql } from "@/lib/finance/balance-events-sql";
import { batches, csvResponse } from "@/lib/http/csv-response";
import type { TTransactionBalanceQuery } from "@/lib/finance/schema";
import { Decimal, moneyString, toDecimal } from "@/lib/money";

export const TRANSACTION_HEADER = ["Date", "Type", "Reference", "Currency", "Amount", "Balance"] as const;

type Event = { day: Date; kind: string; ref: string; amount: Prisma.Decimal };

export async function downloadTransactionBalances(actor: Actor, companyId: string, query: TTransactionBalanceQuery) {
  const company = await balanceCompanyOrThrow(actor, companyId);
  const { currency, from_date: from, to_date: to } = query;
  const events = balanceEventsSql(company.id, currency);
  const [opening] = await db.$queryRaw<{ amount: Prisma.Decimal | null }[]>(
    Prisma.sql`SELECT sum(amount) AS amount FROM (${events}) e WHERE day < ${from}::date`,
  );
  const page = (after: Event | null) =>
    db.$queryRaw<Event[]>(Prisma.sql`
      SELECT day, kind, ref, amount FROM (${events}) e
       WHERE day >= ${from}::date AND day <= ${to}::date
         ${after ? Prisma.sql`AND (day, kind, ref) > (${after.day}::date, ${after.kind}, ${after.ref})` : Prisma.empty}
       ORDER BY day, kind, ref LIMIT 500`);
  async function* rows() {
    let balance: Decimal = toDecimal(opening?.amount);
    const m = (v: Decimal.Value) => moneyString(v, currency);
    yield [from, "Opening balance", "", currency, "", m(balance)];
    for await (const e of batches(page, (row) => row)) {
      balance = balance.plus(toDecimal(e.amount));
      yield [e.day.toISOString().slice(0, 10), e.kind, e.ref, currency, m(toDecimal(e.amount)), m(balance)];
    }
    yield [to, "Closing balance", "", currency, "", m(balance)];
  }
  return csvResponse(`transaction-balances_${currency}_${from}_${to}.csv`, TRANSACTION_HEADER, rows());
}
