"use client";

// Pieces shared by the payroll screens: status pill, status history, LSP data form, processing errors,
// per-file upload with progress (XMLHttpRequest upload events) and small fetch helpers.
import { useEffect } from "react";
import useSWR from "swr";
import { useForm, useWatch } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { toast } from "sonner";
import { apiFetch, swrFetcher } from "@/lib/http/client";
import { formatDateTime } from "@/lib/dates";
import { Dialog } from "@/components/ui/dialog";
import { Button } from "@/components/ui/button";
import { Pill } from "@/components/ui/misc";
import { SelectField, TextField } from "@/components/ui/field";
import { useApiForm } from "@/components/ui/use-api-form";
import { isProcessing, LSP_DATA_DEFAULTS, ZLspData, isPublished } from "@/lib/payroll/schema";
import { type PayReportStatusValue } from "@/lib/payroll/pay-report-status";
import type { z } from "zod";
import { statusLabel } from "@/components/ui/status-label";

import type { GtnFile, ProcessingError } from "@/lib/payroll/dto";
import { apiPath } from "@/lib/swr/api-path";

const TONES: Partial<Record<PayReportStatusValue, "success" | "warning" | "error" | "info">> = {
  PUBLISHED: "success",
  SPECIALIST_APPROVED: "success",
  ERROR: "error",
  PRE_APPROVAL_QUERY: "warning",
  PRE_PUBLISH_QUERY: "warning",
  DUPLICATES_CHECKED: "info",
  COPIED: "info",
  REOPENED: "warning",
};

export function StatusPill({
  status,
  processed,
  total,
}: {
  status: PayReportStatusValue;
  processed?: number;
  total?: number;
}) {
  const progress =
    isProcessing(status) && total ? ` ${Math.min(100, Math.round(((processed ?? 0) / total) * 100))}%` : "";
  return (
    <span data-testid="status" data-status={status}>
      <Pill tone={TONES[status] ?? "neutral"}>
        {statusLabel(status)}
        {progress}
      </Pill>
    </span>
  );
}

export function HistoryDialog({ gtnId, onClose }: { gtnId: string | null; onClose: () => void }) {
  const { data, error } = useSWR<{
    fileName: string;
    grossToNetStatusChangeLogs: {
      updatedAt: string;
      status: PayReportStatusValue;
      updatedBy: string;
      note: string | null;
    }[];
  }>(gtnId ? `/api/gross-to-net/${gtnId}` : null, swrFetcher);
  return (
    <Dialog open={!!gtnId} onOpenChange={(o) => !o && onClose()} title="Status history" description={data?.fileName}>
      {error ? <p role="alert">Failed to read payroll reports from server.</p> : null}
      <ol className="space-y-2 text-sm">
        {data?.grossToNetStatusChangeLogs.map((h, i) => (
          <li key={i} className="flex flex-wrap items-center justify-between gap-2 border-b border-slate-100 pb-2">
            <StatusPill status={h.status} />
            <span className="text-slate-600">
              {h.updatedBy} · {formatDateTime(h.updatedAt, { utc: true })}
            </span>
            {h.note ? (
              <span className="basis-full whitespace-pre-wrap break-words text-slate-800">{h.note}</span>
            ) : null}
          </li>
        ))}
      </ol>
    </Dialog>
  );
}

type LspForm = z.input<typeof ZLspData>;

export function LspDataDialog({
  file,
  readOnly,
  onClose,
  onSaved,
}: {
  file: GtnFile | null;
  readOnly: boolean;
  onClose: () => void;
  onSaved: () => void;
}) {
  const form = useForm<LspForm>({ resolver: zodResolver(ZLspData) });
  useEffect(() => {
    const d = file?.lspData;
    form.reset({
      lspBillingCurrency: d?.lspBillingCurrency ?? file?.currency ?? "",
      lspExchangeRate: d?.lspExchangeRate ?? String(LSP_DATA_DEFAULTS.lspExchangeRate),
      lspBillNumber: d?.lspBillNumber ?? "",
      lspBillUrl: d?.lspBillUrl ?? "",
      invoiceDate: d?.invoiceDate ?? "",
      invoiceDueDate: d?.invoiceDueDate ?? "",
      invoiceAmount: d?.invoiceAmount ?? String(LSP_DATA_DEFAULTS.invoiceAmount),
      memo: d?.memo ?? "",
      postingPeriod: d?.postingPeriod ?? file?.payrollPeriod ?? "",
      billType: d?.billType ?? LSP_DATA_DEFAULTS.billType,
    });
  }, [file, form]);
  const values = useWatch({ control: form.control });
  // Spec 2 section 5: save is disabled unless every field is non-empty.
  const complete = Object.values(values).every((v) => String(v ?? "").trim() !== "");
  const { submit } = useApiForm(form);
  const save = submit(async (body: LspForm) => {
    try {
      await apiFetch(`/api/gross-to-net/${file!.id}/lsp-data`, { method: "PUT", json: body });
    } catch (error) {
      // The dialog has no banner: this toast, and useApiForm puts the field errors under their fields.
      toast.error("Error while adding/updating LSP Data");
      throw error;
    }
    toast.success("LSP Data successfully added/updated");
    onSaved();
    onClose();
  });
  const e = form.formState.errors;
  return (
    <Dialog
      open={!!file}
      onOpenChange={(o) => !o && onClose()}
      title={file?.hasLspData ? (readOnly ? "View LSP data" : "Edit LSP data") : "Add LSP data"}
      description={file?.fileName}
    >
      <form onSubmit={form.handleSubmit(save)} className="grid grid-cols-2 gap-3" aria-label="LSP data">
        <fieldset disabled={readOnly} className="contents">
          <TextField
            label="Billing currency"
            {...form.register("lspBillingCurrency")}
            error={e.lspBillingCurrency?.message}
            required
          />
          <TextField
            label="Exchange rate"
            type="number"
            step="0.01"
            min={0}
            {...form.register("lspExchangeRate")}
            error={e.lspExchangeRate?.message}
            required
          />
          <TextField
            label="LSP bill number"
            {...form.register("lspBillNumber")}
            error={e.lspBillNumber?.message}
            required
          />
          <TextField label="LSP bill URL" {...form.register("lspBillUrl")} error={e.lspBillUrl?.message} required />
          <TextField
            label="Invoice date"
            type="date"
            {...form.register("invoiceDate")}
            error={e.invoiceDate?.message}
            required
          />
          <TextField
            label="Invoice due date"
            type="date"
            {...form.register("invoiceDueDate")}
            error={e.invoiceDueDate?.message}
            required
          />
          <TextField
            label="Invoice amount"
            type="number"
            step="0.01"
            {...form.register("invoiceAmount")}
            error={e.invoiceAmount?.message}
            required
          />
          <TextField
            label="Posting period (yyyyMM)"
            {...form.register("postingPeriod")}
            error={e.postingPeriod?.message}
            required
          />
          <SelectField
            label="Bill type"
            options={[
              { value: "BILL", label: "Bill" },
              { value: "BILL_CREDIT", label: "Bill Credit" },
            ]}
            {...form.register("billType")}
            required
          />
          <TextField label="Memo" {...form.register("memo")} error={e.memo?.message} required />
        </fieldset>
        {readOnly ? null : (
          <div className="col-span-2 flex flex-wrap items-center justify-end gap-2">
            {complete ? null : (
              <p id="lsp-data-save-hint" className="mr-auto text-xs text-slate-700">
                Fill in every field to save.
              </p>
            )}
            <Button type="button" variant="secondary" onClick={onClose}>
              Cancel
            </Button>
            <Button
              type="submit"
              disabled={!complete}
              aria-describedby={complete ? undefined : "lsp-data-save-hint"}
              loading={form.formState.isSubmitting}
            >
              Save
            </Button>
          </div>
        )}
      </form>
    </Dialog>
  );
}

/** '{file} could not be processed': distinct processing messages of the file. */
export function ErrorsDialog({
  file,
  onClose,
}: {
  file: { id: string; fileName: string } | null;
  onClose: () => void;
}) {
  const { data, error } = useSWR<ProcessingError[]>(
    file ? apiPath("/api/data-processing-errors", { dataFrameIdsList: file.id }) : null,
    swrFetcher,
  );
  return (
    <Dialog
      open={!!file}
      onOpenChange={(o) => !o && onClose()}
      title={`${file?.fileName} could not be processed`}
      description="Below you can find the errors we encountered while processing the file."
    >
      {error ? <p role="alert">Something went wrong, please contact our support team</p> : null}
      <ul className="list-disc space-y-1 pl-5 text-sm" data-testid="processing-errors">
        {[...new Set((data ?? []).map((d) => d.message))].map((m) => (
          <li key={m}>{m}</li>
        ))}
      </ul>
    </Dialog>
  );
}

/** One multipart request per file so each shows its own upload percent (the kit's, components/ui/use-upload.ts). */
export { uploadWithProgress } from "@/components/ui/use-upload";

/** The row action for a pay report's LSP data: add it, edit it (until published), or only view it. */
export function lspDataActionLabel(file: { hasLspData: boolean; processingStatus: string }, canEdit: boolean) {
  if (!file.hasLspData) return "Add LSP data";
  return canEdit && !isPublished(file.processingStatus) ? "Edit LSP data" : "View LSP data";
}
