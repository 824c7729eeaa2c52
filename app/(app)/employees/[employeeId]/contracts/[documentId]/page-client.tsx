"use client";

// The contract viewer (spec 1 section 2): embedded PDF, title by status, badge, country, updated or archived
// date, and the actions the server allows this viewer. While there is no document it polls every 5 s.
import { useEffect, useState } from "react";
import { useRouter, useSearchParams } from "next/navigation";
import useSWR from "swr";
import { ConfirmDialog } from "@/components/ui/dialog";
import { Banner } from "@/components/ui/misc";
import { EditRequestDrawer } from "@/components/contracts/edit-request-drawer";
import { EditRequestHistory } from "@/components/contracts/edit-request-history";
import { apiFetch, swrFetcher } from "@/lib/http/client";
import { CONTRACT_MESSAGES, pendingReviewMessage } from "@/lib/contracts/statuses";
import type { ContractView } from "@/lib/contracts/get-contract-view";
import { ContractNotices, ContractSignaturePanels, type EnvelopeCheck } from "./contract-notices";
import { ContractViewerHeader, contractMoves, type Move } from "./contract-viewer-header";

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
  const [envelopeCheck, setEnvelopeCheck] = useState<EnvelopeCheck>(completeEnvelope ? "checking" : null);
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
  const moves = contractMoves(a);
  return (
    <div className="space-y-4">
      <ContractViewerHeader
        view={view}
        moves={moves}
        busy={busy}
        onMove={setPending}
        onDocuSign={() =>
          run(async () => {
            const res = await apiFetch<{ docuSignUrl: string | null }>(
              `/api/docusign/${view.documentId}/create-envelope`,
              { method: "POST" },
            );
            if (res.docuSignUrl) window.location.assign(res.docuSignUrl);
          }, "")
        }
        onRequestEdits={() => setDrawer(true)}
        onHistory={() => setHistory(true)}
        onArchive={() => setArchiving(true)}
      />
      <ContractNotices
        pendingNotice={pendingNotice}
        envelopeCheck={envelopeCheck}
        signedRecorded={signedReturn && (!completeEnvelope || envelopeCheck === "done")}
        error={error}
      />
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
      <ContractSignaturePanels
        view={view}
        base={base}
        onSigned={(to) => {
          router.replace(to);
          void mutate();
        }}
      />
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
