import { created, route } from "@/lib/http/route";
import { ZConvertSeat, ZIdParams } from "@/lib/hiring/schema";
import { convertSeat } from "@/lib/hiring/convert-seat";

export const POST = route(
  { permission: "seats.convert", params: ZIdParams, body: ZConvertSeat },
  async ({ actor, params, body }) => created({ data: await convertSeat(actor, params.id, body) }),
);
