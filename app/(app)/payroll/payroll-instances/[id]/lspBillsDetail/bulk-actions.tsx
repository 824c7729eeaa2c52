"use client";

// The bill's bulk buttons (spec 2 section 2): on every live file when nothing is selected, otherwise on the
// selected rows; and the delete confirmation they and the row menu open.
import type { AllowedBillActions } from "@/lib/payroll/workbook-actions";
import { TARGET_LABELS } from "@/lib/payroll/transitions";
import { Button } from "@/components/ui/button";
import { ConfirmDialog } from "@/components/ui/dialog";
import { nameOf } from "./bill-employee-dialogs";
import type { BillScope } from "./use-bill-detail";
import type { BulkActions } from "./use-bulk-actions";

export function BulkActionButtons({
  scope,
  bulk,
  actions,
  onRefresh,
  refreshing,
}: {
  scope: BillScope;
  bulk: BulkActions;
  actions: AllowedBillActions;
  onRefresh: () => void;
  refreshing: boolean;
}) {
  const { rows, selectedRows, liveFiles, scopeIds, targets, deletable } = scope;
  const { busy, exporting, runBulk, runExport, setConfirmDelete } = bulk;
  return (
    <div role="group" className="flex flex-wrap gap-2" aria-label="Bulk actions">
      {selectedRows.length === 0 ? (
        <>
          {actions.remove ? (
            <Button
              variant="danger"
              disabled={busy || !deletable}
              onClick={() => setConfirmDelete({ ids: scopeIds, rows })}
            >
              Delete all
            </Button>
          ) : null}
          {actions.exportCsv ? (
            <Button variant="secondary" disabled={liveFiles.length === 0} loading={exporting} onClick={runExport}>
              Export all as CSV
            </Button>
          ) : null}
          <Button variant="secondary" onClick={onRefresh} loading={refreshing}>
            Refresh
          </Button>
          {actions.transition ? (
            <>
              <Button disabled={busy || !targets.includes("APPROVED")} onClick={() => runBulk("APPROVED")}>
                Start Verification for all
              </Button>
              <Button
                disabled={busy || !targets.includes("SPECIALIST_APPROVED")}
                onClick={() => runBulk("SPECIALIST_APPROVED")}
              >
                Approve all
              </Button>
              <Button disabled={busy || !targets.includes("PUBLISHED")} onClick={() => runBulk("PUBLISHED")}>
                Publish all
              </Button>
            </>
          ) : null}
        </>
      ) : (
        <>
          <span className="self-center text-sm text-slate-600">{selectedRows.length} selected</span>
          {actions.remove && deletable ? (
            <Button
              variant="danger"
              disabled={busy}
              onClick={() => setConfirmDelete({ ids: scopeIds, rows: selectedRows })}
            >
              Delete
            </Button>
          ) : null}
          {actions.exportCsv ? (
            <Button variant="secondary" loading={exporting} onClick={runExport}>
              Export as CSV
            </Button>
          ) : null}
          {actions.transition
            ? targets.map((t) => (
                <Button key={t} disabled={busy} onClick={() => runBulk(t)}>
                  {TARGET_LABELS[t] ?? t}
                </Button>
              ))
            : null}
        </>
      )}
    </div>
  );
}

export function DeleteReportsDialog({ bulk }: { bulk: BulkActions }) {
  const { confirmDelete } = bulk;
  return (
    <ConfirmDialog
      open={!!confirmDelete}
      onOpenChange={(o) => !o && bulk.setConfirmDelete(null)}
      title="Delete pay reports"
      description={`Are you sure you wish to delete the pay report files of ${confirmDelete ? [...new Set(confirmDelete.rows.map(nameOf))].slice(0, 10).join(", ") || "these employees" : ""}? This process can't be undone.`}
      confirmLabel="Delete"
      onConfirm={bulk.runDelete}
      danger
    />
  );
}
