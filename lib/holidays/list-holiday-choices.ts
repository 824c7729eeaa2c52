// The back-office public-holidays page's choices: every country of the Country table with the regions
// date-holidays knows for it, and the companies whose days off an admin keeps.
import "server-only";
import { db } from "@/lib/db";
import { holidayRegions, type RegionChoice } from "@/lib/holidays/holiday-regions";
import { listCompanyOptions } from "@/lib/webhooks/list-company-options";

export type HolidayChoices = {
  countries: RegionChoice[];
  regions: Record<string, RegionChoice[]>;
  companies: RegionChoice[];
};

export async function listHolidayChoices(): Promise<HolidayChoices> {
  const countries = await db.country.findMany({ select: { code: true, name: true }, orderBy: { name: "asc" } });
  const [regions, companies] = await Promise.all([holidayRegions(countries.map((c) => c.code)), listCompanyOptions()]);
  return { countries: countries.map((c) => ({ value: c.code, label: c.name })), regions, companies };
}
