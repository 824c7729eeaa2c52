import "server-only";
import { db } from "@/lib/db";

/** The country's currency (spec 2 section 6: others than admin and employee get only this one). */
export async function currencyOf(countryCode: string) {
  const country = await db.country.findUnique({ where: { code: countryCode }, select: { currency: true } });
  return country?.currency ?? "EUR";
}
