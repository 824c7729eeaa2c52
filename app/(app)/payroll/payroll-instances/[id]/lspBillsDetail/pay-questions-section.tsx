"use client";

// 'Questions from employees': what the bill's employees (its country and provider) asked with 'Something looks
// wrong' on their next month card, for the bill's month; questions about later months whose report does not
// exist yet are listed on the latest report before them, and the section says so.
import type { ColumnDef } from "@tanstack/react-table";
import useSWR from "swr";
import { swrFetcher } from "@/lib/http/client";
import { periodLabel } from "@/lib/payroll/company-reports/schema";
import {
  reportPayQuestionsPath,
  type PayQuestionItem,
  type PayQuestionList,
} from "@/lib/payslips/pay-questions/schema";
import { DataTable } from "@/components/ui/data-table";
import { Banner } from "@/components/ui/misc";
import type { Bill } from "./use-bill-detail";

const COLUMNS: ColumnDef<PayQuestionItem, unknown>[] = [
  { id: "employee", header: "Employee", cell: ({ row }) => row.original.employeeName },
  {
    id: "date",
    header: "Date",
    cell: ({ row }) => <time dateTime={row.original.createdAt}>{row.original.createdAt.slice(0, 10)}</time>,
  },
  { id: "month", header: "About", cell: ({ row }) => periodLabel(row.original.payrollPeriod) },
  {
    id: "message",
    header: "Message",
    cell: ({ row }) => <p className="max-w-prose whitespace-pre-wrap break-words">{row.original.message}</p>,
  },
];

export function PayQuestionsSection({ bill }: { bill: Bill }) {
  const { data, error } = useSWR<PayQuestionList>(
    reportPayQuestionsPath({ country: bill.country, lspId: bill.lspId, payrollPeriod: bill.payrollPeriod }),
    swrFetcher,
  );
  return (
    <section aria-labelledby="pay-questions-heading" className="space-y-3" data-testid="pay-questions">
      <h2 id="pay-questions-heading" className="text-lg font-semibold text-slate-900">
        Questions from employees
      </h2>
      {error ? <Banner tone="error" title="The employees' questions could not be loaded." /> : null}
      {data?.includesLaterPeriods ? (
        <p className="text-sm text-slate-600">
          Questions about later months are listed here until their pay report is uploaded.
        </p>
      ) : null}
      {data && data.items.length === 0 ? (
        <p className="text-sm text-slate-600">No employee has asked about this month&apos;s pay.</p>
      ) : null}
      {data && data.items.length > 0 ? (
        <DataTable
          caption="Questions from employees"
          columns={COLUMNS}
          rows={data.items}
          getRowId={(r) => r.id}
          rowProps={(r) => ({ "data-testid": "pay-question", "data-employee": r.employeeName })}
        />
      ) : null}
    </section>
  );
}
