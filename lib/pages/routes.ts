// The pages that exist under app/(app), as their folders name them. Navigation shows an entry only when its
// route is here, so an entry appears exactly when its page lands. tests/unit/core/page-routes.test.ts keeps
// this list equal to the page files. Pure: the shell and unit tests import it.
export const PAGE_ROUTES = [
  "/",
  "/account-details",
  "/account-details/api-tokens",
  "/account-details/edit",
  "/account-details/two-factor",
  "/admins",
  "/admins/[userId]",
  "/admins/[userId]/edit",
  "/admins/add-admin",
  "/api-docs",
  "/approvals",
  "/atlas",
  "/atlas/compare",
  "/back-office/identity-providers",
  "/back-office/integrations",
  "/back-office/jobs",
  "/back-office/leave-policies",
  "/back-office/legal-entities",
  "/back-office/legal-entities/[id]",
  "/back-office/legal-entities/create",
  "/back-office/payroll-providers",
  "/back-office/payroll-providers/[id]",
  "/back-office/payroll-providers/create",
  "/back-office/public-holidays",
  "/back-office/template-mappings",
  "/back-office/template-mappings/create",
  "/back-office/webhooks",
  "/balances",
  "/benefits",
  "/change-password",
  "/companies",
  "/companies/[companyId]",
  "/companies/[companyId]/add-contractor",
  "/companies/[companyId]/add-hire",
  "/companies/[companyId]/add-pending-employee",
  "/companies/[companyId]/approval-chains",
  "/companies/[companyId]/edit",
  "/companies/[companyId]/employee/[employeeId]/resignation",
  "/companies/[companyId]/employee/[employeeId]/termination-requests/[terminationRequestId]/view",
  "/companies/[companyId]/employee/[employeeId]/termination-requests/add",
  "/companies/[companyId]/employee-checklist",
  "/companies/[companyId]/employees-upload",
  "/companies/[companyId]/employees-upload/[bulkUploadId]",
  "/companies/[companyId]/invoices",
  "/companies/[companyId]/managers/[managerId]",
  "/companies/[companyId]/managers/[managerId]/edit",
  "/companies/[companyId]/managers/add",
  "/companies/[companyId]/pending-employee/[id]",
  "/companies/[companyId]/pending-employee/[id]/edit",
  "/companies/[companyId]/pending-employees/[seatId]/complete-profile",
  "/companies/[companyId]/pending-employees/[seatId]/employee-checklist",
  "/contractors",
  "/contractors/[contractorId]",
  "/dev/outbox",
  "/employees",
  "/employees/[employeeId]",
  "/employees/[employeeId]/[seatId]/order-form",
  "/employees/[employeeId]/contracts/[documentId]",
  "/employees/[employeeId]/contracts/[documentId]/edit",
  "/employees/[employeeId]/contractual-compensation",
  "/employees/[employeeId]/documents",
  "/employees/[employeeId]/edit",
  "/employees/[employeeId]/employments",
  "/employees/employee-checklist",
  "/expenses",
  "/expenses/[id]",
  "/finance",
  "/letters",
  "/lsps",
  "/lsps/[lspId]",
  "/lsps/[lspId]/edit",
  "/lsps/[lspId]/user/add",
  "/lsps/[lspId]/users/[userId]",
  "/lsps/[lspId]/users/[userId]/edit",
  "/pay",
  "/payroll",
  "/payroll-reports",
  "/payroll-reports/packs",
  "/payroll/payroll-instances/[id]",
  "/payroll/payroll-instances/[id]/countries/[country]",
  "/payroll/payroll-instances/[id]/data-frames/[dataFrameId]",
  "/payroll/payroll-instances/[id]/lspBillsDetail",
  "/payroll/payroll-instances/[id]/pay-report-preview/[reportId]",
  "/payroll/payroll-instances/[id]/pay-report-preview/[reportId]/versions",
  "/permissions",
  "/privacy-policy",
  "/profile",
  "/profile/verify-email/[token]",
  "/resignations",
  "/terminations",
  "/time-off",
  "/timesheets",
  "/typeform",
] as const;

function segments(path: string): string[] {
  return path.split(/[?#]/)[0].split("/").filter(Boolean);
}

/** The page route an address opens, or null when no page serves it (a [param] folder matches one segment). */
export function pageRouteOf(href: string): string | null {
  const parts = segments(href);
  // A literal folder wins over a [param] sibling, as in the App Router.
  const candidates = PAGE_ROUTES.filter((route) => {
    const pattern = segments(route);
    return pattern.length === parts.length && pattern.every((p, i) => p.startsWith("[") || p === parts[i]);
  });
  const literalCount = (route: string) => segments(route).filter((p) => !p.startsWith("[")).length;
  return candidates.sort((a, b) => literalCount(b) - literalCount(a))[0] ?? null;
}

export function hasPage(href: string): boolean {
  return pageRouteOf(href) !== null;
}
