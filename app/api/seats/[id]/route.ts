import { route } from "@/lib/http/route";
import { ZIdParams, ZUpdateSeat } from "@/lib/hiring/schema";
import { getSeatOrThrow } from "@/lib/hiring/get-seat";
import { updateSeat } from "@/lib/hiring/update-seat";

export const GET = route({ permission: "seats.read", params: ZIdParams }, async ({ actor, params }) => ({
  data: await getSeatOrThrow(actor, params.id),
}));

// Field edits, 'Order form accepted' (sowStatus sow:accepted) and 'Order form already signed' (orderFormSigned).
export const PATCH = route(
  { permission: "seats.update", params: ZIdParams, body: ZUpdateSeat },
  async ({ actor, params, body }) => ({
    data: await updateSeat(actor, params.id, body),
  }),
);
