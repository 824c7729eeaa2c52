import { z } from "zod";
import { route } from "@/lib/http/route";
import { ZTimeOffList } from "@/lib/time-off/response-schema";
import { ZTimeOffQuery } from "@/lib/time-off/schema";
import { listCompanyTimeOff } from "@/lib/time-off/list-time-off";

const ZParams = z.object({ companyId: z.string().min(1).max(64) });

// GET /timeoff/by-company-id/{companyId}?year_month= : the company's time off, taken and scheduled.
export const GET = route(
  {
    permission: "timeOff.readCompany",
    params: ZParams,
    query: ZTimeOffQuery,
    response: ZTimeOffList,
    summary: "A company's time off",
  },
  ({ actor, params, query }) => listCompanyTimeOff(actor, params.companyId, query.year_month),
);
