// Which PublicHoliday rows make up an employee's calendar (docs/time.md): with a region, that region's list (it
// is complete: date-holidays' regional lists hold the national days the region observes and leave out those it
// does not), without one the national list (region ""); and their company's days off for the country, whether
// set for the whole country or for their region. Removed days never count. Shared by the loader for working days
// and the listing, so both read the same rows.
import type { Prisma } from "@/generated/prisma/client";

export type HolidayCalendar = { countryCode: string; region: string | null; companyId: string | null };

type RowKey = { countryCode: string; region: string; companyId: string };

/** One query's `where` for several calendars over [from, to]. */
export function calendarsWhere(calendars: HolidayCalendar[], from: Date, to: Date): Prisma.PublicHolidayWhereInput {
  const countries = [...new Set(calendars.map((c) => c.countryCode))];
  const regions = [...new Set(calendars.map((c) => c.region ?? ""))];
  const companies = [...new Set(calendars.flatMap((c) => (c.companyId ? [c.companyId] : [])))];
  return {
    removedAt: null,
    date: { gte: from, lte: to },
    countryCode: { in: countries },
    OR: [
      { companyId: "", region: { in: regions } },
      ...(companies.length ? [{ companyId: { in: companies }, region: { in: ["", ...regions] } }] : []),
    ],
  };
}

/** Whether a row (found by calendarsWhere) belongs to this calendar. */
export function belongsTo(row: RowKey, calendar: HolidayCalendar): boolean {
  if (row.countryCode !== calendar.countryCode) return false;
  const region = calendar.region ?? "";
  if (row.companyId === "") return row.region === region;
  return row.companyId === calendar.companyId && (row.region === "" || row.region === region);
}
