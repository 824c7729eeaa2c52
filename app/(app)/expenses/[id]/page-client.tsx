"use client";

import { useState } from "react";
import { useRouter } from "next/navigation";
import { toast } from "sonner";
import { apiFetch } from "@/lib/http/client";
import { apiErrorOf } from "@/components/ui/api-error";
import { useAction } from "@/components/ui/use-action";
import { useExpense } from "@/lib/swr/use-expenses";
import { ConfirmDialog } from "@/components/ui/dialog";
import { TextAreaField } from "@/components/ui/field";
import { ExpenseStatusPill } from "../expense-table";
import { ExpenseBanners, ExpenseDetailsCard, ExpenseHistoryCard, ExpenseReceiptCard } from "./expense-detail-cards";
import { ExpenseProgressCard } from "./expense-progress-card";
import { ExpenseActions } from "./expense-actions";
import { ExpenseEditForm } from "./expense-edit-form";
import type { ExpenseDetail } from "@/lib/expenses/get-expense";

type Detail = ExpenseDetail;
type Ask = "requestInfo" | "reject" | null;

export function ExpenseDetailClient({ initial }: { initial: Detail }) {
  const router = useRouter();
  const { data, mutate } = useExpense<Detail>(initial.id, initial);
  const e = data ?? initial;
  const { busy: acting, run } = useAction({ refreshServer: false });
  const [saving, setSaving] = useState(false);
  const busy = acting || saving;
  const [ask, setAsk] = useState<Ask>(null);
  const [text, setText] = useState("");
  const [textError, setTextError] = useState<string>();
  const [editing, setEditing] = useState(false);
  const [deleting, setDeleting] = useState(false);

  /** PATCH one action with the version read; throws the API's refusal. */
  async function patch(json: Record<string, unknown>) {
    const next = await apiFetch<Detail>(`/api/expenses/${e.id}`, {
      method: "PATCH",
      json: { ...json, version: e.version },
    });
    await mutate(next, { revalidate: false });
  }

  /** The edit form's save: the page is busy meanwhile; the form shows a refusal. */
  async function saveEdit(changes: Record<string, unknown>) {
    setSaving(true);
    try {
      await patch({ action: "edit", changes });
    } finally {
      setSaving(false);
    }
    toast.success("Expense updated");
    setEditing(false);
  }

  async function act(json: Record<string, unknown>, done: string) {
    const ok = await run(
      async () => {
        await patch(json).catch((err: unknown) => {
          const fields = apiErrorOf(err)?.fieldErrors;
          if (fields) setTextError(fields.requestedChange?.[0] ?? fields.rejectionReason?.[0]);
          throw err;
        });
        return true;
      },
      { success: done, failure: "Error" },
    );
    return ok === true;
  }

  async function remove() {
    const ok = await run(
      async () => {
        await apiFetch(`/api/expenses/${e.id}`, { method: "DELETE" });
        return true;
      },
      { success: "Expense deleted", failure: "Error" },
    );
    if (ok) router.push("/expenses");
  }

  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-center gap-3">
        <h1 className="text-2xl font-semibold text-slate-900">{e.title}</h1>
        <ExpenseStatusPill status={e.status} />
      </div>
      <ExpenseBanners e={e} />
      <ExpenseDetailsCard e={e} />
      <ExpenseProgressCard e={e} />
      <ExpenseReceiptCard e={e} />
      <ExpenseActions
        e={e}
        busy={busy}
        onEdit={() => setEditing(true)}
        onAct={act}
        onAsk={(next) => (setText(""), setTextError(undefined), setAsk(next))}
        onDelete={() => setDeleting(true)}
      />
      {editing ? <ExpenseEditForm e={e} onSave={saveEdit} onCancel={() => setEditing(false)} /> : null}
      <ExpenseHistoryCard e={e} />
      <ConfirmDialog
        open={ask !== null}
        onOpenChange={(open) => !open && setAsk(null)}
        title={ask === "reject" ? "Reject expense" : "Request info"}
        confirmLabel={ask === "reject" ? "Reject" : "Send request"}
        danger={ask === "reject"}
        busy={busy}
        onConfirm={async () => {
          if (!text.trim())
            return setTextError(
              ask === "reject" ? "Please give a rejection reason" : "Please describe the change you need",
            );
          const ok = await act(
            ask === "reject"
              ? { action: "reject", rejectionReason: text }
              : { action: "requestInfo", requestedChange: text },
            ask === "reject" ? "Expense rejected" : "Info requested",
          );
          if (ok) setAsk(null);
        }}
      >
        <TextAreaField
          label={ask === "reject" ? "Rejection reason" : "Requested change"}
          value={text}
          onChange={(ev) => setText(ev.target.value)}
          error={textError}
        />
      </ConfirmDialog>
      <ConfirmDialog
        open={deleting}
        onOpenChange={setDeleting}
        title="Delete expense"
        description="Are you sure you want to delete this expense?"
        confirmLabel="Delete"
        danger
        busy={busy}
        onConfirm={remove}
      />
    </div>
  );
}
