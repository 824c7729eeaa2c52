import { created, route } from "@/lib/http/route";
import { addCompanyDayOff } from "@/lib/holidays/add-company-day-off";
import { listPublicHolidays } from "@/lib/holidays/list-public-holidays";
import { ZPublicHolidayList, ZPublicHolidayView } from "@/lib/holidays/response-schema";
import { ZCompanyDayOff, ZPublicHolidayQuery } from "@/lib/holidays/schema";

// Beyond the spec: the public holidays of a country (or region) over a period, with the caller's company's days
// off (docs/time.md). Everyone reads the countries of the employees they reach; staff any.
export const GET = route(
  {
    permission: "publicHolidays.read",
    query: ZPublicHolidayQuery,
    response: ZPublicHolidayList,
    summary: "List public holidays and company days off",
  },
  ({ actor, query }) => listPublicHolidays(actor, query),
);

// Beyond the spec: an admin adds a company day off (a country, or one region of it); one in place answers 409.
export const POST = route(
  {
    permission: "publicHolidays.manage",
    body: ZCompanyDayOff,
    response: ZPublicHolidayView,
    summary: "Add a company day off",
  },
  async ({ actor, body }) => created(await addCompanyDayOff(actor, body)),
);
