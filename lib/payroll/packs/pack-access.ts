// Who reaches which signed payroll pack. Payroll admins (every company): any pack. A manager (own company only,
// payrollPacks.download): the pack of a PUBLISHED report that holds at least one employee of their company, while
// the company's payroll reports tab is on (lib/access/payroll-report.ts); anything else is not found (404).
import "server-only";
import { Prisma } from "@/generated/prisma/client";
import type { Actor } from "@/lib/auth/actor";
import { AppError } from "@/lib/errors";
import { ownCompanyId } from "@/lib/access/company";
import { managerPayrollReportsTabOn } from "@/lib/access/payroll-report";

export const packNotFound = () => new AppError("NOT_FOUND", "Payroll pack not found");

/** SQL condition on a pay report alias `f` for the actor (TRUE for payroll admins). */
export function packReportScope(actor: Actor): Prisma.Sql {
  const own = ownCompanyId(actor);
  if (own === null) return Prisma.sql`TRUE`;
  return Prisma.sql`f."processingStatus" = 'PUBLISHED'
    AND EXISTS (SELECT 1 FROM "Company" c WHERE c.id = ${own} AND c."enablePayrollReportsTab")
    AND EXISTS (SELECT 1 FROM "PayReportEmployeeTotal" t JOIN "Employee" e ON e.id = t."employeeId"
                 WHERE t."grossToNetId" = f.id AND e."companyId" = ${own})`;
}

/** The manager's feature gate on top of the SQL scope (the payrollReportsTab flag). */
export function packsVisibleTo(actor: Actor): boolean {
  return ownCompanyId(actor) === null || managerPayrollReportsTabOn(true);
}
