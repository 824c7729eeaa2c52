import { route } from "@/lib/http/route";
import { ZIdParams } from "@/lib/hiring/schema";
import { getSowDocument } from "@/lib/hiring/read-order-form";
import { ZUrlAnswer } from "@/lib/zod/response";

// GET /api/seats/{seatId}/sow-document (spec 1 and 3 section 7): { data: { url } } of the uploaded order form.
export const GET = route(
  { permission: "seats.read", params: ZIdParams, response: ZUrlAnswer },
  async ({ actor, params }) => getSowDocument(actor, params.id),
);
