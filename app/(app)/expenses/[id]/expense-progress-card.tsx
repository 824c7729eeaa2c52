"use client";

import type { ExpenseDetail } from "@/lib/expenses/get-expense";
import { ApprovalProgress } from "@/components/approvals/approval-progress";

/** The expense's place in its company's approval chain (nothing outside a chain), read again after each decision
 *  this page makes: a level's approval may leave the status PENDING but adds to the history. */
export function ExpenseProgressCard({ e }: { e: ExpenseDetail }) {
  return (
    <ApprovalProgress
      kind="expense"
      id={e.id}
      revalidateOn={`${e.status}:${e.statusHistory.length}`}
      heading="Approval progress"
      className="rounded-lg border border-slate-200 bg-white p-5 shadow-sm"
    />
  );
}
