// Who reaches which signed payroll pack (issue 27). A pay report's whole pack holds every client company's
// employees in it: payroll admins only. A company pack holds one company's part of the report: payroll admins (any
// company), and a manager with company-wide payroll rights (payrollPacks.download: payroll scope or super manager)
// of that company, for the report's latest published version (PUBLISHED, or REOPENED until its correction is
// published), while the company's payroll reports tab is on (lib/access/payroll-report.ts). Anything else is not
// found (404), a foreign id as much as a missing one.
import "server-only";
import { Prisma } from "@/generated/prisma/client";
import type { Actor } from "@/lib/auth/actor";
import { AppError } from "@/lib/errors";
import { ownCompanyId } from "@/lib/access/company";
import { managerPayrollReportsTabOn } from "@/lib/access/payroll-report";
import { LATEST_PUBLISHED_SQL } from "@/lib/payroll/versions/latest-published";

export const packNotFound = () => new AppError("NOT_FOUND", "Payroll pack not found");

/** The company's employees are in the report `f` (a company pack exists only for those companies). */
const companyInReport = (companyId: Prisma.Sql | string) =>
  Prisma.sql`EXISTS (SELECT 1 FROM "PayReportEmployeeTotal" t JOIN "Employee" e ON e.id = t."employeeId"
                      WHERE t."grossToNetId" = f.id AND e."companyId" = ${companyId})`;

/** A manager's own company, while its payroll reports tab is on, for a report `f` at its latest published version. */
const managerScope = (own: string) =>
  Prisma.sql`f."processingStatus" IN ${Prisma.raw(LATEST_PUBLISHED_SQL)}
    AND EXISTS (SELECT 1 FROM "Company" c WHERE c.id = ${own} AND c."enablePayrollReportsTab")`;

/** SQL condition on a pay report alias `f` for the pack of `companyId` (null: the whole report's pack). */
export function packReportScope(actor: Actor, companyId: string | null): Prisma.Sql {
  const own = ownCompanyId(actor);
  if (companyId === null) return own === null ? Prisma.sql`TRUE` : Prisma.sql`FALSE`;
  if (own === null) return companyInReport(companyId);
  if (companyId !== own) return Prisma.sql`FALSE`;
  return Prisma.sql`${managerScope(own)} AND ${companyInReport(own)}`;
}

/** SQL condition on a pack alias `p` and its report `f`: the packs the actor may list and download. */
export function packListScope(actor: Actor): Prisma.Sql {
  const own = ownCompanyId(actor);
  if (own === null) return Prisma.sql`TRUE`;
  return Prisma.sql`p."companyId" = ${own} AND ${managerScope(own)}`;
}

/** The manager's feature gate on top of the SQL scope (the payrollReportsTab flag). */
export function packsVisibleTo(actor: Actor): boolean {
  return ownCompanyId(actor) === null || managerPayrollReportsTabOn(true);
}
