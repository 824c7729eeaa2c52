"use client";

import Link from "next/link";
import { Button } from "@/components/ui/button";
import { Pill } from "@/components/ui/misc";
import type { ContractView } from "@/lib/contracts/get-contract-view";
import { formatDate } from "@/lib/dates";

export type Move = { label: string; status: string; confirm: string };

/** The status moves the server allows this viewer; `false` where an action is not allowed. */
export function contractMoves(a: ContractView["actions"]): (Move | false)[] {
  return [
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
}

export function ContractViewerHeader({
  view,
  moves,
  busy,
  onMove,
  onDocuSign,
  onRequestEdits,
  onHistory,
  onArchive,
}: {
  view: ContractView;
  moves: (Move | false)[];
  busy: boolean;
  onMove: (move: Move) => void;
  onDocuSign: () => void;
  onRequestEdits: () => void;
  onHistory: () => void;
  onArchive: () => void;
}) {
  const a = view.actions;
  const edit = (flag: string, step: string) =>
    `/employees/${view.employeeId}/contracts/${view.documentId}/edit?${flag}=true&step=${step}`;

  return (
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
            {view.archivedAt ? `Archived ${formatDate(view.archivedAt)}` : `Updated ${formatDate(view.updatedAt)}`}
          </span>
          <span>· Version {view.contractVersion}</span>
        </p>
      </div>
      <div className="flex flex-wrap gap-2">
        {moves.map((m) =>
          m ? (
            <Button key={m.label} variant="secondary" onClick={() => onMove(m)}>
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
            href={`/api/contracts/documents/${view.documentId}/download?download=1`}
            target="_blank"
            rel="noreferrer"
          >
            Download docx
          </a>
        ) : null}
        {a.docusign && (a.sign || a.countersign) ? (
          <Button variant="secondary" loading={busy} onClick={onDocuSign}>
            Sign with DocuSign
          </Button>
        ) : null}
        {a.requestEdit ? (
          <Button variant="secondary" onClick={onRequestEdits}>
            Request edits
          </Button>
        ) : null}
        {a.requestEdit || a.sendToLegal ? (
          <Button variant="secondary" onClick={onHistory}>
            Edit history
          </Button>
        ) : null}
        {a.archive ? (
          <Button variant="danger" onClick={onArchive}>
            Archive
          </Button>
        ) : null}
      </div>
    </div>
  );
}
