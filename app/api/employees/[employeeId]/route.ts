import { z } from "zod";
import { route } from "@/lib/http/route";
import { ZEmployeeEdit } from "@/lib/employees/edit-schema";
import { getEmployeeOrThrow } from "@/lib/employees/get-employee";
import { updateEmployee } from "@/lib/employees/edit";
import { toEmployeeDto } from "@/lib/employees/dto";

const ZParams = z.object({ employeeId: z.string().min(1).max(64) });

export const GET = route({ permission: "employees.read", params: ZParams }, async ({ actor, params }) =>
  toEmployeeDto(actor, await getEmployeeOrThrow(actor, params.employeeId)),
);

export const PATCH = route(
  { permission: "employees.update", params: ZParams, body: ZEmployeeEdit },
  ({ actor, params, body }) => updateEmployee(actor, params.employeeId, body),
);
