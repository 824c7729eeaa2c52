import { route } from "@/lib/http/route";
import { ZIdParams } from "@/lib/hiring/schema";
import { readOrderForm } from "@/lib/hiring/read-order-form";
import { uploadOrderForm } from "@/lib/hiring/upload-order-form";

// GET: the uploaded order form file. POST (multipart, field `file`, admin): upload -> sow:awaiting-acceptance.
export const GET = route({ permission: "seats.read", params: ZIdParams }, async ({ actor, params }) =>
  readOrderForm(actor, params.id),
);

export const POST = route(
  { permission: "seats.uploadOrderForm", params: ZIdParams, body: "form" },
  async ({ actor, params, form }) => ({
    data: await uploadOrderForm(actor, params.id, form),
  }),
);
