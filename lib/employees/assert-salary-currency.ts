// The salary currency rule on the server (spec 1 section 6, spec 2 section 6): who is neither admin nor the
// employee pays the salary in the country's currency (spec 1 section 9's default overrides first).
import "server-only";
import { db, type Tx } from "@/lib/db";
import { AppError } from "@/lib/errors";
import type { EditorKind } from "@/lib/employees/edit-schema";
import {
  defaultCurrencyForCountry,
  picksAnySalaryCurrency,
  salaryCurrencyMessage,
} from "@/lib/employees/salary-currency";

export async function countrySalaryCurrency(countryCode: string, tx: Tx = db): Promise<string> {
  const country = await tx.country.findUnique({ where: { code: countryCode }, select: { currency: true } });
  return defaultCurrencyForCountry(countryCode, country?.currency);
}

/**
 * Refuses (400, naming the field) a salary currency the editor may not choose for this country. Keeping the one on
 * record (`current`) is no choice: a manager saving other fields of a record in another currency is not refused.
 */
export async function assertSalaryCurrency(
  kinds: readonly EditorKind[],
  countryCode: string,
  currency: string,
  current: string | null | undefined,
  tx: Tx = db,
): Promise<void> {
  if (picksAnySalaryCurrency(kinds) || currency.toUpperCase() === current?.toUpperCase()) return;
  const allowed = await countrySalaryCurrency(countryCode, tx);
  if (currency.toUpperCase() === allowed) return;
  const message = salaryCurrencyMessage(allowed);
  throw new AppError("BAD_REQUEST", message, { fieldErrors: { annualBaseSalaryCurrency: [message] } });
}
