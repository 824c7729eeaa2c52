"use client";

import { Button } from "@/components/ui/button";
import type { ExpenseDetail } from "@/lib/expenses/get-expense";

export function ExpenseActions({
  e,
  busy,
  onEdit,
  onAct,
  onAsk,
  onDelete,
}: {
  e: ExpenseDetail;
  busy: boolean;
  onEdit: () => void;
  onAct: (json: Record<string, unknown>, done: string) => unknown;
  onAsk: (ask: "requestInfo" | "reject") => void;
  onDelete: () => void;
}) {
  return (
    <div className="flex flex-wrap gap-2">
      {e.actions.edit ? (
        <Button variant="secondary" onClick={onEdit}>
          {e.status === "INFO_NEEDED" ? "Answer info request" : "Edit"}
        </Button>
      ) : null}
      {e.actions.approve ? (
        <Button onClick={() => onAct({ action: "approve" }, "Expense approved")} loading={busy}>
          Approve
        </Button>
      ) : null}
      {e.actions.requestInfo ? (
        <Button variant="secondary" onClick={() => onAsk("requestInfo")}>
          Request info
        </Button>
      ) : null}
      {e.actions.reject ? (
        <Button variant="danger" onClick={() => onAsk("reject")}>
          Reject
        </Button>
      ) : null}
      {e.actions.markPaid ? (
        <Button onClick={() => onAct({ action: "markPaid" }, "Expense marked as paid")} loading={busy}>
          Mark paid
        </Button>
      ) : null}
      {e.actions.delete ? (
        <Button variant="danger" onClick={onDelete}>
          Delete
        </Button>
      ) : null}
    </div>
  );
}
