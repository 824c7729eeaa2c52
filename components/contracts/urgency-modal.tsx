"use client";

// Urgency modal (spec 1 sections 2, 4): an admin chooses how urgent an edit request is before 'Send to Legal'.
import { useState } from "react";
import { Dialog } from "@/components/ui/dialog";
import { Button } from "@/components/ui/button";
import { apiFetch } from "@/lib/http/client";
import { URGENCIES } from "@/lib/contracts/amendments/clauses";
import type { AmendmentDto } from "@/lib/contracts/amendments/dto";

export const SAVE_FAILED = { title: "We couldn’t save the information you provided.", text: "Please try again." };

export function UrgencyModal({
  amendment,
  onOpenChange,
  onSaved,
}: {
  amendment: AmendmentDto | null;
  onOpenChange: (open: boolean) => void;
  onSaved: () => void;
}) {
  const [chosen, setChosen] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);
  const urgency = chosen ?? amendment?.urgency ?? "";
  const close = (open: boolean) => {
    if (!open) {
      setChosen(null);
      setFailed(false);
    }
    onOpenChange(open);
  };
  async function save() {
    if (!amendment) return;
    setBusy(true);
    setFailed(false);
    try {
      await apiFetch(`/api/amendments/${amendment.id}`, { method: "PATCH", json: { urgency } });
      onSaved();
      close(false);
    } catch {
      setFailed(true);
    } finally {
      setBusy(false);
    }
  }
  return (
    <Dialog
      open={!!amendment}
      onOpenChange={close}
      title="Set urgency"
      description="How urgent is this edit request for the legal team?"
      footer={
        <>
          <Button variant="secondary" onClick={() => close(false)}>
            Cancel
          </Button>
          <Button onClick={save} loading={busy} disabled={!urgency}>
            Save urgency
          </Button>
        </>
      }
    >
      <fieldset className="space-y-2">
        <legend className="sr-only">Urgency</legend>
        {URGENCIES.map((u) => (
          <label key={u.value} className="flex items-center gap-2 text-sm text-slate-900">
            <input
              type="radio"
              name="urgency"
              value={u.value}
              checked={urgency === u.value}
              onChange={() => setChosen(u.value)}
            />
            {u.label}
          </label>
        ))}
      </fieldset>
      {failed ? (
        <div role="alert" className="mt-3 text-sm text-red-700">
          <p className="font-semibold">{SAVE_FAILED.title}</p>
          <p>{SAVE_FAILED.text}</p>
        </div>
      ) : null}
    </Dialog>
  );
}
