import { route } from "@/lib/http/route";
import { ZDocumentParams } from "@/lib/contracts/schema";
import { createEnvelope } from "@/lib/signing/create-envelope";

export const POST = route(
  {
    permission: "contracts.docusign",
    params: ZDocumentParams,
    summary: "Create a DocuSign envelope (only when configured)",
  },
  async ({ req, actor, params }) => createEnvelope(actor, params.documentId, req.nextUrl.origin),
);
