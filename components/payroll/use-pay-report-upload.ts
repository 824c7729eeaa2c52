"use client";

// The state and the parallel per-file upload calls of the pay report upload modal (instance-upload-dialog.tsx,
// which reads them off the returned object).
import { useState } from "react";
import { toast } from "sonner";
import type { PayrollCycleValue } from "@/lib/payroll/schema";
import { uploadWithProgress } from "@/components/payroll/shared";
import { periodOf, type Provider, type Workbook } from "@/components/payroll/instance-workbook";
import { LSP_FIELDS, type FileState } from "@/components/payroll/instance-upload-fields";

export function usePayReportUpload({
  workbook,
  providers,
  onUploaded,
  onClose,
}: {
  workbook: Workbook;
  providers: Provider[];
  onUploaded: () => void;
  onClose: () => void;
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
  /** The files chosen (spec 2 section 5: other file types are silently dropped); earlier answers cleared. */
  const chooseFiles = (list: FileList | null) => {
    setFiles(Array.from(list ?? []).filter((f) => /\.csv$/i.test(f.name)));
    setStates([]);
  };
  return {
    providerId,
    setProviderId,
    cycle,
    setCycle,
    period,
    setPeriod,
    withLsp,
    setWithLsp,
    lsp,
    setLsp,
    provider,
    files,
    chooseFiles,
    states,
    busy,
    errors,
    reset,
    submit,
  };
}
