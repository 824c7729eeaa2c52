import { route, created } from "@/lib/http/route";
import { ZAmendmentQuery, ZCreateAmendment } from "@/lib/contracts/amendments/schema";
import { listAmendments } from "@/lib/contracts/amendments/list-amendments";
import { createAmendment } from "@/lib/contracts/amendments/create-amendment";

export const GET = route(
  { permission: "amendments.read", query: ZAmendmentQuery, summary: "Contract edit requests" },
  async ({ actor, query }) => listAmendments(actor, query),
);

export const POST = route(
  { permission: "amendments.create", body: ZCreateAmendment, summary: "Request a contract edit" },
  async ({ actor, body }) => created(await createAmendment(actor, body)),
);
