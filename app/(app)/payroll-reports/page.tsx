import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { AppError } from "@/lib/errors";
import { guardPage } from "@/lib/pages/guard";
import { listPayrollReportPeriods } from "@/lib/payroll/company-reports/list-payroll-report-periods";
import { getPeriodTotals, type PeriodTotals } from "@/lib/payroll/company-reports/get-period-totals";
import { PayrollReportsClient } from "./page-client";

export const metadata: Metadata = { title: "Payroll reports" };

// Spec 2 section 2 / spec 3 section 2: /payroll-reports, months with a 'Download CSV' button. Managers read their
// own company (404 when its enablePayrollReportsTab setting is off); payroll admins name one with ?companyId=.
export default async function PayrollReportsPage({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  const actor = await guardPage({ permission: "payrollReports.read" });
  const requested = (await searchParams).companyId;
  const companyId = actor.companyId ?? (typeof requested === "string" ? requested : null);
  if (!companyId) notFound();
  let periods: string[] | null = null;
  let totals: PeriodTotals[] = [];
  try {
    periods = await listPayrollReportPeriods(actor, companyId);
    totals = await getPeriodTotals(actor, companyId, periods);
  } catch (error) {
    if (error instanceof AppError && error.code === "NOT_FOUND") notFound();
    console.error("[payroll-reports] list failed", error);
  }
  return (
    <div className="space-y-4">
      <h1 className="text-2xl font-semibold text-slate-900">Payroll reports</h1>
      <PayrollReportsClient companyId={companyId} periods={periods} totals={totals} />
    </div>
  );
}
