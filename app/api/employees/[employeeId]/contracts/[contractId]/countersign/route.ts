import { route } from "@/lib/http/route";
import { clientIp } from "@/lib/auth/client-ip";
import { ZEmployeeContractParams, ZSignContract } from "@/lib/contracts/schema";
import { signContract } from "@/lib/contracts/signing/sign-contract";

export const POST = route(
  {
    permission: "contracts.countersign",
    params: ZEmployeeContractParams,
    body: ZSignContract,
    summary: "The employer countersigns (built-in signer)",
  },
  async ({ req, actor, params, body }) =>
    signContract(actor, params.employeeId, params.contractId, "employer", body, clientIp(req)),
);
