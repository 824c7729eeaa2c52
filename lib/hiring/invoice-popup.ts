// Feature flag addEmployeeInvoicePopup (spec 1 section 9, on by default): the order form's 'Agree and continue?'
// modal listing the invoices to be issued before 'Add Employee' accepts (spec 1 section 2, review page). Off:
// 'Add Employee' accepts at once, without the modal. Screen only: accepting is the same PATCH either way.
import { isFeatureOn } from "@/lib/config";

export function addEmployeeInvoicePopupOn(): boolean {
  return isFeatureOn("addEmployeeInvoicePopup");
}
