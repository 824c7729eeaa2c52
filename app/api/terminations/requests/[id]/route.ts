import { route } from "@/lib/http/route";
import { ZTerminationIdParams, ZTerminationTransition } from "@/lib/terminations/schema";
import { getTerminationRequest } from "@/lib/terminations/get-termination-request";
import { transitionTerminationRequest } from "@/lib/terminations/transition-termination-request";

export const GET = route({ permission: "terminations.read", params: ZTerminationIdParams }, ({ actor, params }) =>
  getTerminationRequest(actor, params.id),
);

// Beyond the spec: Reviewed, Completed (Completed sets the employment's dates).
export const PATCH = route(
  { permission: "terminations.review", params: ZTerminationIdParams, body: ZTerminationTransition },
  ({ actor, params, body }) => transitionTerminationRequest(actor, params.id, body),
);
