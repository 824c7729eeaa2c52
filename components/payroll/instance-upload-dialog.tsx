"use client";

// The pay report upload modal of the payroll instance detail (spec 2 sections 5, 8): provider, cycle, period,
// CSV files uploaded in parallel with a progress line each, and optional LSP billing details.
import { CYCLE_LABELS, CSV_HELP_TEXT, PAYROLL_CYCLES, type PayrollCycleValue } from "@/lib/payroll/schema";
import { Button } from "@/components/ui/button";
import { Dialog } from "@/components/ui/dialog";
import { SelectField, TextField } from "@/components/ui/field";
import type { Provider, Workbook } from "@/components/payroll/instance-workbook";
import { LspBillingFields, SelectedFiles } from "@/components/payroll/instance-upload-fields";
import { usePayReportUpload } from "@/components/payroll/use-pay-report-upload";

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
  const {
    providerId,
    setProviderId,
    cycle,
    setCycle,
    period,
    setPeriod,
    files,
    setFiles,
    withLsp,
    setWithLsp,
    lsp,
    setLsp,
    states,
    setStates,
    busy,
    errors,
    reset,
    submit,
  } = usePayReportUpload({ workbook, providers, onUploaded, onClose });
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
        <SelectedFiles files={files} states={states} />
        <label className="flex items-center gap-2 text-sm">
          <input type="checkbox" checked={withLsp} onChange={(e) => setWithLsp(e.target.checked)} /> Add LSP billing
          details
        </label>
        {withLsp ? <LspBillingFields lsp={lsp} setLsp={setLsp} error={errors.lsp} /> : null}
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
