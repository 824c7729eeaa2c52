// The public holidays of time-off entries' employees over the entries' span, in one query, for their working
// days (lib/time-off/dto.ts). The entries are already scoped to the caller.
import "server-only";
import { db, type Tx } from "@/lib/db";
import { loadHolidayDates, type HolidaysOf } from "@/lib/holidays/load-holiday-dates";
import { entryCalendar } from "@/lib/time-off/dto";

type EntryRow = {
  startDate: Date;
  endDate: Date;
  companyId: string;
  employee: { countryCode: string; region: string | null };
};

export async function holidaysOfEntries(rows: EntryRow[], client: Tx | typeof db = db): Promise<HolidaysOf> {
  if (rows.length === 0) return loadHolidayDates([], new Date(0), new Date(0), client);
  const from = new Date(Math.min(...rows.map((r) => r.startDate.getTime())));
  const to = new Date(Math.max(...rows.map((r) => r.endDate.getTime())));
  return loadHolidayDates(rows.map(entryCalendar), from, to, client);
}
