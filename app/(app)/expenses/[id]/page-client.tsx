"use client";

import { useState } from "react";
import { useRouter } from "next/navigation";
import { toast } from "sonner";
import { apiFetch, ApiError } from "@/lib/http/client";
import { formatDate } from "@/lib/dates";
import { formatMoney } from "@/lib/money";
import { EXPENSE_CATEGORIES, STATUS_LABELS, type ExpenseStatusValue } from "@/lib/expenses/schema";
import { useExpense } from "@/lib/swr/use-expenses";
import { Button } from "@/components/ui/button";
import { ConfirmDialog } from "@/components/ui/dialog";
import { Banner, Card, DefinitionList } from "@/components/ui/misc";
import { TextAreaField, TextField } from "@/components/ui/field";
import { ExpenseStatusPill, monthLabel } from "../expense-table";
import type { ExpenseDetail } from "@/lib/expenses/get-expense";

type Detail = ExpenseDetail;
type Ask = "requestInfo" | "reject" | null;

const FAILED = "Something went wrong, please contact our support team";

export function ExpenseDetailClient({ initial }: { initial: Detail }) {
  const router = useRouter();
  const { data, mutate } = useExpense<Detail>(initial.id, initial);
  const e = data ?? initial;
  const [busy, setBusy] = useState(false);
  const [ask, setAsk] = useState<Ask>(null);
  const [text, setText] = useState("");
  const [textError, setTextError] = useState<string>();
  const [editing, setEditing] = useState(false);
  const [edit, setEdit] = useState({
    title: e.title,
    description: e.description ?? "",
    amount: e.amount?.amount ?? "",
  });
  const [editErrors, setEditErrors] = useState<Record<string, string>>({});
  const [deleting, setDeleting] = useState(false);

  async function act(json: Record<string, unknown>, done: string) {
    setBusy(true);
    try {
      const next = await apiFetch<Detail>(`/api/expenses/${e.id}`, {
        method: "PATCH",
        json: { ...json, version: e.version },
      });
      await mutate(next, { revalidate: false });
      toast.success(done);
      return true;
    } catch (err) {
      if (err instanceof ApiError) {
        const fields = Object.fromEntries(
          Object.entries(err.fieldErrors).map(([k, v]) => [k.replace(/^changes\./, ""), v[0]]),
        );
        setTextError(fields.requestedChange ?? fields.rejectionReason);
        setEditErrors(fields);
        toast.error("Error", { description: err.message });
      } else toast.error("Error", { description: FAILED });
      return false;
    } finally {
      setBusy(false);
    }
  }

  async function remove() {
    setBusy(true);
    try {
      await apiFetch(`/api/expenses/${e.id}`, { method: "DELETE" });
      toast.success("Expense deleted");
      router.push("/expenses");
    } catch (err) {
      toast.error("Error", { description: err instanceof ApiError ? err.message : FAILED });
    } finally {
      setBusy(false);
    }
  }

  const isImage = e.receipt?.mimeType.startsWith("image/");
  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-center gap-3">
        <h1 className="text-2xl font-semibold text-slate-900">{e.title}</h1>
        <ExpenseStatusPill status={e.status} />
      </div>
      {e.status === "INFO_NEEDED" && e.requestedChange ? (
        <Banner tone="warning" title="More information is needed">
          {e.requestedChange}
        </Banner>
      ) : null}
      {e.status === "REJECTED" && e.rejectionReason ? (
        <Banner tone="error" title="Rejected">
          {e.rejectionReason}
        </Banner>
      ) : null}
      <Card title="Details">
        <DefinitionList
          items={[
            { label: "Employee", value: e.employeeName },
            { label: "Category", value: <span className="capitalize">{EXPENSE_CATEGORIES[e.category]}</span> },
            { label: "Amount", value: e.amount ? formatMoney(e.amount.amount, e.amount.currency) : "Hidden" },
            { label: "Date spent", value: formatDate(e.dateSpent) },
            { label: "Description", value: e.description || "—" },
            { label: "Estimated payroll month", value: monthLabel(e.estimatedPayrollMonth) },
            { label: "Approved", value: formatDate(e.approvedAt) },
            { label: "Rejected", value: formatDate(e.rejectedAt) },
            { label: "Approver", value: e.approverName ?? "—" },
          ]}
        />
      </Card>
      {e.receipt ? (
        <Card title="Receipt">
          {isImage ? (
            // eslint-disable-next-line @next/next/no-img-element
            <img
              src={`${e.receipt.url}?disposition=inline`}
              alt={`Receipt for ${e.title}`}
              className="max-h-80 rounded border border-slate-200"
            />
          ) : null}
          <div className="mt-2 flex gap-3 text-sm">
            <a
              className="text-indigo-700 underline"
              href={`${e.receipt.url}?disposition=inline`}
              target="_blank"
              rel="noopener noreferrer"
            >
              View receipt
            </a>
            <a className="text-indigo-700 underline" href={`${e.receipt.url}?disposition=attachment`} download>
              Download receipt
            </a>
          </div>
        </Card>
      ) : null}
      <div className="flex flex-wrap gap-2">
        {e.actions.edit ? (
          <Button variant="secondary" onClick={() => setEditing(true)}>
            {e.status === "INFO_NEEDED" ? "Answer info request" : "Edit"}
          </Button>
        ) : null}
        {e.actions.approve ? (
          <Button onClick={() => act({ action: "approve" }, "Expense approved")} loading={busy}>
            Approve
          </Button>
        ) : null}
        {e.actions.requestInfo ? (
          <Button variant="secondary" onClick={() => (setText(""), setTextError(undefined), setAsk("requestInfo"))}>
            Request info
          </Button>
        ) : null}
        {e.actions.reject ? (
          <Button variant="danger" onClick={() => (setText(""), setTextError(undefined), setAsk("reject"))}>
            Reject
          </Button>
        ) : null}
        {e.actions.markPaid ? (
          <Button onClick={() => act({ action: "markPaid" }, "Expense marked as paid")} loading={busy}>
            Mark paid
          </Button>
        ) : null}
        {e.actions.delete ? (
          <Button variant="danger" onClick={() => setDeleting(true)}>
            Delete
          </Button>
        ) : null}
      </div>
      {editing ? (
        <Card title={e.status === "INFO_NEEDED" ? "Answer info request" : "Edit expense"}>
          <form
            className="grid gap-3 sm:grid-cols-2"
            onSubmit={async (ev) => {
              ev.preventDefault();
              const changes = {
                title: edit.title,
                description: edit.description || undefined,
                ...(edit.amount ? { amount: edit.amount } : {}),
              };
              if (await act({ action: "edit", changes }, "Expense updated")) setEditing(false);
            }}
          >
            <TextField
              label="Title"
              value={edit.title}
              onChange={(ev) => setEdit({ ...edit, title: ev.target.value })}
              error={editErrors.title}
            />
            <TextField
              label="Amount"
              inputMode="decimal"
              value={edit.amount}
              onChange={(ev) => setEdit({ ...edit, amount: ev.target.value })}
              error={editErrors.amount}
            />
            <div className="sm:col-span-2">
              <TextAreaField
                label="Description"
                value={edit.description}
                onChange={(ev) => setEdit({ ...edit, description: ev.target.value })}
                error={editErrors.description}
              />
            </div>
            <div className="flex gap-2">
              <Button type="submit" loading={busy}>
                Save
              </Button>
              <Button variant="secondary" onClick={() => setEditing(false)}>
                Cancel
              </Button>
            </div>
          </form>
        </Card>
      ) : null}
      <Card title="Status history">
        <ol className="space-y-2 text-sm">
          {e.statusHistory.map((h, i) => (
            <li key={i} className="flex flex-wrap gap-2">
              <span className="font-medium">{STATUS_LABELS[h.status as ExpenseStatusValue] ?? h.status}</span>
              <span className="text-slate-700">{formatDate(h.statusChangedAt)}</span>
              {h.requestedChanges ? <span className="text-slate-700">— {h.requestedChanges}</span> : null}
            </li>
          ))}
        </ol>
      </Card>
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
