// Stored FX rates (either direction) for quotes and the payroll invoice calculator.
import "server-only";
import { db } from "@/lib/db";
import { AppError } from "@/lib/errors";
import { toDateInput } from "@/lib/dates";
import { toDecimal } from "@/lib/money";
import { invertRate } from "@/lib/hiring/fees";

/** Latest stored rate (1 from = rate to); the inverse row is used when only that direction is stored. */
export async function findFxRate(from: string, to: string): Promise<{ rate: string; rateDate: string | null } | null> {
  const f = from.toUpperCase();
  const t = to.toUpperCase();
  if (f === t) return { rate: "1", rateDate: null };
  const direct = await db.fxRate.findFirst({
    where: { fromCurrency: f, toCurrency: t },
    orderBy: { rateDate: "desc" },
  });
  if (direct) return { rate: toDecimal(direct.rate).toFixed(), rateDate: toDateInput(direct.rateDate) };
  const inverse = await db.fxRate.findFirst({
    where: { fromCurrency: t, toCurrency: f },
    orderBy: { rateDate: "desc" },
  });
  if (inverse) return { rate: invertRate(inverse.rate), rateDate: toDateInput(inverse.rateDate) };
  return null;
}

export async function getFxRate(from: string, to: string) {
  const found = await findFxRate(from, to);
  if (!found) throw new AppError("NOT_FOUND", `No exchange rate from ${from.toUpperCase()} to ${to.toUpperCase()}`);
  return { fromCurrency: from.toUpperCase(), toCurrency: to.toUpperCase(), rate: found.rate, rateDate: found.rateDate };
}
