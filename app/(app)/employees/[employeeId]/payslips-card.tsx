import { Card } from "@/components/ui/misc";
import type { PayslipPage } from "@/lib/payslips/schema";
// The same list as the employee's own /pay screen (its parts live there).
import { PayslipList } from "@/app/(app)/pay/payslip-list";

/** The employee's payslips, for whoever may read them (payroll staff, managers with company-wide payroll rights,
 *  the employee): built from published pay reports, each downloadable as a PDF. */
export function PayslipsCard({ employeeId, initial }: { employeeId: string; initial: PayslipPage }) {
  return (
    <div id="payslips" className="scroll-mt-24">
      <Card title="Payslips">
        {initial.items.length ? (
          <PayslipList employeeId={employeeId} initial={initial} />
        ) : (
          <p className="text-sm text-slate-600">
            No payslips yet: they appear here when the payroll for a month is published.
          </p>
        )}
      </Card>
    </div>
  );
}
