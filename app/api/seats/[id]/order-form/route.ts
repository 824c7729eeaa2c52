import { route } from "@/lib/http/route";
import { ZIdParams } from "@/lib/hiring/schema";
import { readOrderForm, uploadOrderForm } from "@/lib/hiring/service";

// GET: the uploaded order form file. POST (multipart, field `file`, admin): upload -> sow:awaiting-acceptance.
export const GET = route({ permission: "seats.read", params: ZIdParams }, async ({ actor, params }) => {
  const file = await readOrderForm(actor, params.id);
  return new Response(new Uint8Array(file.bytes), {
    headers: {
      "content-type": file.mimeType,
      "content-disposition": `inline; filename="${file.fileName.replace(/["\\]/g, "")}"`,
      "x-content-type-options": "nosniff",
    },
  });
});

export const POST = route(
  { permission: "seats.uploadOrderForm", params: ZIdParams, body: "form" },
  async ({ actor, params, form }) => ({
    data: await uploadOrderForm(actor, params.id, form),
  }),
);
