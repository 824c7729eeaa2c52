import { z } from "zod";
import { route } from "@/lib/http/route";
import { listStatusHistory } from "@/lib/employees/list-status-history";

const ZParams = z.object({ employeeId: z.string().min(1).max(64) });

export const GET = route(
  {
    permission: "employees.read",
    params: ZParams,
    summary: "The employee's onboarding-status and visible contract-status changes, newest first",
  },
  async ({ actor, params }) => ({ items: await listStatusHistory(actor, params.employeeId) }),
);
