// Reference data for factories: the test database has the migrations but no seed, so factories make sure
// the countries they use exist.
import type { Prisma } from "../../generated/prisma/client";

type Db = Prisma.TransactionClient;

const KNOWN: Record<string, { name: string; currency: string; currencyDecimals?: number; isSanctioned?: boolean }> = {
  DE: { name: "Germany", currency: "EUR" },
  FR: { name: "France", currency: "EUR" },
  ES: { name: "Spain", currency: "EUR" },
  NL: { name: "Netherlands", currency: "EUR" },
  GB: { name: "United Kingdom", currency: "GBP" },
  IE: { name: "Ireland", currency: "EUR" },
  US: { name: "United States", currency: "USD" },
  CA: { name: "Canada", currency: "CAD" },
  SE: { name: "Sweden", currency: "SEK" },
  CH: { name: "Switzerland", currency: "CHF" },
  JP: { name: "Japan", currency: "JPY", currencyDecimals: 0 },
  CL: { name: "Chile", currency: "CLP", currencyDecimals: 0 },
  KW: { name: "Kuwait", currency: "KWD", currencyDecimals: 3 },
  RU: { name: "Russia", currency: "RUB", isSanctioned: true },
  CU: { name: "Cuba", currency: "CUP", isSanctioned: true },
};

/** Creates the country if missing (idempotent) and returns its code. Unknown codes get a EUR placeholder. */
export async function ensureCountry(db: Db, code: string): Promise<string> {
  const known = KNOWN[code] ?? { name: `Country ${code}`, currency: "EUR" };
  await db.country.upsert({
    where: { code },
    update: {},
    create: {
      code,
      name: known.name,
      currency: known.currency,
      currencyDecimals: known.currencyDecimals ?? 2,
      isSanctioned: known.isSanctioned ?? false,
    },
  });
  return code;
}

export function currencyOf(code: string): string {
  return KNOWN[code]?.currency ?? "EUR";
}
