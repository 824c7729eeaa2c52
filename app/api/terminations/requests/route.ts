import { created, route } from "@/lib/http/route";
import { ZCreateTerminationRequest, ZTerminationListQuery } from "@/lib/terminations/schema";
import { createTerminationRequest } from "@/lib/terminations/create-termination-request";
import { listTerminationRequests } from "@/lib/terminations/list-termination-requests";
import { ZTerminationPage } from "@/lib/terminations/response-schema";

export const GET = route(
  {
    permission: "terminations.read",
    query: ZTerminationListQuery,
    summary: "Termination requests (keyset paged)",
    response: ZTerminationPage,
  },
  ({ actor, query }) => listTerminationRequests(actor, query),
);

export const POST = route(
  { permission: "terminations.create", body: ZCreateTerminationRequest, summary: "Submit a termination request" },
  async ({ actor, body }) => created(await createTerminationRequest(actor, body)),
);
