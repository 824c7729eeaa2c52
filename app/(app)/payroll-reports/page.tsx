import type { Metadata } from "next";
import Link from "next/link";
import { notFound } from "next/navigation";
import { AppError } from "@/lib/errors";
import { errorField, logger } from "@/lib/observability/logger";
import { guardPage } from "@/lib/pages/guard";
import { getPayrollReportMonths } from "@/lib/payroll/company-reports/get-payroll-report-months";
import type { ReportMonth } from "@/lib/payroll/company-reports/report-months";
import { listReachableCompanies } from "@/lib/companies/list-reachable-companies";
import { listCompanyPacks } from "@/lib/payroll/packs/list-packs";
import type { PackSummary } from "@/lib/payroll/packs/schema";
import { PayrollReportsClient } from "./page-client";

export const metadata: Metadata = { title: "Payroll reports" };

// Spec 2 section 2 / spec 3 section 2: /payroll-reports, months with their totals and a 'Download CSV' button, or
// why a month has no report for the viewer (lib/payroll/company-reports/get-payroll-report-months.ts). Managers read their
// own company (404 when its enablePayrollReportsTab setting is off); payroll admins name one with ?companyId=.
// Issue 27: a month whose report has a signed pack of the company's part offers 'Download signed pack' to whoever may
// download it (managers with payroll rights, payroll admins; lib/payroll/packs/list-packs.ts).
export default async function PayrollReportsPage({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  const actor = await guardPage({ permission: "payrollReports.read" });
  const requested = (await searchParams).companyId;
  const companyId = actor.companyId ?? (typeof requested === "string" ? requested : null);
  // Staff open it from the navigation without a company: they choose one first.
  if (!companyId) return <ChooseCompany companies={await listReachableCompanies(actor)} />;
  let months: ReportMonth[] | null = null;
  let packs: PackSummary[] = [];
  try {
    [months, packs] = await Promise.all([
      getPayrollReportMonths(actor, companyId),
      listCompanyPacks(actor, companyId).catch((error: unknown) => {
        logger().error({ msg: "payroll reports: packs list failed", companyId, error: errorField(error) });
        return [];
      }),
    ]);
  } catch (error) {
    if (error instanceof AppError && error.code === "NOT_FOUND") notFound();
    logger().error({ msg: "payroll reports: list failed", companyId, error: errorField(error) });
  }
  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-semibold text-slate-900">Payroll reports</h1>
        <Link
          href="/payroll-reports/packs"
          className="text-sm font-medium text-indigo-700 underline focus-visible:outline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600"
        >
          Signed payroll packs
        </Link>
      </div>
      <PayrollReportsClient companyId={companyId} months={months} packs={packs} />
    </div>
  );
}

function ChooseCompany({ companies }: { companies: { id: string; name: string }[] }) {
  return (
    <div className="space-y-4">
      <h1 className="text-2xl font-semibold text-slate-900">Payroll reports</h1>
      <p className="text-sm text-slate-600">Choose a company to see its payroll reports.</p>
      {companies.length === 0 ? (
        <p className="text-sm text-slate-600">No companies yet.</p>
      ) : (
        <ul className="divide-y divide-slate-100 rounded-lg border border-slate-200 bg-white" aria-label="Companies">
          {companies.map((c) => (
            <li key={c.id}>
              <Link
                href={`/payroll-reports?companyId=${encodeURIComponent(c.id)}`}
                className="block px-4 py-2 text-sm text-indigo-700 hover:underline focus-visible:outline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600"
              >
                {c.name}
              </Link>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
