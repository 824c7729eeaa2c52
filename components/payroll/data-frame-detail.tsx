// A payroll instance's data-frame page: one pay report file, its figures, processing errors and status log,
// with links back to the instance and on to the preview and the LSP bill.
import Link from "next/link";
import type { DataFrame } from "@/lib/payroll/get-data-frame";
import { CYCLE_LABELS, type PayrollCycleValue } from "@/lib/payroll/schema";
import { type PayReportStatusValue } from "@/lib/payroll/pay-report-status";
import { formatAmount } from "@/lib/money";
import { DefinitionList } from "@/components/ui/misc";
import { StatusPill } from "@/components/payroll/shared";
import { StatusHistoryTable } from "@/components/payroll/status-history-table";
import { formatDateTime } from "@/lib/dates";

const link =
  "text-indigo-700 hover:underline focus-visible:outline focus-visible:outline-2 focus-visible:outline-indigo-600";

export function DataFrameDetail({ workbookId, frame }: { workbookId: string; frame: DataFrame }) {
  const f = frame.file;
  const base = `/payroll/payroll-instances/${workbookId}`;
  const status = f.processingStatus as PayReportStatusValue;
  return (
    <div className="space-y-6">
      <nav aria-label="Breadcrumb" className="text-sm">
        <Link href={`${base}#payreports`} className={link}>
          Back to pay reports
        </Link>
      </nav>
      <h1 className="text-2xl font-semibold text-slate-900">{f.fileName}</h1>
      <section aria-labelledby="frame-facts" className="rounded-lg border border-slate-200 bg-white p-4">
        <h2 id="frame-facts" className="sr-only">
          Pay report
        </h2>
        <DefinitionList
          items={[
            { label: "Status", value: <StatusPill status={status} processed={f.processedRows} total={f.totalRows} /> },
            {
              label: "Country",
              value: (
                <Link href={`${base}/countries/${f.country}`} className={link}>
                  {f.country}
                </Link>
              ),
            },
            { label: "Provider", value: f.providerName ?? "Unknown LSP" },
            { label: "Payroll cycle", value: CYCLE_LABELS[f.payrollCycle as PayrollCycleValue] ?? f.payrollCycle },
            { label: "Payroll period", value: f.payrollPeriod },
            { label: "Source", value: f.source },
            { label: "Employees", value: String(frame.employeeCount) },
            { label: "Rows", value: String(f.rowCount) },
            { label: "Report total", value: f.total === null ? "-" : `${f.currency ?? ""} ${formatAmount(f.total)}` },
            { label: "LSP bill number", value: f.lspData?.lspBillNumber ?? "—" },
          ]}
        />
        <p className="mt-4 flex flex-wrap gap-4 text-sm">
          <Link href={`${base}/pay-report-preview/${f.id}`} className={link}>
            Preview pay report
          </Link>
          <Link href={`${base}/pay-report-preview/${f.id}/versions`} className={link}>
            Versions and history
          </Link>
          {f.lspId ? (
            <Link
              href={`${base}/lspBillsDetail?country=${f.country}&lspId=${f.lspId}&payrollCycle=${f.payrollCycle}&payrollPeriod=${f.payrollPeriod}`}
              className={link}
            >
              Open LSP bill
            </Link>
          ) : null}
        </p>
      </section>
      <section aria-labelledby="frame-errors" className="space-y-2">
        <h2 id="frame-errors" className="text-lg font-semibold text-slate-900">
          Processing errors
        </h2>
        {frame.errors.length ? (
          <ul className="list-disc pl-6 text-sm text-red-800">
            {frame.errors.map((message) => (
              <li key={message}>{message}</li>
            ))}
          </ul>
        ) : (
          <p className="text-sm text-slate-700">No processing errors.</p>
        )}
      </section>
      <section aria-labelledby="frame-history" className="space-y-2">
        <h2 id="frame-history" className="text-lg font-semibold text-slate-900">
          Status history
        </h2>
        <StatusHistoryTable
          rows={f.grossToNetStatusChangeLogs.map((h) => ({
            when: formatDateTime(h.updatedAt, { utc: true }),
            status: h.status,
            by: h.updatedBy,
            note: h.note,
          }))}
        />
      </section>
    </div>
  );
}
