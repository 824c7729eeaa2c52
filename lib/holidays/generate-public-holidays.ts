// Public holidays from the date-holidays package (offline data, ISC + CC-BY-3.0; its `public` type only) for
// whole years: every country of the Country table, its national list (region "") and the complete list of every
// region (state) the package knows for it. A holiday of several days (Eid in Saudi Arabia: four) is spread over
// its days; two holidays on one day share the row ("A / B").
// Set-based and idempotent: the rows are computed in memory and written with one createMany that skips the days
// already stored (the unique key), so a second run adds only what is missing and a day an admin removed stays
// removed (its row is kept with removedAt). Called by the seed (current and next year) and the yearly job
// (lib/holidays/jobs.ts). No "server-only": the seed and the worker run outside Next.
import type { Prisma } from "@/generated/prisma/client";

type Client = Pick<Prisma.TransactionClient, "country" | "publicHoliday">;

export type ComputedHoliday = { countryCode: string; region: string; date: string; name: string };

const OPTIONS = { languages: ["en"], types: ["public" as const] };
const DAY_MS = 86_400_000;
/** Longer spans would be a data error, not a holiday. */
const MAX_SPAN_DAYS = 10;
const REGION_CODE = /^[A-Za-z0-9]{1,10}$/;

type Holiday = { date: string; start: Date; end: Date; name: string };

/** The calendar days a holiday covers: from its local date (date-holidays' "yyyy-MM-dd hh:mm:ss [zone]"). */
export function holidayDays(holiday: Holiday): string[] {
  const first = new Date(`${holiday.date.slice(0, 10)}T00:00:00Z`);
  const span = Math.round((holiday.end.getTime() - holiday.start.getTime()) / DAY_MS);
  const days = Math.min(Math.max(span, 1), MAX_SPAN_DAYS);
  return Array.from({ length: days }, (_, i) => new Date(first.getTime() + i * DAY_MS).toISOString().slice(0, 10));
}

/** One calendar's rows: each day once, the names of the holidays falling on it joined. */
function calendarRows(countryCode: string, region: string, holidays: Holiday[]): ComputedHoliday[] {
  const names = new Map<string, string[]>();
  for (const holiday of holidays)
    for (const date of holidayDays(holiday)) {
      const list = names.get(date) ?? [];
      if (!list.includes(holiday.name)) list.push(holiday.name);
      names.set(date, list);
    }
  return [...names].map(([date, list]) => ({ countryCode, region, date, name: list.join(" / ") }));
}

/** The public holidays of the years for the countries, national and per region (pure but for the package). */
async function computePublicHolidays(countryCodes: string[], years: number[]): Promise<ComputedHoliday[]> {
  // Loaded on first use: parsing its data takes a second or two, which the worker's start should not pay.
  const { default: Holidays } = await import("date-holidays");
  const calendar = new Holidays();
  const rows: ComputedHoliday[] = [];
  for (const countryCode of countryCodes) {
    const regions = Object.keys(calendar.getStates(countryCode) ?? {}).filter((r) => REGION_CODE.test(r));
    for (const region of ["", ...regions]) {
      // init answers true for a calendar it knows (its types say void).
      const known: unknown = region ? calendar.init(countryCode, region, OPTIONS) : calendar.init(countryCode, OPTIONS);
      if (known !== true) continue;
      const holidays = years.flatMap((year) => calendar.getHolidays(year) ?? []);
      rows.push(...calendarRows(countryCode, region, holidays));
    }
  }
  return rows;
}

export type GenerateResult = { years: number[]; countries: number; computed: number; inserted: number };

/** Writes the public holidays of `years` for every country of the Country table; returns how many days were
 *  computed and how many were new. */
export async function generatePublicHolidays(client: Client, years: number[]): Promise<GenerateResult> {
  const codes = (await client.country.findMany({ select: { code: true }, orderBy: { code: "asc" } })).map(
    (c) => c.code,
  );
  const rows = await computePublicHolidays(codes, years);
  const { count } = await client.publicHoliday.createMany({
    data: rows.map((r) => ({ ...r, date: new Date(`${r.date}T00:00:00Z`), source: "GENERATED" as const })),
    skipDuplicates: true,
  });
  return { years, countries: codes.length, computed: rows.length, inserted: count };
}
