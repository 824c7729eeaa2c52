import { z } from "zod";
import { route } from "@/lib/http/route";
import { ZYearMonth } from "@/lib/time-off/schema";
import { listCompanyTimesheets } from "@/lib/timesheets/list-timesheets";
import { ZTimesheetPage } from "@/lib/timesheets/response-schema";

const ZParams = z.object({ companyId: z.string().min(1).max(64) });
const ZQuery = z.object({
  yearMonth: ZYearMonth,
  status: z.enum(["EDITED", "SUBMITTED", "APPROVED"]).optional(),
  cursor: z.string().max(400).optional(),
});

// GET /timesheets/company/{companyId}?yearMonth=&status=&cursor= : a company's month, keyset-paged.
export const GET = route(
  {
    permission: "timesheets.readCompany",
    params: ZParams,
    query: ZQuery,
    summary: "A company's timesheets",
    response: ZTimesheetPage,
  },
  ({ actor, params, query }) => listCompanyTimesheets(actor, params.companyId, query),
);
