import { route } from "@/lib/http/route";
import { ZDocumentParams } from "@/lib/contracts/schema";
import { getContractDocumentLink } from "@/lib/contracts/contract-document-link";
import { ZUrlAnswer } from "@/lib/zod/response";

// The contract document inline by documentId (spec 1 section 7): data.url, the inline PDF (the caller's session
// or token opens it); 404 when the caller cannot see the contract or its PDF is not generated yet.
export const GET = route(
  {
    permission: "contracts.read",
    params: ZDocumentParams,
    response: ZUrlAnswer,
    summary: "The contract document inline: answers data.url of the PDF",
  },
  ({ actor, params }) => getContractDocumentLink(actor, params.documentId),
);
