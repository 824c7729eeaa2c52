import { route } from "@/lib/http/route";
import { ZAmendmentParams, ZAmendmentUrgency } from "@/lib/contracts/amendments/schema";
import { dispatchAmendment } from "@/lib/contracts/amendments/dispatch-amendment";

export const POST = route(
  {
    permission: "amendments.dispatch",
    params: ZAmendmentParams,
    body: ZAmendmentUrgency,
    summary: "Send an edit request to legal",
  },
  async ({ actor, params, body }) => dispatchAmendment(actor, params.amendmentId, body.urgency),
);
