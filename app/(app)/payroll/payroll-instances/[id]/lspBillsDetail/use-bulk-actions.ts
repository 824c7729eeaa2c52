"use client";

// The bill's bulk actions (spec 2 sections 4 and 8): start verification, change status and publish through each
// target's bulk call, delete and export, each with the spec's success, partial failure (naming the employees of
// the failed files) and whole failure toasts. The bill is read again after every change.
import { useState } from "react";
import { toast } from "sonner";
import type { BillEmployee } from "@/lib/payroll/dto";
import type { PayReportStatusValue } from "@/lib/payroll/pay-report-status";
import { callFor } from "@/lib/payroll/transitions";
import { apiFetch } from "@/lib/http/client";
import { apiErrorOf } from "@/components/ui/api-error";
import type { BillScope } from "./use-bill-detail";

export type DeleteTarget = { ids: string[]; rows: BillEmployee[] };

/** The bulk endpoint of a target status and the toasts of its outcomes. */
function bulkCall(to: PayReportStatusValue) {
  const call = callFor(to);
  if (call === "approval")
    return {
      call,
      url: "/api/approval/bulk",
      ok: "Pay report status has been changed successfully for employees.",
      some: (n: string) => `Something went wrong starting verification for: ${n}.`,
      all: "Something went wrong starting verification for employees.",
    };
  if (call === "publish")
    return {
      call,
      url: "/api/publish/bulk",
      ok: "Published employees.",
      some: (n: string) => `Failed to publish employees: ${n}.`,
      all: "Failed to publish employees.",
    };
  return {
    call,
    url: "/api/approval-workflow/bulk",
    ok: "All employees status successfully changed.",
    some: (n: string) => `Failed to change statuses: ${n}.`,
    all: "Failed to change status for employees.",
  };
}

/** The ids of a bulk answer's entries that are not `done`. */
const failedOf = (result: Record<string, string>, done: string) =>
  Object.entries(result)
    .filter(([, v]) => v !== done)
    .map(([id]) => id);

export function useBulkActions({
  scope,
  mutate,
  clearSelection,
}: {
  scope: BillScope;
  mutate: () => unknown;
  clearSelection: () => void;
}) {
  const [busy, setBusy] = useState(false);
  const [exporting, setExporting] = useState(false);
  const [confirmDelete, setConfirmDelete] = useState<DeleteTarget | null>(null);
  // Publishing sends the figures to the client's managers: the scope is held for a confirmation first.
  const [confirmPublish, setConfirmPublish] = useState<{ ids: string[] } | null>(null);
  const { scopeIds, selectedRows, namesFor } = scope;

  const send = async (to: PayReportStatusValue, ids: string[]) => {
    const { call, url, ...msgs } = bulkCall(to);
    setBusy(true);
    try {
      const result = await apiFetch<Record<string, string>>(url, {
        method: "POST",
        json: { dataFrameIds: ids, ...(call === "approval-workflow" ? { newStatus: to } : {}) },
      });
      const failed = failedOf(result, "SUCCESS");
      // The server's reasons (e.g. the anomaly gate's), so a refusal says what to do.
      const description = [...new Set(failed.map((id) => result[id]))].join(" ") || undefined;
      if (failed.length === 0) toast.success(msgs.ok);
      else if (failed.length === Object.keys(result).length) toast.error(msgs.all, { description });
      else toast.error(msgs.some(namesFor(failed)), { description });
      clearSelection();
    } catch (error) {
      toast.error(msgs.all, { description: apiErrorOf(error)?.message });
    } finally {
      setBusy(false);
      mutate();
    }
  };

  /** A status change of the scope; publishing asks first (PublishReportsDialog). */
  const runBulk = (to: PayReportStatusValue) =>
    to === "PUBLISHED" ? setConfirmPublish({ ids: scopeIds }) : void send(to, scopeIds);

  /** The confirmed publish, on the scope held when the dialog opened. */
  const runPublish = () => {
    const target = confirmPublish!;
    setConfirmPublish(null);
    void send("PUBLISHED", target.ids);
  };

  const runDelete = async () => {
    const target = confirmDelete!;
    setConfirmDelete(null);
    setBusy(true);
    try {
      const result = await apiFetch<Record<string, string>>("/api/gross-to-net/bulk", {
        method: "DELETE",
        json: { grossToNetIds: target.ids },
      });
      const failed = failedOf(result, "DELETED");
      if (failed.length === 0) toast.success("Deleted employees.");
      else if (failed.length === target.ids.length) toast.error("Failed to delete employees.");
      else toast.error(`Failed to delete ${namesFor(failed)}.`);
      clearSelection();
    } catch {
      toast.error("Failed to delete employees.");
    } finally {
      setBusy(false);
      mutate();
    }
  };

  const runExport = async () => {
    setExporting(true);
    // download=1: the zip's bytes (the spec's answer is the same zip as base64 text).
    const q = new URLSearchParams({ download: "1", dataFrameIds: scopeIds.join(",") });
    if (selectedRows.length) q.set("employeeRefs", [...new Set(selectedRows.map((r) => r.employeeRef))].join(","));
    try {
      const res = await fetch(`/api/gross-to-net/export?${q}`);
      if (!res.ok) throw new Error(String(res.status));
      const blob = await res.blob();
      const a = document.createElement("a");
      a.href = URL.createObjectURL(blob);
      a.download = "export.zip";
      a.click();
      URL.revokeObjectURL(a.href);
      toast.success("Exported employees.");
    } catch {
      toast.error("Failed to export employees.");
    } finally {
      setExporting(false);
    }
  };

  return {
    busy,
    exporting,
    confirmDelete,
    setConfirmDelete,
    confirmPublish,
    setConfirmPublish,
    runBulk,
    runPublish,
    runDelete,
    runExport,
  };
}

export type BulkActions = ReturnType<typeof useBulkActions>;
