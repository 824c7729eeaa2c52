// The key facts of a hiring country (spec 1 section 2: order form tab 'Key facts'); null while none exist.
import "server-only";
import { db } from "@/lib/db";
import type { Prisma } from "@/generated/prisma/client";

export async function getCountryKeyFacts(countryCode: string): Promise<Prisma.JsonValue | null> {
  const country = await db.country.findUnique({ where: { code: countryCode }, select: { keyFacts: true } });
  return country?.keyFacts ?? null;
}
