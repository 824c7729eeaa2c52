// What kind of day a listed holiday is: a company's day off, or a public holiday of the whole country or only
// of the region shown (a regional list repeats the national days, so the national list of the year tells them apart).
import type { PublicHolidayDto } from "@/lib/holidays/response-schema";

export type HolidayKind = "National" | "Regional" | "Company day off";

export function holidayKind(row: PublicHolidayDto, nationalDates: ReadonlySet<string>): HolidayKind {
  if (row.companyId) return "Company day off";
  if (!row.region) return "National";
  return nationalDates.has(row.date) ? "National" : "Regional";
}
