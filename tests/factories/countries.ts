// Reference data for factories: the test database has the migrations but no seed, so factories make sure
// the countries they use exist, built from the seed's country list (prisma/seed/builders/countries.ts).
import type { Prisma } from "../../generated/prisma/client";
import { countryRow } from "../../prisma/seed/builders/countries";

type Db = Prisma.TransactionClient;

/** Creates the country if missing (idempotent) and returns its code. Unknown codes get a EUR placeholder. */
export async function ensureCountry(db: Db, code: string): Promise<string> {
  await db.country.upsert({ where: { code }, update: {}, create: countryRow(code) });
  return code;
}
