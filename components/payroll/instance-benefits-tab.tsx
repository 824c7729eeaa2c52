"use client";

// #benefits of the payroll instance detail (spec 2 section 3, benefit import summary; spec 2 section 9 row
// messages): upload a benefits CSV into this payroll instance (benefits and payroll admins), see its summary
// (rows, accepted, employees per country) and every rejected row with its message; the instance's earlier
// imports; and one client's imported rows over every import.
import { useState } from "react";
import useSWR from "swr";
import type { ColumnDef } from "@tanstack/react-table";
import { apiPath } from "@/lib/swr/api-path";
import { swrFetcher } from "@/lib/http/client";
import { formatDate } from "@/lib/dates";
import {
  BENEFIT_IMPORT_COLUMNS,
  type BenefitImportError,
  type BenefitImportLineDto,
  type BenefitImportPage,
  type BenefitImportSummary,
  type ClientBenefitImports,
} from "@/lib/benefits/imports/schema";
import { Button } from "@/components/ui/button";
import { DataTable } from "@/components/ui/data-table";
import { TextField } from "@/components/ui/field";
import { Banner, EmptyState } from "@/components/ui/misc";
import { CsvUploadForm, type UploadAnswer } from "@/components/payroll/csv-upload-form";
import type { Workbook } from "@/components/payroll/instance-workbook";

const ERROR_COLUMNS: ColumnDef<BenefitImportError, unknown>[] = [
  { header: "Row", accessorKey: "row" },
  { header: "Client", accessorKey: "clientId" },
  { header: "Employee", accessorKey: "employeeId" },
  { header: "Message", accessorKey: "message" },
];
const LINE_COLUMNS: ColumnDef<BenefitImportLineDto, unknown>[] = [
  { header: "Row", accessorKey: "row" },
  { header: "Employee", cell: ({ row: { original: l } }) => `${l.employeeName} (${l.employeeId})` },
  { header: "Country", accessorKey: "country" },
  { header: "Benefit", accessorKey: "benefit" },
  {
    header: "Amount",
    cell: ({ row: { original: l } }) => `${l.currency} ${l.amount}`,
    meta: { className: "tabular-nums" },
  },
];

/** The spec's benefit import summary: counts, employees per country, the rejected rows with their messages. */
function ImportSummary({
  summary,
  title,
}: {
  summary: Omit<BenefitImportSummary, "id" | "fileName" | "payrollInstanceId" | "createdAt">;
  title: string;
}) {
  const accepted = summary.totalRecords - summary.errors.length;
  const tone = summary.errors.length === 0 ? "success" : accepted > 0 ? "warning" : "error";
  return (
    <section className="space-y-3" aria-label={title} data-testid="benefit-import-summary">
      <Banner
        tone={tone}
        title={`${title}: ${summary.totalRecords} rows, ${accepted} accepted, ${summary.errors.length} with errors`}
      >
        {summary.countries.length ? (
          <ul className="mt-1 list-disc pl-6 text-sm" aria-label="Employees per country">
            {summary.countries.map((c) => (
              <li key={`${c.payrollInstanceId}-${c.country}`}>
                {c.country}: {c.totalEmployees} {c.totalEmployees === 1 ? "employee" : "employees"}
              </li>
            ))}
          </ul>
        ) : null}
      </Banner>
      {summary.errors.length ? (
        <DataTable
          caption="Rows with errors"
          columns={ERROR_COLUMNS}
          rows={summary.errors}
          getRowId={(e) => `${e.row}-${e.clientId}-${e.employeeId}`}
          rowProps={() => ({ "data-testid": "benefit-import-error" })}
        />
      ) : null}
    </section>
  );
}

export function BenefitsTab({ workbook, canImport }: { workbook: Workbook; canImport: boolean }) {
  const [result, setResult] = useState<BenefitImportSummary | null>(null);
  const [rejected, setRejected] = useState<{ message: string; fieldErrors: Record<string, string[]> } | null>(null);
  const [selected, setSelected] = useState<BenefitImportSummary | null>(null);
  const imports = useSWR<BenefitImportPage>(
    apiPath("/api/payroll/benefits/import", { payrollInstanceId: workbook.id }),
    swrFetcher,
  );
  const onAnswer = ({ status, body }: UploadAnswer) => {
    if (status === 201) {
      setRejected(null);
      setResult(body as unknown as BenefitImportSummary);
      imports.mutate();
      return;
    }
    setResult(null);
    setRejected({ message: body.message ?? "The file could not be imported.", fieldErrors: body.fieldErrors ?? {} });
  };
  return (
    <div className="space-y-6">
      {canImport ? (
        <section className="space-y-3" aria-label="Import benefits">
          <p className="text-sm text-slate-600">
            Upload the benefit costs of this payroll instance as CSV with the columns{" "}
            {BENEFIT_IMPORT_COLUMNS.join(", ")}. Accepted rows are billed to their client as benefit billing items.
          </p>
          <CsvUploadForm
            label="Benefits file"
            url="/api/payroll/benefits/import"
            submitLabel="Import benefits"
            fields={{ payrollInstanceId: workbook.id }}
            onAnswer={onAnswer}
            fieldErrors={rejected?.fieldErrors}
          />
          {rejected ? <Banner tone="error" title={rejected.message} /> : null}
          {result ? <ImportSummary summary={result} title={`Imported ${result.fileName}`} /> : null}
        </section>
      ) : null}
      <section className="space-y-3" aria-label="Benefit imports of this payroll instance">
        <h2 className="text-lg font-semibold">Imports</h2>
        {imports.error ? <Banner tone="error" title="Failed to read the benefit imports." /> : null}
        {imports.data && imports.data.items.length === 0 ? <EmptyState title="No benefit imports yet." /> : null}
        {imports.data && imports.data.items.length ? (
          <ul className="divide-y divide-slate-100 rounded-lg border border-slate-200 bg-white">
            {imports.data.items.map((i) => (
              <li
                key={i.id}
                className="flex flex-wrap items-center justify-between gap-2 px-4 py-2 text-sm"
                data-testid="benefit-import-row"
              >
                <span>
                  {i.fileName} · {formatDate(i.createdAt)} · {i.totalRecords} rows, {i.errors.length} with errors
                </span>
                <Button
                  variant="link"
                  onClick={() => setSelected(selected?.id === i.id ? null : i)}
                  aria-expanded={selected?.id === i.id}
                >
                  {selected?.id === i.id ? "Hide rows" : "View rows"}
                </Button>
              </li>
            ))}
          </ul>
        ) : null}
        {selected ? <ImportSummary summary={selected} title={selected.fileName} /> : null}
      </section>
      <ClientBenefits />
    </div>
  );
}

/** One client's imported benefit rows over every import (GET /payroll/benefits/import/client/{clientId}). */
function ClientBenefits() {
  const [typed, setTyped] = useState("");
  const [clientId, setClientId] = useState("");
  const { data, error } = useSWR<ClientBenefitImports>(
    clientId ? `/api/payroll/benefits/import/client/${encodeURIComponent(clientId)}` : null,
    swrFetcher,
  );
  return (
    <section className="space-y-3" aria-label="A client's benefits">
      <h2 className="text-lg font-semibold">A client&apos;s benefits</h2>
      <form
        className="flex flex-wrap items-end gap-3"
        onSubmit={(e) => {
          e.preventDefault();
          setClientId(typed.trim());
        }}
      >
        <TextField label="Client ID" value={typed} onChange={(e) => setTyped(e.target.value)} />
        <Button type="submit" variant="secondary">
          Show
        </Button>
      </form>
      {error ? <Banner tone="error" title={(error as Error).message || "Client not found"} /> : null}
      {data ? (
        <>
          <ImportSummary summary={data} title={`Client ${data.clientId}`} />
          {data.lines.length ? (
            <DataTable
              caption="Accepted benefit rows"
              columns={LINE_COLUMNS}
              rows={data.lines}
              getRowId={(l) => `${l.importId}-${l.row}`}
              rowProps={() => ({ "data-testid": "benefit-line" })}
            />
          ) : (
            <EmptyState title="No accepted benefit rows for this client." />
          )}
        </>
      ) : null}
    </section>
  );
}
