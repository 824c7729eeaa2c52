import { route } from "@/lib/http/route";
import { ZEmployeeParams } from "@/lib/contracts/schema";
import { listEmployeeContracts } from "@/lib/contracts/list-employee-contracts";

export const GET = route(
  { permission: "contracts.read", params: ZEmployeeParams, summary: "The employee's contracts the caller may see" },
  async ({ actor, params }) => ({ items: await listEmployeeContracts(actor, params.employeeId) }),
);
