import { route } from "@/lib/http/route";
import { EMPLOYEE_DEPARTMENTS } from "@/lib/employees/departments";

// GET /api/compensation/reference-data/employee-departments: the department choices of the employee form.
export const GET = route({ permission: "compensation.referenceData" }, () => ({ items: EMPLOYEE_DEPARTMENTS }));
