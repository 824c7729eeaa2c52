import { z } from "zod";
import { route } from "@/lib/http/route";
import { appOrigin } from "@/lib/account/origin";
import { inviteEmployee, ZEmployeeInvitation } from "@/lib/employees/invite-employee";

const ZParams = z.object({ employeeId: z.string().min(1).max(64) });

// Spec 1 sections 1 and 4: the platform invitation of a new hire. Creates the employee's sign-in user when there
// is none (role employee, tenant the employee's company) and mails a single-use password link; sends a new link
// while the invitation is not accepted. Answers the invitation state (SENT).
export const POST = route(
  {
    permission: "invitations.employees",
    params: ZParams,
    summary: "Invite an employee to the platform (send again while not accepted)",
    response: ZEmployeeInvitation,
  },
  ({ actor, params, req }) => inviteEmployee(actor, params.employeeId, appOrigin(req)),
);
