import { created, route } from "@/lib/http/route";
import { ZResignationForm, ZResignationListQuery } from "@/lib/terminations/resignations/schema";
import { createResignation } from "@/lib/terminations/resignations/create-resignation";
import { listResignations } from "@/lib/terminations/resignations/list-resignations";
import { ZResignationPage } from "@/lib/terminations/resignations/response-schema";

export const GET = route(
  {
    permission: "resignations.read",
    query: ZResignationListQuery,
    summary: "Resignations by company or employee",
    response: ZResignationPage,
  },
  ({ actor, query }) => listResignations(actor, query),
);

export const POST = route(
  { permission: "resignations.create", body: ZResignationForm, summary: "Resign" },
  async ({ actor, body }) => created(await createResignation(actor, body)),
);
