import { route } from "@/lib/http/route";
import { ZContractParams, ZContractTransition } from "@/lib/contractors/schema";
import { transitionContractorContract } from "@/lib/contractors/transition-contractor-contract";

export const PATCH = route(
  { permission: "contractors.manage", params: ZContractParams, body: ZContractTransition },
  ({ actor, params, body }) => transitionContractorContract(actor, params.contractorId, params.contractId, body),
);
