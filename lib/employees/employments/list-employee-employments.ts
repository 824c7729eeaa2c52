// The employee Employments page (/employees/{employeeId}/employments; spec 3 section 2, the employments page the
// employee page links to): one employee's employment records with their employer and legal entity names, sorted
// and offset-paged on the server. Tenancy: the employee must be reachable (404 otherwise), and the rows pass the
// same employment rule as GET /api/employments.
import "server-only";
import { db } from "@/lib/db";
import type { Prisma } from "@/generated/prisma/client";
import type { Actor } from "@/lib/auth/actor";
import { can } from "@/lib/policy";
import { EMPLOYMENT_SELECT, employmentWhere } from "@/lib/employees/employments/access";
import { getEmployeeSummary } from "@/lib/employees/get-employee-summary";
import type { TEmployeeEmploymentsQuery } from "@/lib/employees/employments/schema";

const ROW_SELECT = {
  ...EMPLOYMENT_SELECT,
  lsp: { select: { name: true } },
  legalEntity: { select: { name: true } },
} satisfies Prisma.EmploymentSelect;

const day = (d: Date | null) => (d ? d.toISOString().slice(0, 10) : null);

export async function listEmployeeEmployments(actor: Actor, employeeId: string, query: TEmployeeEmploymentsQuery) {
  const employee = await getEmployeeSummary(actor, employeeId);
  const where: Prisma.EmploymentWhereInput = { AND: [{ employeeId: employee.id }, employmentWhere(actor)] };
  // Undated employments sort last either way; the id keeps equal keys in a stable order across pages.
  const orderBy: Prisma.EmploymentOrderByWithRelationInput[] =
    query.sort === "startDate"
      ? [{ startDate: { sort: query.dir, nulls: "last" } }, { id: "asc" }]
      : [{ status: query.dir }, { startDate: { sort: "desc", nulls: "last" } }, { id: "asc" }];
  const [rows, totalCount] = await Promise.all([
    db.employment.findMany({
      where,
      select: ROW_SELECT,
      orderBy,
      skip: query.pageIndex * query.pageSize,
      take: query.pageSize,
    }),
    db.employment.count({ where }),
  ]);
  return {
    employee,
    items: rows.map((r) => ({
      id: r.id,
      type: r.type,
      status: r.status,
      isCurrent: r.id === employee.currentEmploymentId,
      employerName: r.lsp?.name ?? null,
      lspId: r.lspId,
      legalEntityName: r.legalEntity?.name ?? null,
      legalEntityId: r.legalEntityId,
      startDate: day(r.startDate),
      terminationDate: day(r.terminationDate),
      firstPayrollDate: day(r.firstPayrollDate),
      lastPayrollDate: day(r.lastPayrollDate),
    })),
    totalCount,
    query,
    // PATCH /api/employments/{id} (employments.write) changes status and dates.
    actions: { edit: can(actor, "employments.write") },
  };
}

export type EmployeeEmployments = Awaited<ReturnType<typeof listEmployeeEmployments>>;
export type EmployeeEmploymentRow = EmployeeEmployments["items"][number];
