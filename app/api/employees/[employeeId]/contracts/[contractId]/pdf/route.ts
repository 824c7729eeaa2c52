import { route } from "@/lib/http/route";
import { ZEmployeeContractParams } from "@/lib/contracts/schema";
import { contractPdfResponse } from "@/lib/contracts/serve-contract-file";

export const GET = route(
  {
    permission: "contracts.read",
    params: ZEmployeeContractParams,
    summary: "The contract PDF inline (signed copy once signed)",
  },
  async ({ actor, params }) => contractPdfResponse(actor, params.employeeId, params.contractId),
);
