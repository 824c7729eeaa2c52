"use client";

import { Banner } from "@/components/ui/misc";
import { SignaturePanel } from "@/components/contracts/signature-panel";
import type { ContractView } from "@/lib/contracts/get-contract-view";

export type EnvelopeCheck = "checking" | "pending" | "done" | null;

/** The viewer's notices: review sent, the DocuSign return, and the last action's error. */
export function ContractNotices({
  pendingNotice,
  envelopeCheck,
  signedRecorded,
  error,
}: {
  pendingNotice: string | null;
  envelopeCheck: EnvelopeCheck;
  signedRecorded: boolean;
  error: string | null;
}) {
  return (
    <>
      {pendingNotice ? <Banner tone="success" title={pendingNotice} /> : null}
      {envelopeCheck === "checking" ? <Banner tone="info" title="Checking your signature with DocuSign…" /> : null}
      {envelopeCheck === "pending" ? (
        <Banner tone="info" title="DocuSign is still finishing your signature.">
          The contract moves on as soon as DocuSign sends the signed document back.
        </Banner>
      ) : null}
      {signedRecorded ? <Banner tone="success" title="Thank you, your signature was recorded." /> : null}
      {error ? <Banner tone="error" title={error} /> : null}
    </>
  );
}

/** The employee's signature and the employer's countersignature, when this viewer may sign. */
export function ContractSignaturePanels({
  view,
  base,
  onSigned,
}: {
  view: ContractView;
  base: string;
  onSigned: (to: string) => void;
}) {
  return (
    <>
      {view.actions.sign && view.documentHash ? (
        <SignaturePanel action={`${base}/sign`} party="employee" documentHash={view.documentHash} onSigned={onSigned} />
      ) : null}
      {view.actions.countersign && view.documentHash ? (
        <SignaturePanel
          action={`${base}/countersign`}
          party="employer"
          documentHash={view.documentHash}
          onSigned={onSigned}
        />
      ) : null}
    </>
  );
}
