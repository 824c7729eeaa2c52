"use client";

// Contract edit request drawer (spec 1 sections 2, 5): review type, clause category, clause number, details.
import { useState } from "react";
import { Dialog } from "@/components/ui/dialog";
import { Button } from "@/components/ui/button";
import { SelectField, TextAreaField, TextField } from "@/components/ui/field";
import { apiFetch } from "@/lib/http/client";
import { apiErrorOf } from "@/components/ui/api-error";
import { CLAUSE_CATEGORIES, REVIEW_TYPES } from "@/lib/contracts/amendments/clauses";
import { ZCreateAmendment } from "@/lib/contracts/amendments/schema";

export function EditRequestDrawer({
  open,
  onOpenChange,
  ids,
  onCreated,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  ids: { employeeId: string; companyId: string; documentId: string };
  onCreated: () => void;
}) {
  const [form, setForm] = useState({ reviewType: "", reviewClause: "", reviewClauseNumber: "", details: "" });
  const [errors, setErrors] = useState<Record<string, string[]>>({});
  const [busy, setBusy] = useState(false);
  const parsed = ZCreateAmendment.safeParse({
    ...ids,
    ...form,
    reviewClauseNumber: form.reviewClauseNumber || undefined,
  });
  const set = (key: keyof typeof form) => (e: { target: { value: string } }) =>
    setForm({ ...form, [key]: e.target.value });
  async function submit() {
    setBusy(true);
    try {
      await apiFetch("/api/amendments", { method: "POST", json: parsed.success ? parsed.data : form });
      window.location.hash = "contract-amendment-request-success";
      onCreated();
      onOpenChange(false);
    } catch (e) {
      const apiError = apiErrorOf(e);
      if (apiError) setErrors(apiError.fieldErrors);
    } finally {
      setBusy(false);
    }
  }
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title="Request contract edit"
      description="Tell our legal team which clause to change."
      footer={
        <>
          <Button variant="secondary" onClick={() => onOpenChange(false)}>
            Cancel
          </Button>
          <Button onClick={submit} loading={busy} disabled={!parsed.success}>
            Submit request
          </Button>
        </>
      }
    >
      <div className="space-y-3">
        <SelectField
          label="Review type"
          required
          placeholder="Select"
          options={REVIEW_TYPES.map((t) => ({ value: t.value, label: t.label }))}
          value={form.reviewType}
          onChange={set("reviewType")}
          error={errors.reviewType?.[0]}
        />
        <SelectField
          label="Clause"
          required
          placeholder="Select"
          options={CLAUSE_CATEGORIES.map((c) => ({ value: c, label: c }))}
          value={form.reviewClause}
          onChange={set("reviewClause")}
          error={errors.reviewClause?.[0]}
        />
        <TextField label="Clause number" value={form.reviewClauseNumber} onChange={set("reviewClauseNumber")} />
        <TextAreaField
          label="Details"
          required
          value={form.details}
          onChange={set("details")}
          error={errors.details?.[0]}
        />
      </div>
    </Dialog>
  );
}
