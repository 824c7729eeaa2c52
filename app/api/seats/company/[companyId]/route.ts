import { route } from "@/lib/http/route";
import { ZCompanyParams, ZSeatListQuery } from "@/lib/hiring/schema";
import { listSeats } from "@/lib/hiring/list-seats";
import { ZCompanySeatPage } from "@/lib/hiring/response-schema";

// GET /api/seats/company/{companyId}: the pending employees tab (archived and converted seats hidden).
export const GET = route(
  { permission: "seats.read", params: ZCompanyParams, query: ZSeatListQuery, response: ZCompanySeatPage },
  async ({ actor, params, query }) => listSeats(actor, params.companyId, query),
);
