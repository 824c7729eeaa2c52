// The employee Documents page (/employees/{employeeId}/documents; spec 3 section 2, the documents page the
// employee page links to): the employee (404 when out of reach) and what the actor may do there. The list itself
// comes from GET /api/documents?employeeId= (lib/documents/service.ts listDocuments, same tenancy).
import "server-only";
import type { Actor } from "@/lib/auth/actor";
import { can } from "@/lib/policy";
import { getEmployeeSummary } from "@/lib/employees/get-employee-summary";

export async function getEmployeeDocumentsContext(actor: Actor, employeeId: string) {
  const employee = await getEmployeeSummary(actor, employeeId);
  return {
    employee,
    actions: {
      upload: can(actor, "documents.create"),
      // Only who may remove others' uploads gets the button: the page lists files uploaded by several people,
      // and an employee removes only their own (lib/access/document.ts canDeleteDocument).
      delete: can(actor, "documents.delete") && can(actor, "documents.deleteOthers"),
    },
  };
}

export type EmployeeDocumentsContext = Awaited<ReturnType<typeof getEmployeeDocumentsContext>>;
