// Contract amendments run only in pilot countries (spec 1 section 9: empty by default): the countries listed
// in CONTRACT_AMENDMENTS_PILOT_COUNTRIES plus those flagged Country.amendmentsPilot (the demo seed flags one).
import { db } from "@/lib/db";
import { amendmentPilotCountries } from "@/lib/config";

export async function amendmentsEnabledFor(countryCode: string): Promise<boolean> {
  if (amendmentPilotCountries().includes(countryCode)) return true;
  const country = await db.country.findUnique({ where: { code: countryCode }, select: { amendmentsPilot: true } });
  return country?.amendmentsPilot === true;
}
