import { created, route } from "@/lib/http/route";
import { ZCreateEmployment, ZEmploymentListQuery } from "@/lib/employees/employments/schema";
import { listEmployments } from "@/lib/employees/employments/list-employments";
import { createEmployment } from "@/lib/employees/employments/create-employment";
import { ZEmploymentPage } from "@/lib/employees/employments/response-schema";

export const GET = route(
  {
    permission: "employments.read",
    query: ZEmploymentListQuery,
    summary: "Employments, keyset-paged",
    response: ZEmploymentPage,
  },
  ({ actor, query }) => listEmployments(actor, query),
);

export const POST = route(
  { permission: "employments.write", body: ZCreateEmployment, summary: "Create an employment" },
  async ({ actor, body }) => created(await createEmployment(actor, body)),
);
