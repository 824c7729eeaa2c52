import { route } from "@/lib/http/route";
import { ZIdParams } from "@/lib/hiring/schema";
import { getSowDocument } from "@/lib/hiring/read-order-form";

// GET /api/seats/{seatId}/sow-document: { data: { url } } of the uploaded order form.
export const GET = route({ permission: "seats.read", params: ZIdParams }, async ({ actor, params }) =>
  getSowDocument(actor, params.id),
);
