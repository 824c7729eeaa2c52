"use client";

// The contract viewer (spec 1 section 2): embedded PDF, title by status, badge, country, updated or archived
// date, and the actions the server allows this viewer. While there is no document it polls every 5 s.
import { useEffect, useState } from "react";
import Link from "next/link";
import { useRouter, useSearchParams } from "next/navigation";
import useSWR from "swr";
import { Button } from "@/components/ui/button";
import { ConfirmDialog } from "@/components/ui/dialog";
import { Banner, Pill } from "@/components/ui/misc";
import { SignaturePanel } from "@/components/contracts/signature-panel";
import { EditRequestDrawer } from "@/components/contracts/edit-request-drawer";
import { EditRequestHistory } from "@/components/contracts/edit-request-history";
import { apiFetch, swrFetcher } from "@/lib/http/client";
import { CONTRACT_MESSAGES, pendingReviewMessage } from "@/lib/contracts/statuses";
import type { ContractView } from "@/lib/contracts/get-contract-view";

type Move = { label: string; status: string; confirm: string };

export function ContractViewerClient({ initial }: { initial: ContractView }) {
  const router = useRouter();
  const query = useSearchParams();
  const base = `/api/employees/${initial.employeeId}/contracts/${initial.contractId}`;
  const { data, mutate } = useSWR<ContractView>(base, swrFetcher, {
    fallbackData: initial,
    // SWR passes its cache, empty until the first fetch (the fallback is not cached): read `initial` then, or the
    // first poll is never scheduled and a contract being generated never shows its document.
    refreshInterval: (latest) => {
      const view = latest ?? initial;
      return !view.hasDocument && !view.generationError ? 5000 : 0;
    },
  });
  const view = data ?? initial;
  const [pending, setPending] = useState<Move | null>(null);
  const [archiving, setArchiving] = useState(false);
  const [drawer, setDrawer] = useState(false);
  const [history, setHistory] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  // Spec 3 section 4: the questionnaire lands here with #success-pending-review (or the multidoc variant).
  const [pendingNotice, setPendingNotice] = useState<string | null>(null);
  useEffect(() => {
    const read = () => setPendingNotice(pendingReviewMessage(window.location.hash));
    read();
    window.addEventListener("hashchange", read);
    return () => window.removeEventListener("hashchange", read);
  }, []);
  const a = view.actions;
  const signedReturn = query.get("event") === "signing_complete";
  // Back from DocuSign: the server checks the envelope with DocuSign and stores the signed PDF (once).
  const completeEnvelope = signedReturn && initial.awaitingEnvelope;
  const [envelopeCheck, setEnvelopeCheck] = useState<"checking" | "pending" | "done" | null>(
    completeEnvelope ? "checking" : null,
  );
  useEffect(() => {
    if (!completeEnvelope) return;
    apiFetch<{ outcome: string }>(`/api/docusign/${initial.documentId}/complete`, { method: "POST" })
      .then((res) => setEnvelopeCheck(res.outcome === "pending" ? "pending" : "done"))
      .catch(() => setEnvelopeCheck("pending"))
      .finally(() => void mutate());
  }, [completeEnvelope, initial.documentId, mutate]);

  async function run(fn: () => Promise<unknown>, prefix: string) {
    setBusy(true);
    setError(null);
    try {
      await fn();
      await mutate();
      router.refresh();
    } catch (e) {
      setError(prefix + (e instanceof Error ? e.message : String(e)));
    } finally {
      setBusy(false);
      setPending(null);
      setArchiving(false);
    }
  }
  const moves: (Move | false)[] = [
    a.sendToManager && {
      label: "Send To Manager",
      status: "pending-review",
      confirm: "Send this contract to the client manager for review?",
    },
    a.completeInternalReview && {
      label: "Complete internal review",
      status: "approved",
      confirm: "Complete the internal review and send the contract for signature?",
    },
    a.reviewDone && {
      label: "Mark review done",
      status: "review-done",
      confirm: "Confirm you reviewed this contract?",
    },
    a.sendToEmployee && {
      label: "Send to employee",
      status: "approved",
      confirm: "Deposit funds confirmed? Send the contract to the employee for signature?",
    },
  ];
  const edit = (flag: string, step: string) =>
    `/employees/${view.employeeId}/contracts/${view.documentId}/edit?${flag}=true&step=${step}`;

  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-start justify-between gap-4">
        <div>
          <Link href={`/employees/${view.employeeId}`} className="text-sm text-indigo-700 underline">
            Back to {view.employeeName}
          </Link>
          <h1 className="mt-1 text-2xl font-semibold text-slate-900">{view.title}</h1>
          <p className="mt-1 flex flex-wrap items-center gap-2 text-sm text-slate-700">
            <Pill tone={view.badge.tone === "default" ? "neutral" : view.badge.tone}>{view.badge.label}</Pill>
            <span>{view.country}</span>
            <span>·</span>
            <span>
              {view.archivedAt
                ? `Archived ${new Date(view.archivedAt).toLocaleDateString("en-GB")}`
                : `Updated ${new Date(view.updatedAt).toLocaleDateString("en-GB")}`}
            </span>
            <span>· Version {view.contractVersion}</span>
          </p>
        </div>
        <div className="flex flex-wrap gap-2">
          {moves.map((m) =>
            m ? (
              <Button key={m.label} variant="secondary" onClick={() => setPending(m)}>
                {m.label}
              </Button>
            ) : null,
          )}
          {a.editAnswers ? (
            <Link
              className="inline-flex min-h-10 items-center rounded-md border border-slate-300 px-4 text-sm font-medium text-slate-900"
              href={edit("update_contract_answers", "edit-answers")}
            >
              Edit contract answers
            </Link>
          ) : null}
          {a.generateNewContract ? (
            <Link
              className="inline-flex min-h-10 items-center rounded-md border border-slate-300 px-4 text-sm font-medium text-slate-900"
              href={edit("generate_new_contract", "generate-contract")}
            >
              Generate new contract
            </Link>
          ) : null}
          {a.downloadDocx ? (
            <a
              className="inline-flex min-h-10 items-center rounded-md border border-slate-300 px-4 text-sm font-medium text-slate-900"
              href={`/api/contracts/documents/${view.documentId}/download`}
              target="_blank"
              rel="noreferrer"
            >
              Download docx
            </a>
          ) : null}
          {a.docusign && (a.sign || a.countersign) ? (
            <Button
              variant="secondary"
              loading={busy}
              onClick={() =>
                run(async () => {
                  const res = await apiFetch<{ docuSignUrl: string | null }>(
                    `/api/docusign/${view.documentId}/create-envelope`,
                    { method: "POST" },
                  );
                  if (res.docuSignUrl) window.location.assign(res.docuSignUrl);
                }, "")
              }
            >
              Sign with DocuSign
            </Button>
          ) : null}
          {a.requestEdit ? (
            <Button variant="secondary" onClick={() => setDrawer(true)}>
              Request edits
            </Button>
          ) : null}
          {a.requestEdit || a.sendToLegal ? (
            <Button variant="secondary" onClick={() => setHistory(true)}>
              Edit history
            </Button>
          ) : null}
          {a.archive ? (
            <Button variant="danger" onClick={() => setArchiving(true)}>
              Archive
            </Button>
          ) : null}
        </div>
      </div>
      {pendingNotice ? <Banner tone="success" title={pendingNotice} /> : null}
      {envelopeCheck === "checking" ? <Banner tone="info" title="Checking your signature with DocuSign…" /> : null}
      {envelopeCheck === "pending" ? (
        <Banner tone="info" title="DocuSign is still finishing your signature.">
          The contract moves on as soon as DocuSign sends the signed document back.
        </Banner>
      ) : null}
      {signedReturn && (!completeEnvelope || envelopeCheck === "done") ? (
        <Banner tone="success" title="Thank you, your signature was recorded." />
      ) : null}
      {error ? <Banner tone="error" title={error} /> : null}
      {view.generationError ? (
        <Banner tone="error" title={view.generationError}>
          The contract keeps its status. The message says whether generation is tried again.
        </Banner>
      ) : null}
      {view.pdfUrl ? (
        <iframe
          title={`Contract of ${view.employeeName}`}
          src={view.pdfUrl}
          className="h-[75vh] w-full rounded-md border border-slate-300"
        />
      ) : !view.generationError ? (
        <Banner tone="info" title={CONTRACT_MESSAGES.generating} />
      ) : null}
      {a.sign && view.documentHash ? (
        <SignaturePanel
          action={`${base}/sign`}
          party="employee"
          documentHash={view.documentHash}
          onSigned={(to) => {
            router.replace(to);
            void mutate();
          }}
        />
      ) : null}
      {a.countersign && view.documentHash ? (
        <SignaturePanel
          action={`${base}/countersign`}
          party="employer"
          documentHash={view.documentHash}
          onSigned={(to) => {
            router.replace(to);
            void mutate();
          }}
        />
      ) : null}
      <ConfirmDialog
        open={!!pending}
        onOpenChange={(open) => !open && setPending(null)}
        title={pending?.label ?? ""}
        description={pending?.confirm}
        confirmLabel={pending?.label ?? "Confirm"}
        busy={busy}
        onConfirm={() =>
          pending &&
          run(
            () => apiFetch(base, { method: "PATCH", json: { status: pending.status, version: view.version } }),
            CONTRACT_MESSAGES.statusFailed,
          )
        }
      />
      <ConfirmDialog
        open={archiving}
        onOpenChange={setArchiving}
        title="Archive contract"
        description="The contract stays readable for admins; links to it stop working for managers and employees."
        confirmLabel="Archive"
        danger
        busy={busy}
        onConfirm={() => run(() => apiFetch(`${base}/archive`, { method: "POST" }), "")}
      />
      <EditRequestDrawer
        open={drawer}
        onOpenChange={setDrawer}
        ids={{ employeeId: view.employeeId, companyId: view.companyId, documentId: view.documentId }}
        onCreated={() => setHistory(true)}
      />
      <EditRequestHistory
        open={history}
        onOpenChange={setHistory}
        documentId={view.documentId}
        canSendToLegal={a.sendToLegal}
      />
    </div>
  );
}
