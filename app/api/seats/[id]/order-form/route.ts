import { accepted, route } from "@/lib/http/route";
import { UPLOAD_MESSAGES } from "@/lib/storage/messages";
import { DOCUMENT_UPLOAD } from "@/lib/documents/upload-policy";
import { ZIdParams } from "@/lib/hiring/schema";
import { readOrderForm } from "@/lib/hiring/read-order-form";
import { uploadOrderForm } from "@/lib/hiring/upload-order-form";

// GET: the uploaded order form file. POST (multipart, field `file`, admin): upload -> sow:awaiting-acceptance.
// 202 with the spec's message while the virus scan is pending.
export const GET = route({ permission: "seats.read", params: ZIdParams }, async ({ actor, params }) => {
  const result = await readOrderForm(actor, params.id);
  return result.state === "processing" ? accepted({ message: UPLOAD_MESSAGES.processing }) : result.response;
});

export const POST = route(
  { permission: "seats.uploadOrderForm", params: ZIdParams, body: "form", upload: DOCUMENT_UPLOAD },
  async ({ actor, params, upload }) => ({
    data: await uploadOrderForm(actor, params.id, upload!),
  }),
);
