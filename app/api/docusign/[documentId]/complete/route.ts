import { route } from "@/lib/http/route";
import { ZDocumentParams } from "@/lib/contracts/schema";
import { completeEnvelopeReturn } from "@/lib/contracts/signing/complete-envelope-return";

export const POST = route(
  {
    permission: "contracts.docusign",
    params: ZDocumentParams,
    summary: "After the DocuSign return: store the signed PDF once DocuSign reports the envelope completed",
  },
  async ({ actor, params }) => completeEnvelopeReturn(actor, params.documentId),
);
