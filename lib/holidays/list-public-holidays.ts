// GET /api/public-holidays?countryCode=&region=&from=&to=&companyId=: the public holidays of a country (or one
// of its regions) over a period, with a company's days off, removed days left out (lib/holidays/calendar-where.ts).
// The company is the caller's own unless they name one they reach (staff: any; without one, public holidays only).
import "server-only";
import { db } from "@/lib/db";
import type { Actor } from "@/lib/auth/actor";
import { assertCompanyReachable } from "@/lib/access/company";
import { belongsTo, calendarsWhere } from "@/lib/holidays/calendar-where";
import { publicHolidaySelect, toPublicHolidayDto } from "@/lib/holidays/dto";
import { assertCountryReachable, assertRegionKnown } from "@/lib/holidays/holiday-place";
import type { PublicHolidayListDto } from "@/lib/holidays/response-schema";
import { ZPublicHolidayQuery, type PublicHolidayQueryInput } from "@/lib/holidays/schema";

const day = (iso: string) => new Date(`${iso}T00:00:00Z`);

export async function listPublicHolidays(actor: Actor, input: PublicHolidayQueryInput): Promise<PublicHolidayListDto> {
  const query = ZPublicHolidayQuery.parse(input);
  await assertCountryReachable(actor, query.countryCode);
  await assertRegionKnown(query.countryCode, query.region);
  const companyId = query.companyId ? (await assertCompanyReachable(actor, query.companyId)).id : actor.companyId;
  const calendar = { countryCode: query.countryCode, region: query.region || null, companyId };
  const rows = await db.publicHoliday.findMany({
    where: calendarsWhere([calendar], day(query.from), day(query.to)),
    select: publicHolidaySelect,
    orderBy: [{ date: "asc" }, { companyId: "asc" }],
  });
  return {
    countryCode: query.countryCode,
    region: calendar.region,
    from: query.from,
    to: query.to,
    holidays: rows.filter((row) => belongsTo(row, calendar)).map(toPublicHolidayDto),
  };
}
