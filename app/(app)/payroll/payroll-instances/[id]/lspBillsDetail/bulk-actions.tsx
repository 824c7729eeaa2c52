"use client";

// The bill's bulk buttons (spec 2 section 2): on every live file when nothing is selected, otherwise on the
// selected rows; and the delete confirmation they and the row menu open. A disabled button says why (the reasons of
// billActionGates, shown under the buttons and named as each button's description).
import { useId } from "react";
import { billActionGates, type AllowedBillActions, type BillButton } from "@/lib/payroll/workbook-actions";
import { TARGET_LABELS } from "@/lib/payroll/transitions";
import { Button } from "@/components/ui/button";
import { ConfirmDialog } from "@/components/ui/dialog";
import { nameOf } from "./bill-employee-dialogs";
import type { BillScope } from "./use-bill-detail";
import type { BulkActions } from "./use-bulk-actions";
import type { FindingsResponse } from "@/lib/payroll/anomalies/schema";

export function BulkActionButtons({
  scope,
  bulk,
  actions,
  approvalBlock,
  onRefresh,
  refreshing,
}: {
  scope: BillScope;
  bulk: BulkActions;
  actions: AllowedBillActions;
  /** Issue 27: why starting verification is refused now (unresolved blocking findings of the scope's reports). */
  approvalBlock: string | null;
  onRefresh: () => void;
  refreshing: boolean;
}) {
  const { rows, selectedRows, scopeIds, targets, deletable, gateStatuses } = scope;
  const { busy, exporting, runBulk, runExport, setConfirmDelete } = bulk;
  const gates = billActionGates(actions, gateStatuses);
  if (gates.startVerification.allowed && !gates.startVerification.reason && approvalBlock)
    gates.startVerification = { allowed: true, reason: approvalBlock };
  const hintId = useId();
  const BUTTONS: [BillButton, string][] = [
    ["deleteAll", "Delete all"],
    ["exportAll", "Export all as CSV"],
    ["startVerification", "Start Verification for all"],
    ["approveAll", "Approve all"],
    ["publishAll", "Publish all"],
  ];
  // One line per distinct reason, naming the buttons it holds back.
  const reasons = [
    ...new Set(BUTTONS.filter(([b]) => gates[b].allowed && gates[b].reason).map(([b]) => gates[b].reason!)),
  ];
  const describedBy = (b: BillButton) =>
    gates[b].reason ? `${hintId}-${reasons.indexOf(gates[b].reason!)}` : undefined;
  const gated = (b: BillButton) => ({ disabled: busy || !!gates[b].reason, "aria-describedby": describedBy(b) });
  return (
    <div className="space-y-2">
      <div role="group" className="flex flex-wrap gap-2" aria-label="Bulk actions">
        {selectedRows.length === 0 ? (
          <>
            {gates.deleteAll.allowed ? (
              <Button
                variant="danger"
                {...gated("deleteAll")}
                onClick={() => setConfirmDelete({ ids: scopeIds, rows })}
              >
                Delete all
              </Button>
            ) : null}
            {gates.exportAll.allowed ? (
              <Button variant="secondary" {...gated("exportAll")} loading={exporting} onClick={runExport}>
                Export all as CSV
              </Button>
            ) : null}
            <Button variant="secondary" onClick={onRefresh} loading={refreshing}>
              Refresh
            </Button>
            {actions.transition ? (
              <>
                <Button {...gated("startVerification")} onClick={() => runBulk("APPROVED")}>
                  Start Verification for all
                </Button>
                <Button {...gated("approveAll")} onClick={() => runBulk("SPECIALIST_APPROVED")}>
                  Approve all
                </Button>
                <Button {...gated("publishAll")} onClick={() => runBulk("PUBLISHED")}>
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
              ? targets.map((t) => {
                  const held = t === "APPROVED" && !!approvalBlock;
                  return (
                    <Button
                      key={t}
                      disabled={busy || held}
                      aria-describedby={held ? `${hintId}-selection` : undefined}
                      onClick={() => runBulk(t)}
                    >
                      {TARGET_LABELS[t] ?? t}
                    </Button>
                  );
                })
              : null}
          </>
        )}
      </div>
      {selectedRows.length > 0 && approvalBlock && targets.includes("APPROVED") ? (
        <p className="text-xs text-slate-700" id={`${hintId}-selection`} data-testid="bulk-action-reasons">
          <span className="font-medium">{TARGET_LABELS.APPROVED}:</span> {approvalBlock}
        </p>
      ) : null}
      {selectedRows.length === 0 && reasons.length ? (
        <ul className="space-y-0.5 text-xs text-slate-700" data-testid="bulk-action-reasons">
          {reasons.map((reason, i) => (
            <li key={reason} id={`${hintId}-${i}`}>
              <span className="font-medium">
                {BUTTONS.filter(([b]) => gates[b].allowed && gates[b].reason === reason)
                  .map(([, label]) => label)
                  .join(", ")}
                :
              </span>{" "}
              {reason}
            </li>
          ))}
        </ul>
      ) : null}
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

/** Publishing sends money-relevant figures to the client's managers: it names what goes out and what is still open. */
export function PublishReportsDialog({
  bulk,
  bill,
  findings,
}: {
  bulk: BulkActions;
  /** The bill the reports belong to: LSP, country, period and cycle. */
  bill: string;
  findings: FindingsResponse | undefined;
}) {
  const ids = new Set(bulk.confirmPublish?.ids ?? []);
  const n = ids.size;
  const open = (findings?.items ?? []).filter((f) => !f.resolved && ids.has(f.payReportId)).length;
  const what = n === 1 ? `the pay report of ${bill}` : `${n} pay reports of ${bill}`;
  return (
    <ConfirmDialog
      open={!!bulk.confirmPublish}
      onOpenChange={(o) => !o && bulk.setConfirmPublish(null)}
      title={n === 1 ? "Publish pay report" : `Publish ${n} pay reports`}
      description={`Publish ${what}? The client's managers will see the figures, and a published report is final.`}
      confirmLabel="Publish"
      onConfirm={bulk.runPublish}
    >
      {open ? (
        <p className="text-sm text-amber-800" data-testid="publish-open-findings">
          {open} finding{open === 1 ? "" : "s"} of the anomaly checks {open === 1 ? "is" : "are"} still unresolved.
        </p>
      ) : null}
    </ConfirmDialog>
  );
}
