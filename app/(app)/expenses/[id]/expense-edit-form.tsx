"use client";

import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/misc";
import { TextAreaField, TextField } from "@/components/ui/field";
import type { ExpenseDetail } from "@/lib/expenses/get-expense";

export type ExpenseEditValues = { title: string; description: string; amount: string };

export function ExpenseEditForm({
  e,
  edit,
  setEdit,
  busy,
  errors,
  onSave,
  onCancel,
}: {
  e: ExpenseDetail;
  edit: ExpenseEditValues;
  setEdit: (next: ExpenseEditValues) => void;
  busy: boolean;
  errors: Record<string, string>;
  onSave: (changes: Record<string, unknown>) => void;
  onCancel: () => void;
}) {
  return (
    <Card title={e.status === "INFO_NEEDED" ? "Answer info request" : "Edit expense"}>
      <form
        className="grid grid-cols-1 gap-3 sm:grid-cols-2"
        onSubmit={(ev) => {
          ev.preventDefault();
          onSave({
            title: edit.title,
            description: edit.description || undefined,
            ...(edit.amount ? { amount: edit.amount } : {}),
          });
        }}
      >
        <TextField
          label="Title"
          value={edit.title}
          onChange={(ev) => setEdit({ ...edit, title: ev.target.value })}
          error={errors.title}
        />
        <TextField
          label="Amount"
          inputMode="decimal"
          value={edit.amount}
          onChange={(ev) => setEdit({ ...edit, amount: ev.target.value })}
          error={errors.amount}
        />
        <div className="sm:col-span-2">
          <TextAreaField
            label="Description"
            value={edit.description}
            onChange={(ev) => setEdit({ ...edit, description: ev.target.value })}
            error={errors.description}
          />
        </div>
        <div className="flex gap-2">
          <Button type="submit" loading={busy}>
            Save
          </Button>
          <Button variant="secondary" onClick={onCancel}>
            Cancel
          </Button>
        </div>
      </form>
    </Card>
  );
}
