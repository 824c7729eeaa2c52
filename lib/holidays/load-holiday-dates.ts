// The public holidays of employees over a period, for their working days (lib/time-off/working-days.ts) and their
// timesheet month: one query for any number of employees (lib/holidays/calendar-where.ts says which rows). The
// callers have already scoped the employees to the actor, so there is no tenancy here.
import { db, type Tx } from "@/lib/db";
import { belongsTo, calendarsWhere, type HolidayCalendar } from "@/lib/holidays/calendar-where";

/** yyyy-MM-dd -> the holiday's name (names of one day joined). Passes as the holiday set of countWorkingDays. */
export type HolidayDates = ReadonlyMap<string, string>;

const EMPTY: HolidayDates = new Map();

/** The employee's calendar as countWorkingDays and the screens want it. */
export type HolidaysOf = (calendar: HolidayCalendar) => HolidayDates;

export async function loadHolidayDates(
  calendars: HolidayCalendar[],
  from: Date,
  to: Date,
  client: Tx | typeof db = db,
): Promise<HolidaysOf> {
  if (calendars.length === 0 || to < from) return () => EMPTY;
  const rows = await client.publicHoliday.findMany({
    where: calendarsWhere(calendars, from, to),
    select: { countryCode: true, region: true, companyId: true, date: true, name: true },
    orderBy: [{ date: "asc" }, { companyId: "asc" }],
  });
  const cache = new Map<string, HolidayDates>();
  return (calendar) => {
    const key = `${calendar.countryCode}|${calendar.region ?? ""}|${calendar.companyId ?? ""}`;
    let dates = cache.get(key);
    if (!dates) {
      const map = new Map<string, string>();
      for (const row of rows) {
        if (!belongsTo(row, calendar)) continue;
        const day = row.date.toISOString().slice(0, 10);
        const known = map.get(day);
        map.set(day, known && known !== row.name ? `${known} / ${row.name}` : row.name);
      }
      dates = map;
      cache.set(key, dates);
    }
    return dates;
  };
}
