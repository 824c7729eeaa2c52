"use client";

// Edit request history modal; admins send a pending request to legal once an urgency is chosen.
import { useState } from "react";
import useSWR from "swr";
import { Dialog } from "@/components/ui/dialog";
import { Button } from "@/components/ui/button";
import { SelectField } from "@/components/ui/field";
import { Pill } from "@/components/ui/misc";
import { apiFetch, swrFetcher } from "@/lib/http/client";
import { apiPath } from "@/lib/swr/api-path";
import { URGENCIES } from "@/lib/amendments/clauses";
import type { AmendmentDto } from "@/lib/amendments/dto";

function SendToLegal({ amendment, onSent }: { amendment: AmendmentDto; onSent: () => void }) {
  const [urgency, setUrgency] = useState("");
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  async function send() {
    setBusy(true);
    try {
      await apiFetch(`/api/amendments/${amendment.id}/dispatch`, { method: "POST", json: { urgency } });
      window.location.hash = "contract-amendment-dispatch-success";
      onSent();
    } catch {
      setError("We couldn’t save the information you provided. Please try again.");
    } finally {
      setBusy(false);
    }
  }
  return (
    <div className="mt-2 flex flex-wrap items-end gap-2">
      <SelectField
        label="Urgency"
        placeholder="Select"
        options={URGENCIES.map((u) => ({ value: u.value, label: u.label }))}
        value={urgency}
        onChange={(e) => setUrgency(e.target.value)}
      />
      <Button onClick={send} loading={busy} disabled={!urgency}>
        Send to Legal
      </Button>
      {error ? (
        <p role="alert" className="text-sm text-red-700">
          {error}
        </p>
      ) : null}
    </div>
  );
}

export function EditRequestHistory({
  open,
  onOpenChange,
  documentId,
  canSendToLegal,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  documentId: string;
  canSendToLegal: boolean;
}) {
  const { data, mutate } = useSWR<{ items: AmendmentDto[] }>(
    open ? apiPath("/api/amendments", { documentId }) : null,
    swrFetcher,
  );
  return (
    <Dialog open={open} onOpenChange={onOpenChange} title="Edit request history">
      {!data ? (
        <p className="text-sm text-slate-700">Loading…</p>
      ) : data.items.length === 0 ? (
        <p className="text-sm text-slate-700">No edit requests yet.</p>
      ) : (
        <ul className="space-y-3">
          {data.items.map((a) => (
            <li key={a.id} className="rounded-md border border-slate-200 p-3 text-sm">
              <div className="flex flex-wrap items-center gap-2">
                <span className="font-medium text-slate-900">
                  {a.reviewTypeLabel}: {a.reviewClause}
                  {a.reviewClauseNumber ? ` (${a.reviewClauseNumber})` : ""}
                </span>
                <Pill tone={a.reviewStatus === "dispatched" ? "success" : "warning"}>{a.reviewStatus}</Pill>
                {a.urgencyLabel ? <Pill tone="info">{a.urgencyLabel}</Pill> : null}
              </div>
              <p className="mt-1 text-slate-700">{a.details}</p>
              <p className="mt-1 text-xs text-slate-600">{new Date(a.createdAt).toLocaleString("en-GB")}</p>
              {canSendToLegal && a.reviewStatus === "pending" ? (
                <SendToLegal amendment={a} onSent={() => mutate()} />
              ) : null}
            </li>
          ))}
        </ul>
      )}
    </Dialog>
  );
}
