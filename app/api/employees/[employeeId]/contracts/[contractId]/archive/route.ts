import { route } from "@/lib/http/route";
import { ZEmployeeContractParams } from "@/lib/contracts/schema";
import { archiveContract } from "@/lib/contracts/archive-contract";

export const POST = route(
  { permission: "contracts.manage", params: ZEmployeeContractParams, summary: "Archive a contract" },
  async ({ actor, params }) => archiveContract(actor, params.employeeId, params.contractId),
);
