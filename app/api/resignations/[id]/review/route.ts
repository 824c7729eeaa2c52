import { route } from "@/lib/http/route";
import { ZResignationIdParams, ZResignationReview } from "@/lib/terminations/resignations/schema";
import { reviewResignation } from "@/lib/terminations/resignations/review-resignation";

export const POST = route(
  { permission: "resignations.review", params: ZResignationIdParams, body: ZResignationReview },
  ({ actor, params, body }) => reviewResignation(actor, params.id, body.version),
);
