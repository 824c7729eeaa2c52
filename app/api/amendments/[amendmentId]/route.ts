import { route } from "@/lib/http/route";
import { ZAmendmentParams, ZAmendmentUrgency } from "@/lib/contracts/amendments/schema";
import { setAmendmentUrgency } from "@/lib/contracts/amendments/set-amendment-urgency";

export const PATCH = route(
  {
    permission: "amendments.dispatch",
    params: ZAmendmentParams,
    body: ZAmendmentUrgency,
    summary: "Save the urgency of a pending edit request (the urgency modal)",
  },
  async ({ actor, params, body }) => setAmendmentUrgency(actor, params.amendmentId, body.urgency),
);
