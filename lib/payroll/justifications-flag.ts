// Feature flag payrollJustifications (spec 1 section 9, on by default): justification notes on pay reports
// (spec 2 section 5 'Justifications', section 2 the bill detail's 'Show justification' view, justification icon
// and note modal). Off: GET/POST /justification, GET /justification/by-gtn-ids and DELETE /justification/{id}
// answer 404 as if they did not exist, and the bill detail shows neither the view, the icon nor the modal.
// The one place the flag is read.
import { isFeatureOn } from "@/lib/config";
import { AppError } from "@/lib/errors";

export function payrollJustificationsOn(): boolean {
  return isFeatureOn("payrollJustifications");
}

export function assertPayrollJustificationsOn(): void {
  if (!payrollJustificationsOn()) throw new AppError("NOT_FOUND");
}
