"use client";

// Edit request history modal; admins choose an urgency in the urgency modal, then send a pending request to legal.
import { useState } from "react";
import useSWR from "swr";
import { Dialog } from "@/components/ui/dialog";
import { Button } from "@/components/ui/button";
import { SAVE_FAILED, UrgencyModal } from "@/components/contracts/urgency-modal";
import { Pill } from "@/components/ui/misc";
import { apiFetch, swrFetcher } from "@/lib/http/client";
import { apiPath } from "@/lib/swr/api-path";
import type { AmendmentDto } from "@/lib/contracts/amendments/dto";
import { formatDateTime } from "@/lib/dates";

function SendToLegal({
  amendment,
  onSetUrgency,
  onSent,
}: {
  amendment: AmendmentDto;
  onSetUrgency: () => void;
  onSent: () => void;
}) {
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);
  async function send() {
    setBusy(true);
    setFailed(false);
    try {
      await apiFetch(`/api/amendments/${amendment.id}/dispatch`, {
        method: "POST",
        json: { urgency: amendment.urgency },
      });
      window.location.hash = "contract-amendment-dispatch-success";
      onSent();
    } catch {
      setFailed(true);
    } finally {
      setBusy(false);
    }
  }
  return (
    <div className="mt-2 flex flex-wrap items-center gap-2">
      <Button variant="secondary" onClick={onSetUrgency}>
        {amendment.urgency ? "Change urgency" : "Set urgency"}
      </Button>
      <Button onClick={send} loading={busy} disabled={!amendment.urgency}>
        Send to Legal
      </Button>
      {!amendment.urgency ? <p className="text-sm text-slate-700">Choose an urgency first.</p> : null}
      {failed ? (
        <div role="alert" className="text-sm text-red-700">
          <p className="font-semibold">{SAVE_FAILED.title}</p>
          <p>{SAVE_FAILED.text}</p>
        </div>
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
  const [urgencyOf, setUrgencyOf] = useState<AmendmentDto | null>(null);
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
              <p className="mt-1 text-xs text-slate-600">{formatDateTime(a.createdAt)}</p>
              {canSendToLegal && a.reviewStatus === "pending" ? (
                <SendToLegal amendment={a} onSetUrgency={() => setUrgencyOf(a)} onSent={() => mutate()} />
              ) : null}
            </li>
          ))}
        </ul>
      )}
      <UrgencyModal amendment={urgencyOf} onOpenChange={(o) => !o && setUrgencyOf(null)} onSaved={() => mutate()} />
    </Dialog>
  );
}
