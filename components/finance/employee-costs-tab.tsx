"use client";

// #employee-costs on /finance (spec 2 section 3, parsed employee-cost summary): a provider's cost CSV
// (employeeId, employeeName, description, amount) parsed for one currency. A clean file shows the invoice total
// and one line per row; a file with bad rows shows every row with its message, as the API refuses the whole file.
import { useState } from "react";
import type { ColumnDef } from "@tanstack/react-table";
import { DataTable } from "@/components/ui/data-table";
import { SelectField, TextField } from "@/components/ui/field";
import { Banner } from "@/components/ui/misc";
import { CsvUploadForm, type UploadAnswer } from "@/components/payroll/csv-upload-form";
import {
  EMPLOYEE_COST_COLUMNS,
  type EmployeeCostError,
  type EmployeeCostLine,
  type EmployeeCostSummary,
} from "@/lib/finance/schema";
import { formatMoney } from "@/lib/money";
import { countryName } from "@/lib/display";

type Provider = { id: string; name: string };
type Result =
  | { kind: "summary"; summary: EmployeeCostSummary }
  | { kind: "rejected"; message: string; errors: EmployeeCostError[] };

const LINE_COLUMNS: ColumnDef<EmployeeCostLine, unknown>[] = [
  { header: "Row", accessorKey: "row" },
  { header: "Employee", cell: ({ row: { original: l } }) => `${l.employeeName} (${l.employeeId})` },
  { header: "Country", cell: ({ row }) => countryName(row.original.countryCode) },
  { header: "Description", accessorKey: "description" },
  { header: "Amount", accessorKey: "amount", meta: { className: "tabular-nums" } },
];
const ERROR_COLUMNS: ColumnDef<EmployeeCostError, unknown>[] = [
  { header: "Row", accessorKey: "row" },
  { header: "Employee ID", accessorKey: "employeeId" },
  { header: "Message", accessorKey: "error" },
];

export function EmployeeCostsTab({ providers }: { providers: Provider[] }) {
  const [lspId, setLspId] = useState("");
  const [currency, setCurrency] = useState("EUR");
  const [touched, setTouched] = useState(false);
  const [result, setResult] = useState<Result | null>(null);
  const [fieldErrors, setFieldErrors] = useState<Record<string, string[]>>({});
  const providerError = (touched && !lspId ? "Provider is required." : undefined) ?? fieldErrors.lspId?.[0];
  const onAnswer = ({ status, body }: UploadAnswer) => {
    setFieldErrors(body.fieldErrors ?? {});
    if (status === 200) return setResult({ kind: "summary", summary: body as unknown as EmployeeCostSummary });
    const errors = (body.details as { errors?: EmployeeCostError[] } | undefined)?.errors ?? [];
    setResult({ kind: "rejected", message: body.message ?? "The file could not be parsed.", errors });
  };
  return (
    <div className="space-y-4">
      <p className="text-sm text-slate-600">
        Upload a provider&apos;s employee costs as CSV with the columns {EMPLOYEE_COST_COLUMNS.join(", ")}. Nothing is
        stored: the file is checked row by row and summed.
      </p>
      <CsvUploadForm
        label="Employee cost file"
        url="/api/payroll/invoices/parse-employees-costs"
        submitLabel="Parse costs"
        fields={lspId ? { lspId, currency } : null}
        onAnswer={onAnswer}
        fieldErrors={fieldErrors}
      >
        <div onClickCapture={() => setTouched(true)} onFocusCapture={() => setTouched(true)}>
          <SelectField
            label="Provider"
            value={lspId}
            onChange={(e) => setLspId(e.target.value)}
            placeholder="Select a provider"
            options={providers.map((p) => ({ value: p.id, label: p.name }))}
            error={providerError}
            required
          />
        </div>
        <TextField
          label="Currency"
          value={currency}
          maxLength={3}
          className="w-24 uppercase"
          onChange={(e) => setCurrency(e.target.value.toUpperCase())}
          error={fieldErrors.currency?.[0]}
          required
        />
      </CsvUploadForm>
      {result?.kind === "summary" ? (
        <section className="space-y-3" aria-label="Parsed employee costs" data-testid="employee-costs-result">
          <Banner
            tone="success"
            title={`${result.summary.employees.length} cost lines, invoice total ${formatMoney(result.summary.invoiceTotal, result.summary.currency)}`}
          />
          <DataTable
            caption="Employee cost lines"
            columns={LINE_COLUMNS}
            rows={result.summary.employees}
            getRowId={(l) => String(l.row)}
            rowProps={() => ({ "data-testid": "employee-cost-line" })}
          />
        </section>
      ) : null}
      {result?.kind === "rejected" ? (
        <section className="space-y-3" aria-label="Rows with errors" data-testid="employee-costs-errors">
          <Banner tone="error" title={result.message} />
          {result.errors.length ? (
            <DataTable
              caption="Rows with errors"
              columns={ERROR_COLUMNS}
              rows={result.errors}
              getRowId={(e) => `${e.row}-${e.employeeId}`}
              rowProps={() => ({ "data-testid": "employee-cost-error" })}
            />
          ) : null}
        </section>
      ) : null}
    </div>
  );
}
