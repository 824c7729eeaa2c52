// Feature flag payrollReportsTab (spec 1 section 9, on by default): managers see the payroll reports tab only
// when the flag is on and their company's enablePayrollReportsTab setting is on (spec 2 section 6, spec 3
// section 2). Off: the manager's reports answer 404 as if the page did not exist (lib/access/payroll-report.ts)
// and the navigation hides the entry (lib/navigation.ts, from featureFlags()). Staff reads are unaffected.
import { isFeatureOn } from "@/lib/config";

export function managerPayrollReportsTabOn(companySetting: boolean): boolean {
  return companySetting && isFeatureOn("payrollReportsTab");
}
