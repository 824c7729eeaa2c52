import { route } from "@/lib/http/route";
import { ZDocumentParams } from "@/lib/contracts/schema";
import { createEnvelope } from "@/lib/contracts/signing/create-envelope";
import { ZEnvelopeAnswer } from "@/lib/contracts/signing/response-schema";

// POST /docusign/{documentId}/create-envelope (spec 1 section 7): answers docuSignUrl, where the browser goes next.
export const POST = route(
  {
    permission: "contracts.docusign",
    params: ZDocumentParams,
    response: ZEnvelopeAnswer,
    summary: "Create a DocuSign envelope (only when configured): answers docuSignUrl",
  },
  async ({ req, actor, params }) => createEnvelope(actor, params.documentId, req.nextUrl.origin),
);
