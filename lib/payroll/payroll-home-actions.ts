// What the signed-in user may do on /payroll (spec 2 section 2, spec 3 section 2): which hash tabs show and whether
// the Workbooks tab offers the create form, decided once from the policy by the page and read by the screen.
import type { Actor } from "@/lib/auth/actor";
import { can } from "@/lib/policy";

export type AllowedPayrollHomeActions = {
  /** workbooks.create: the create form of #payroll-instances. */
  createWorkbook: boolean;
  /** cutoffReports.read: #cutoff-reports. */
  cutoffReports: boolean;
  /** providerIds.upload: #provider-id. */
  providerIds: boolean;
  /** taxonomies.manage: #taxonomies-update. */
  taxonomies: boolean;
  /** payrollChecks.manage: #anomaly-checks (issue 27). */
  anomalyChecks: boolean;
  /** payReports.read: the checks' outcomes table (findings raised, confirmed, dismissed). */
  checkOutcomes: boolean;
};

export function payrollHomeActionsOf(actor: Actor): AllowedPayrollHomeActions {
  return {
    createWorkbook: can(actor, "workbooks.create"),
    cutoffReports: can(actor, "cutoffReports.read"),
    providerIds: can(actor, "providerIds.upload"),
    taxonomies: can(actor, "taxonomies.manage"),
    anomalyChecks: can(actor, "payrollChecks.manage"),
    checkOutcomes: can(actor, "payReports.read"),
  };
}
