import { route } from "@/lib/http/route";
import { ZIdParams } from "@/lib/hiring/schema";
import { getCompanyFees } from "@/lib/hiring/get-company-fees";

// GET /api/seats/fees/company/{id}: the company's upsell fee data.
export const GET = route({ permission: "seats.read", params: ZIdParams }, async ({ actor, params }) => ({
  data: await getCompanyFees(actor, params.id),
}));
