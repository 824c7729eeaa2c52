import { route } from "@/lib/http/route";
import { ZContractStatusPatch, ZEmployeeContractParams } from "@/lib/contracts/schema";
import { getContractView } from "@/lib/contracts/get-contract-view";
import { changeContractStatus } from "@/lib/contracts/change-contract-status";

export const GET = route(
  {
    permission: "contracts.read",
    params: ZEmployeeContractParams,
    summary: "One contract (by contract or document id)",
  },
  async ({ actor, params }) => getContractView(actor, params.employeeId, params.contractId),
);

export const PATCH = route(
  {
    permission: "contracts.updateStatus",
    params: ZEmployeeContractParams,
    body: ZContractStatusPatch,
    summary: "Move a contract through review",
  },
  async ({ actor, params, body }) => changeContractStatus(actor, params.employeeId, params.contractId, body),
);
