// A payroll instance's country-detail page: the country's LSP bills (LSP, cycle, period) and pay report files
// with their employee counts and totals, linking to each bill and data frame.
import Link from "next/link";
import type { CountryDetail as Detail } from "@/lib/payroll/get-country-detail";
import { CYCLE_LABELS, type PayrollCycleValue } from "@/lib/payroll/schema";
import { formatAmount } from "@/lib/money";
import { EmptyState } from "@/components/ui/misc";
import { CountryFilesTable } from "@/components/payroll/country-files-table";

const link =
  "text-indigo-700 hover:underline focus-visible:outline focus-visible:outline-2 focus-visible:outline-indigo-600";
const cycle = (c: string) => CYCLE_LABELS[c as PayrollCycleValue] ?? c;

export function CountryDetail({ workbookId, detail }: { workbookId: string; detail: Detail }) {
  const base = `/payroll/payroll-instances/${workbookId}`;
  return (
    <div className="space-y-6">
      <nav aria-label="Breadcrumb" className="text-sm">
        <Link href={`${base}#payreports`} className={link}>
          Back to pay reports
        </Link>
      </nav>
      <h1 className="text-2xl font-semibold text-slate-900">
        {detail.country.name} ({detail.country.code})
      </h1>
      {detail.files.length === 0 ? (
        <EmptyState title="No pay reports for this country" description="Upload a pay register on the instance page." />
      ) : (
        <>
          <section aria-labelledby="country-bills" className="space-y-2">
            <h2 id="country-bills" className="text-lg font-semibold text-slate-900">
              LSP bills
            </h2>
            <ul className="list-disc pl-6 text-sm">
              {detail.bills.map((b) => (
                <li key={`${b.lspId}|${b.payrollCycle}|${b.payrollPeriod}`}>
                  {b.lspId ? (
                    <Link
                      href={`${base}/lspBillsDetail?country=${detail.country.code}&lspId=${b.lspId}&payrollCycle=${b.payrollCycle}&payrollPeriod=${b.payrollPeriod}`}
                      className={link}
                    >
                      {b.lspName ?? "Unknown LSP"}, {cycle(b.payrollCycle)}, {b.payrollPeriod}
                    </Link>
                  ) : (
                    `Unknown LSP, ${cycle(b.payrollCycle)}, ${b.payrollPeriod}`
                  )}{" "}
                  ({b.fileIds.length} {b.fileIds.length === 1 ? "file" : "files"})
                </li>
              ))}
            </ul>
          </section>
          <section aria-labelledby="country-files" className="space-y-2">
            <h2 id="country-files" className="text-lg font-semibold text-slate-900">
              Pay reports
            </h2>
            <CountryFilesTable
              caption={`Pay reports of ${detail.country.name}, newest first`}
              rows={detail.files.map((f) => ({
                id: f.id,
                href: `${base}/data-frames/${f.id}`,
                fileName: f.fileName,
                provider: f.providerName ?? "Unknown LSP",
                cycle: cycle(f.payrollCycle),
                period: f.payrollPeriod,
                status: f.processingStatus,
                employees: f.employeeCount,
                total: f.total === null ? "-" : `${f.currency ?? ""} ${formatAmount(f.total)}`,
              }))}
            />
          </section>
        </>
      )}
    </div>
  );
}
