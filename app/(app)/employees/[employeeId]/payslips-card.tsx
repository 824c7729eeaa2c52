"use client";

import dynamic from "next/dynamic";
import { Card } from "@/components/ui/misc";
import type { StaffPayslips } from "@/lib/payslips/load-staff-payslips";
// What the employee's own /pay screen shows (its parts live there).
import { PayslipList } from "@/app/(app)/pay/payslip-list";
import { YearToDate } from "@/app/(app)/pay/year-to-date";
import { YearZip } from "@/app/(app)/pay/year-zip";

const PayChart = dynamic(() => import("@/app/(app)/pay/pay-chart").then((m) => m.PayChart), {
  ssr: false,
  loading: () => <p className="text-sm text-slate-700">Loading the chart…</p>,
});

/** The employee's payslips, for whoever may read them (payroll staff, managers with company-wide payroll rights,
 *  the employee), as /pay shows them: the year to date, the last 12 months' chart, one ZIP per year, and the
 *  payslips built from published pay reports, each downloadable as a PDF. */
export function PayslipsCard({ employeeId, data }: { employeeId: string; data: StaffPayslips }) {
  const { payslips, history, years } = data;
  return (
    <Card title="Payslips" actions={<YearZip employeeId={employeeId} years={years} />}>
      {payslips.items.length ? (
        <div className="space-y-4">
          <YearToDate ytd={history.yearToDate} />
          {history.months.length ? <PayChart history={history} /> : null}
          <PayslipList employeeId={employeeId} initial={payslips} />
        </div>
      ) : (
        <p className="text-sm text-slate-600">
          No payslips yet: they appear here when the payroll for a month is published.
        </p>
      )}
    </Card>
  );
}
