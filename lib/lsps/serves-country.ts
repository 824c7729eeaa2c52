// A legal entity or payroll provider belongs to an LSP in a country that LSP serves (spec 2 entities).
import "server-only";
import { db, type Tx } from "@/lib/db";
import { AppError } from "@/lib/errors";

export const LSP_DOES_NOT_SERVE = "The LSP does not serve this country.";

export async function assertLspServesCountry(tx: Tx, lspId: string, countryCode: string) {
  const serves = await tx.lspCountry.count({ where: { lspId, countryCode } });
  if (!serves)
    throw new AppError("BAD_REQUEST", LSP_DOES_NOT_SERVE, { fieldErrors: { countryCode: [LSP_DOES_NOT_SERVE] } });
}

/** The LSPs with the countries each serves: the choices of the legal entity and payroll provider forms. */
export async function lspCountryChoices() {
  const rows = await db.localServiceProvider.findMany({
    select: {
      id: true,
      name: true,
      countries: { select: { country: { select: { code: true, name: true } } }, orderBy: { countryCode: "asc" } },
    },
    orderBy: { name: "asc" },
  });
  return rows.map((l) => ({ id: l.id, name: l.name, countries: l.countries.map((c) => c.country) }));
}
export type LspCountryChoice = Awaited<ReturnType<typeof lspCountryChoices>>[number];
