"use client";

// The pay report upload modal of the payroll instance detail (spec 2 sections 5, 8): provider, cycle, period,
// CSV files uploaded in parallel with a progress line each, and optional LSP billing details.
import { useState } from "react";
import { toast } from "sonner";
import { CSV_HELP_TEXT, CYCLE_LABELS, PAYROLL_CYCLES, type PayrollCycleValue } from "@/lib/payroll/schema";
import { Button } from "@/components/ui/button";
import { Dialog } from "@/components/ui/dialog";
import { SelectField, TextField } from "@/components/ui/field";
import { uploadWithProgress } from "@/components/payroll/shared";
import { periodOf, type Provider, type Workbook } from "@/components/payroll/instance-workbook";

type FileState = { name: string; state: "pending" | "success" | "error"; percent: number; message?: string };
const LSP_FIELDS = [
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

export function UploadDialog({
  open,
  onClose,
  workbook,
  providers,
  onUploaded,
}: {
  open: boolean;
  onClose: () => void;
  workbook: Workbook;
  providers: Provider[];
  onUploaded: () => void;
}) {
  const [providerId, setProviderId] = useState("");
  const [cycle, setCycle] = useState<PayrollCycleValue>("CYCLE_1");
  const [period, setPeriod] = useState(periodOf(workbook));
  const [files, setFiles] = useState<File[]>([]);
  const [withLsp, setWithLsp] = useState(false);
  const [lsp, setLsp] = useState<Record<string, string>>({
    lspExchangeRate: "1",
    invoiceAmount: "0",
    billType: "BILL",
    postingPeriod: periodOf(workbook),
  });
  const [states, setStates] = useState<FileState[]>([]);
  const [busy, setBusy] = useState(false);
  const [touched, setTouched] = useState(false);
  const provider = providers.find((p) => p.id === providerId);
  const lspComplete = LSP_FIELDS.every(([k]) => (lsp[k] ?? "").trim() !== "");
  const errors = {
    provider: touched && !provider ? "Provider is required" : undefined,
    files: touched && files.length === 0 ? "Please select at least one .csv file" : undefined,
    period: touched && !/^\d{4}(0[1-9]|1[0-2])$/.test(period) ? "Use the format yyyyMM" : undefined,
    lsp: touched && withLsp && !lspComplete ? "Fill in all LSP billing details or remove them" : undefined,
  };
  const reset = () => {
    setFiles([]);
    setStates([]);
    setTouched(false);
  };
  const submit = async () => {
    setTouched(true);
    if (!provider || files.length === 0 || (withLsp && !lspComplete) || errors.period) return;
    setBusy(true);
    setStates(files.map((f) => ({ name: f.name, state: "pending", percent: 0 })));
    const failed: string[] = [];
    let callFailed = false;
    await Promise.all(
      files.map(async (file, i) => {
        const form = new FormData();
        form.append("fileContent", file);
        const fields: Record<string, string> = {
          source: "MANUAL",
          payrollPeriod: period,
          payrollCycle: cycle,
          fileType: "PAY_REGISTER",
          country: provider.countryCode,
          lspId: provider.lspId,
          legalEntityId: provider.id,
          workbookId: workbook.id,
        };
        if (withLsp) fields.lspData = JSON.stringify(lsp);
        for (const [k, v] of Object.entries(fields)) form.append(k, v);
        const setState = (patch: Partial<FileState>) =>
          setStates((s) => s.map((x, j) => (j === i ? { ...x, ...patch } : x)));
        try {
          // Spec 2 section 5: the manual ingestion; billing details travel with the full upload call.
          const url = withLsp ? "/api/gross-to-net/complete" : "/api/gross-to-net/manual-ingestion";
          const res = await uploadWithProgress(url, form, (percent) => setState({ percent }));
          const body = res.body as { status?: string; items?: { status: string }[]; message?: string };
          const ok = res.status === 201 && (withLsp ? body.items?.[0]?.status : body.status) === "SUCCEEDED";
          // A 400 with a string message shows under the file input and marks the file failed.
          const message = res.status === 400 && typeof body.message === "string" ? body.message : undefined;
          setState({ state: ok ? "success" : "error", percent: 100, message });
          if (!ok) failed.push(file.name);
          if (res.status >= 500) callFailed = true;
        } catch {
          setState({ state: "error" });
          failed.push(file.name);
          callFailed = true;
        }
      }),
    );
    setBusy(false);
    onUploaded();
    if (callFailed && failed.length === files.length) {
      // Spec 2 section 8: a failed call keeps the modal open and resets loading.
      toast.error("Error while uploading files");
      return;
    }
    if (failed.length) toast.error(`Some files had errors while uploading: ${failed.join(", ")}`);
    else {
      toast.success("File(s) successfully uploaded");
      reset();
      onClose();
    }
  };
  return (
    <Dialog open={open} onOpenChange={(o) => !o && !busy && (reset(), onClose())} title="Upload pay report files">
      <div className="space-y-4">
        <SelectField
          label="Provider (LSP, country, legal entity)"
          value={providerId}
          onChange={(e) => setProviderId(e.target.value)}
          placeholder="Select a provider"
          options={providers.map((p) => ({ value: p.id, label: `${p.lspName} · ${p.countryName} · ${p.name}` }))}
          error={errors.provider}
          required
        />
        <SelectField
          label="Payroll cycle"
          value={cycle}
          onChange={(e) => setCycle(e.target.value as PayrollCycleValue)}
          options={PAYROLL_CYCLES.map((c) => ({ value: c, label: CYCLE_LABELS[c] }))}
          required
        />
        <TextField
          label="Payroll period (yyyyMM)"
          value={period}
          onChange={(e) => setPeriod(e.target.value.trim())}
          error={errors.period}
          required
        />
        <TextField
          label="Pay register files (.csv)"
          type="file"
          multiple
          accept=".csv,text/csv"
          hint={CSV_HELP_TEXT}
          error={errors.files}
          onChange={(e) => {
            // Spec 2 section 5: other file types are silently dropped.
            setFiles(Array.from(e.target.files ?? []).filter((f) => /\.csv$/i.test(f.name)));
            setStates([]);
          }}
        />
        {files.length ? (
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
                  {s?.message ? (
                    <p role="alert" className="basis-full text-xs text-red-700" data-testid="upload-file-error">
                      {s.message}
                    </p>
                  ) : null}
                </li>
              );
            })}
          </ul>
        ) : null}
        <label className="flex items-center gap-2 text-sm">
          <input type="checkbox" checked={withLsp} onChange={(e) => setWithLsp(e.target.checked)} /> Add LSP billing
          details
        </label>
        {withLsp ? (
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
            {errors.lsp ? (
              <p role="alert" className="col-span-2 text-xs text-red-700">
                {errors.lsp}
              </p>
            ) : null}
          </div>
        ) : null}
        <div className="flex justify-end gap-2">
          <Button variant="secondary" onClick={() => (reset(), onClose())} disabled={busy}>
            Cancel
          </Button>
          <Button onClick={submit} loading={busy}>
            Upload
          </Button>
        </div>
      </div>
    </Dialog>
  );
}
