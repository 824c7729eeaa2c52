"use client";

// /approvals: everything waiting for the caller's decision in one list (filter by type, keyset pages), with a box
// per row, 'Select all on this page' and 'Approve selected (N)' behind a confirmation. The outcome is announced
// in a live region and the list is read again (approved items leave it).
import { useMemo, useState } from "react";
import { apiFetch, failureMessage } from "@/lib/http/client";
import { useWaitingApprovals } from "@/lib/swr/use-waiting-approvals";
import {
  APPROVAL_KIND_LABELS,
  APPROVAL_KINDS,
  type ApprovalKind,
  type BulkApproveAnswer,
  type WaitingItem,
  type WaitingPage,
} from "@/lib/approvals/schema";
import { Button } from "@/components/ui/button";
import { DataTable } from "@/components/ui/data-table";
import { ConfirmDialog } from "@/components/ui/dialog";
import { SelectField } from "@/components/ui/field";
import { Banner } from "@/components/ui/misc";
import { Pager } from "@/components/ui/pager";
import { useAction } from "@/components/ui/use-action";
import { APPROVAL_COLUMNS, SelectAllOnPage, SelectionContext } from "./approvals-columns";
import { itemKey, outcomeText } from "./outcome";

const KIND_OPTIONS = APPROVAL_KINDS.map((k) => ({ value: k, label: APPROVAL_KIND_LABELS[k] }));
const FAILURE = "Could not approve the selected items.";

export function ApprovalsClient({ initial }: { initial: WaitingPage }) {
  const [kind, setKind] = useState<ApprovalKind | null>(null);
  const [cursors, setCursors] = useState<(string | null)[]>([null]);
  const [selected, setSelected] = useState<Set<string>>(new Set());
  // Items once seen, so the outcome can name the employee of an item on another page.
  const [seen, setSeen] = useState<Map<string, WaitingItem>>(new Map());
  const [confirming, setConfirming] = useState(false);
  const [outcome, setOutcome] = useState("");
  const { data, error, isLoading, mutate } = useWaitingApprovals(kind, cursors[cursors.length - 1], initial);
  const rows = useMemo(() => data?.items ?? [], [data]);
  const { busy, run } = useAction({ refresh: () => mutate(), refreshServer: false });
  const selection = useMemo(
    () => ({
      selected,
      rows,
      setSelected: (next: Set<string>) => {
        setSeen((old) => new Map([...old, ...rows.map((r) => [itemKey(r), r] as const)]));
        setSelected(next);
      },
    }),
    [selected, rows],
  );
  const count = selected.size;

  const approve = async () => {
    const items = [...selected].map((key) => {
      const [k, ...id] = key.split(":");
      return { kind: k as ApprovalKind, id: id.join(":") };
    });
    setOutcome("");
    const answer = await run(
      async () => {
        try {
          return await apiFetch<BulkApproveAnswer>("/api/approvals/bulk-approve", { method: "POST", json: { items } });
        } catch (e) {
          setOutcome(failureMessage(e, FAILURE));
          throw e;
        }
      },
      { failure: FAILURE },
    );
    setConfirming(false);
    if (!answer) return;
    setOutcome(outcomeText(answer.results, seen));
    setSelected(new Set());
    setCursors([null]);
  };

  return (
    <SelectionContext.Provider value={selection}>
      <div className="space-y-4">
        <div className="flex flex-wrap items-end gap-3">
          <div className="w-full max-w-xs">
            <SelectField
              label="Type"
              value={kind ?? ""}
              placeholder="All types"
              options={KIND_OPTIONS}
              onChange={(e) => {
                setKind((e.target.value || null) as ApprovalKind | null);
                setCursors([null]);
              }}
            />
          </div>
          <SelectAllOnPage />
          <Button disabled={count === 0} aria-haspopup="dialog" onClick={() => setConfirming(true)}>
            Approve selected ({count})
          </Button>
        </div>
        <p
          role="status"
          aria-live="polite"
          className="text-sm text-slate-800 empty:hidden"
          data-testid="approvals-outcome"
        >
          {outcome}
        </p>
        {error ? <Banner tone="error" title={failureMessage(error, "Could not read the waiting items.")} /> : null}
        <DataTable
          caption="Waiting for your approval, newest first"
          columns={APPROVAL_COLUMNS}
          rows={rows}
          getRowId={itemKey}
          loading={isLoading && !data}
          emptyState="Nothing is waiting for your approval."
          rowProps={(r) => ({ "data-testid": "approval-row", "data-item": itemKey(r) })}
          testId="approvals-table"
        />
        {cursors.length > 1 || data?.nextCursor ? (
          <Pager
            label="Pages of waiting items"
            pageIndex={cursors.length - 1}
            hasNext={!!data?.nextCursor}
            onPageIndexChange={(index) =>
              index < cursors.length - 1
                ? setCursors((c) => c.slice(0, index + 1))
                : data?.nextCursor && setCursors((c) => [...c, data.nextCursor])
            }
          />
        ) : null}
        <ConfirmDialog
          open={confirming}
          onOpenChange={setConfirming}
          title={`Approve ${count} ${count === 1 ? "item" : "items"}?`}
          description={`Each of the ${count} selected ${count === 1 ? "item is" : "items is"} approved as if you approved it on its own page.`}
          confirmLabel={`Approve ${count}`}
          busy={busy}
          onConfirm={() => void approve()}
        />
      </div>
    </SelectionContext.Provider>
  );
}
