import { route } from "@/lib/http/route";
import { ZDocumentParams } from "@/lib/contracts/schema";
import { contractDocxResponse } from "@/lib/contracts/serve-contract-file";

export const GET = route(
  { permission: "contracts.manage", params: ZDocumentParams, summary: "Download the contract as DOCX" },
  async ({ actor, params }) => contractDocxResponse(actor, params.documentId),
);
