"use client";

// Parts of the pay report upload modal: the selected files with their check before upload and their per-file
// upload state, and the optional LSP billing details.
import { SelectField, TextField } from "@/components/ui/field";
import { FileCheckResult } from "@/components/payroll/upload-file-check";
import type { RegisterChecks } from "@/components/payroll/use-register-checks";

export type FileState = { name: string; state: "pending" | "success" | "error"; percent: number; message?: string };
export const LSP_FIELDS = [
  ["lspBillingCurrency", "Billing currency", "text"],
  ["lspExchangeRate", "Exchange rate", "number"],
  ["lspBillNumber", "LSP bill number", "text"],
  ["lspBillUrl", "LSP bill URL", "text"],
  ["invoiceDate", "Invoice date", "date"],
  ["invoiceDueDate", "Invoice due date", "date"],
  ["invoiceAmount", "Invoice amount", "number"],
  ["memo", "Memo", "text"],
  ["postingPeriod", "Posting period (yyyyMM)", "text"],
] as const;

export function SelectedFiles({
  files,
  states,
  checks,
}: {
  files: File[];
  states: FileState[];
  /** The browser check of each file before upload (components/payroll/use-register-checks.ts). */
  checks?: RegisterChecks;
}) {
  return files.length ? (
    <ul className="space-y-1 text-sm" aria-label="Selected files">
      {files.map((f, i) => {
        const s = states[i];
        return (
          <li key={f.name + i} className="flex flex-wrap justify-between gap-2" data-testid="upload-file">
            <span>{f.name}</span>
            <span>
              {!s
                ? ""
                : s.state === "pending"
                  ? `Uploading ${s.percent}%`
                  : s.state === "success"
                    ? "Upload successful!"
                    : "Upload failed"}
            </span>
            {checks && !s ? <FileCheckResult checks={checks} index={i} /> : null}
            {s?.message ? (
              <p role="alert" className="basis-full text-xs text-red-700" data-testid="upload-file-error">
                {s.message}
              </p>
            ) : null}
          </li>
        );
      })}
    </ul>
  ) : null;
}

export function LspBillingFields({
  lsp,
  setLsp,
  error,
}: {
  lsp: Record<string, string>;
  setLsp: (next: Record<string, string>) => void;
  error?: string;
}) {
  return (
    <div className="grid grid-cols-2 gap-3">
      {LSP_FIELDS.map(([k, label, type]) => (
        <TextField
          key={k}
          label={label}
          type={type}
          step={type === "number" ? "0.01" : undefined}
          value={lsp[k] ?? ""}
          onChange={(e) => setLsp({ ...lsp, [k]: e.target.value })}
          required
        />
      ))}
      <SelectField
        label="Bill type"
        value={lsp.billType}
        onChange={(e) => setLsp({ ...lsp, billType: e.target.value })}
        options={[
          { value: "BILL", label: "Bill" },
          { value: "BILL_CREDIT", label: "Bill Credit" },
        ]}
      />
      {error ? (
        <p role="alert" className="col-span-2 text-xs text-red-700">
          {error}
        </p>
      ) : null}
    </div>
  );
}
