import { accepted, route } from "@/lib/http/route";
import { ZContractFileGenerating, ZContractFileLink, ZDocumentParams, ZDownloadQuery } from "@/lib/contracts/schema";
import { contractDocxResponse } from "@/lib/contracts/serve-contract-file";
import { contractFileLink } from "@/lib/contracts/contract-file-link";

// Spec 1 section 7 (format docx, temporary; response linkToDocument): 200 { linkToDocument, expiresAt }, open it
// within 10 minutes; 202 { message } while the contract's files are being generated (retry). With download=1:
// the DOCX itself (the contract page's 'Download docx' link).
export const GET = route(
  {
    permission: "contracts.manage",
    params: ZDocumentParams,
    query: ZDownloadQuery,
    response: ZContractFileLink,
    acceptedResponse: ZContractFileGenerating,
    summary: "Download the contract as DOCX: linkToDocument (download=1: the bytes)",
  },
  async ({ actor, params, query }) => {
    if (query.download) return contractDocxResponse(actor, params.documentId);
    const link = await contractFileLink(actor, params.documentId);
    if (link.state === "generating") return accepted({ message: link.message });
    return { linkToDocument: link.linkToDocument, expiresAt: link.expiresAt };
  },
);
