"use client";

// The pay report upload modal of the payroll instance detail (spec 2 sections 5, 8): provider, cycle, period,
// CSV files uploaded in parallel with a progress line each, and optional LSP billing details. Each file is checked
// in the browser first (columns, rows, concepts against the provider's known concepts, listed in a disclosure):
// the problems show under the file with their line and column, and Upload waits, saying why, until none is left.
import { useId } from "react";
import { CYCLE_LABELS, CSV_HELP_TEXT, PAYROLL_CYCLES, type PayrollCycleValue } from "@/lib/payroll/schema";
import { Button } from "@/components/ui/button";
import { Dialog } from "@/components/ui/dialog";
import { SelectField, TextField } from "@/components/ui/field";
import type { Provider, Workbook } from "@/components/payroll/instance-workbook";
import { LspBillingFields, SelectedFiles } from "@/components/payroll/instance-upload-fields";
import { usePayReportUpload } from "@/components/payroll/use-pay-report-upload";
import { useRegisterChecks } from "@/components/payroll/use-register-checks";
import { KnownConceptsList } from "@/components/payroll/upload-file-check";

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
  const upload = usePayReportUpload({ workbook, providers, onUploaded, onClose });
  const { provider, files, states, busy, errors, reset } = upload;
  const checks = useRegisterChecks(files, provider);
  const blockedId = useId();
  // Once uploaded, the per-file answers speak for the files; the check only gates sending new ones.
  const blockedBy = states.length ? null : checks.blockedBy;
  return (
    <Dialog open={open} onOpenChange={(o) => !o && !busy && (reset(), onClose())} title="Upload pay report files">
      <div className="space-y-4">
        <SelectField
          label="Provider (LSP, country, legal entity)"
          value={upload.providerId}
          onChange={(e) => upload.setProviderId(e.target.value)}
          placeholder="Select a provider"
          options={providers.map((p) => ({ value: p.id, label: `${p.lspName} · ${p.countryName} · ${p.name}` }))}
          error={errors.provider}
          required
        />
        <KnownConceptsList checks={checks} providerChosen={!!provider} />
        <SelectField
          label="Payroll cycle"
          value={upload.cycle}
          onChange={(e) => upload.setCycle(e.target.value as PayrollCycleValue)}
          options={PAYROLL_CYCLES.map((c) => ({ value: c, label: CYCLE_LABELS[c] }))}
          required
        />
        <TextField
          label="Payroll period (yyyyMM)"
          value={upload.period}
          onChange={(e) => upload.setPeriod(e.target.value.trim())}
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
          onChange={(e) => upload.chooseFiles(e.target.files)}
        />
        <SelectedFiles files={files} states={states} checks={checks} />
        <label className="flex items-center gap-2 text-sm">
          <input type="checkbox" checked={upload.withLsp} onChange={(e) => upload.setWithLsp(e.target.checked)} /> Add
          LSP billing details
        </label>
        {upload.withLsp ? <LspBillingFields lsp={upload.lsp} setLsp={upload.setLsp} error={errors.lsp} /> : null}
        <div className="flex flex-wrap items-center justify-end gap-2">
          {blockedBy ? (
            <p id={blockedId} className="mr-auto text-xs text-slate-700" data-testid="upload-blocked-reason">
              {blockedBy}
            </p>
          ) : null}
          <Button variant="secondary" onClick={() => (reset(), onClose())} disabled={busy}>
            Cancel
          </Button>
          <Button
            onClick={upload.submit}
            loading={busy}
            disabled={!!blockedBy}
            aria-describedby={blockedBy ? blockedId : undefined}
          >
            Upload
          </Button>
        </div>
      </div>
    </Dialog>
  );
}
