import { route } from "@/lib/http/route";
import { ZContractorParams, ZContractorTransition } from "@/lib/contractors/schema";
import { getContractor } from "@/lib/contractors/get-contractor";
import { transitionContractor } from "@/lib/contractors/transition-contractor";

export const GET = route({ permission: "contractors.read", params: ZContractorParams }, ({ actor, params }) =>
  getContractor(actor, params.contractorId),
);

export const PATCH = route(
  { permission: "contractors.manage", params: ZContractorParams, body: ZContractorTransition },
  ({ actor, params, body }) => transitionContractor(actor, params.contractorId, body),
);
