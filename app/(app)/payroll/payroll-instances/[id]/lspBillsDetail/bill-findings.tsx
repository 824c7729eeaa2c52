"use client";

// The anomaly findings of the LSP bill: the summary ('3 blocking, 12 to review') with every finding it counts, the
// badge on an employee's row and the dialog listing that employee's findings, where a payroll admin acknowledges a
// blocking one with a justification.
import { useEffect, useRef, useState } from "react";
import { useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import type { z } from "zod";
import type { BillEmployee } from "@/lib/payroll/dto";
import { ZAcknowledgeFinding, type Finding, type FindingsResponse } from "@/lib/payroll/anomalies/schema";
import { apiFetch } from "@/lib/http/client";
import { Banner, Pill } from "@/components/ui/misc";
import { Button } from "@/components/ui/button";
import { Dialog } from "@/components/ui/dialog";
import { TextAreaField } from "@/components/ui/field";
import { useApiForm } from "@/components/ui/use-api-form";
import { FindingsOverview } from "./findings-overview";
import { FindingVerdict } from "./finding-verdict";

/** Whose findings the dialog shows: a row of the bill, or an employee the summary lists (possibly without a row). */
export type FindingsTarget = {
  payReportId: string;
  employeeRef: string | null;
  employeeId: string | null;
  name: string;
};

/** The findings about one employee of one report (same employee record or register row). */
export function findingsFor(findings: Finding[] | undefined, t: FindingsTarget): Finding[] {
  return (findings ?? []).filter(
    (f) =>
      f.payReportId === t.payReportId &&
      ((!!t.employeeRef && f.employeeRef === t.employeeRef) ||
        (!!f.employeeId && !!t.employeeId && f.employeeId === t.employeeId)),
  );
}

export const targetOfRow = (r: BillEmployee): FindingsTarget => ({
  payReportId: r.gtnId,
  employeeRef: r.employeeRef,
  employeeId: r.employeeId,
  name: [r.firstName, r.lastName].filter(Boolean).join(" ") || r.employeeRef,
});

/** The findings about one row of the bill. */
export function findingsOfRow(findings: Finding[] | undefined, r: BillEmployee): Finding[] {
  return findingsFor(findings, targetOfRow(r));
}

/** Why approval is held back (the server's gate, lib/payroll/anomalies/assert-no-blocking-findings.ts): the
 *  unresolved blocking findings of the given reports while the gate is on; null when nothing holds it. */
export function approvalBlockOf(data: FindingsResponse | undefined, reportIds: readonly string[]): string | null {
  if (!data?.gateOn) return null;
  const ids = new Set(reportIds);
  const n = data.items.filter((f) => f.severity === "BLOCKING" && !f.resolved && ids.has(f.payReportId)).length;
  if (n === 0) return null;
  return `${n} blocking finding${n === 1 ? "" : "s"} of the anomaly checks ${n === 1 ? "is" : "are"} unresolved: open the flagged employee${n === 1 ? "" : "s"} (⚑) and acknowledge ${n === 1 ? "it" : "them"} with a justification first.`;
}

/** The sentences of a row's unresolved blocking findings, shown under the employee's name. */
export function RowFindingSentences({ findings }: { findings: Finding[] }) {
  const open = findings.filter((f) => f.severity === "BLOCKING" && !f.resolved);
  if (!open.length) return null;
  return (
    <ul className="mt-1 max-w-xs space-y-0.5 whitespace-normal text-xs text-red-800" data-testid="row-findings">
      {open.map((f) => (
        <li key={f.id}>
          <span className="font-medium">{f.label}:</span> {f.explanation}
        </li>
      ))}
    </ul>
  );
}

export function FindingsSummary({
  data,
  onOpen,
}: {
  data: FindingsResponse | undefined;
  onOpen: (target: FindingsTarget) => void;
}) {
  if (!data) return null;
  const { blocking, review, unresolvedBlocking } = data.summary;
  if (blocking + review === 0)
    return (
      <p className="text-sm text-slate-700" data-testid="findings-summary">
        Anomaly checks: nothing found.
      </p>
    );
  return (
    <section aria-labelledby="findings-heading" className="space-y-2" data-testid="findings-summary">
      <h2 id="findings-heading" className="text-base font-semibold">
        Anomaly checks: {blocking} blocking, {review} to review
      </h2>
      {unresolvedBlocking > 0 && data.gateOn ? (
        <Banner
          tone="warning"
          title={`${unresolvedBlocking} blocking finding${unresolvedBlocking === 1 ? "" : "s"} to resolve before approval`}
        >
          Open the flagged employees below: justify or acknowledge each blocking finding.
        </Banner>
      ) : null}
      <FindingsOverview items={data.items} onOpen={onOpen} />
    </section>
  );
}

/** The badge in an employee's row: how many findings, blocking ones in red; opens the findings dialog. */
export function FindingsBadge({ findings, name, onOpen }: { findings: Finding[]; name: string; onOpen: () => void }) {
  if (!findings.length) return null;
  const open = findings.filter((f) => f.severity === "BLOCKING" && !f.resolved).length;
  const label = `${findings.length} finding${findings.length === 1 ? "" : "s"} for ${name}${open ? `, ${open} blocking unresolved` : ""}`;
  return (
    <button
      type="button"
      onClick={onOpen}
      aria-label={label}
      title={findings.map((f) => f.explanation).join("\n")}
      data-testid="finding-badge"
      className={`ml-1 rounded px-1.5 text-xs font-semibold focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-indigo-500 ${open ? "bg-red-100 text-red-900" : "bg-amber-100 text-amber-900"}`}
    >
      <span aria-hidden>⚑ {findings.length}</span>
    </button>
  );
}

type AckForm = z.input<typeof ZAcknowledgeFinding>;

function AcknowledgeForm({ finding, onDone }: { finding: Finding; onDone: (justification: string) => void }) {
  const form = useForm<AckForm>({ resolver: zodResolver(ZAcknowledgeFinding), defaultValues: { justification: "" } });
  const { serverError, submit } = useApiForm(form);
  const send = submit(async (values: AckForm) => {
    await apiFetch(`/api/gross-to-net/${finding.payReportId}/findings/${finding.id}/acknowledge`, {
      method: "POST",
      json: values,
    });
    onDone(values.justification.trim());
  });
  return (
    <form onSubmit={form.handleSubmit(send)} className="mt-2 space-y-2" noValidate>
      {serverError ? <Banner tone="error" title={serverError} /> : null}
      <TextAreaField
        label="Justification"
        rows={2}
        error={form.formState.errors.justification?.message}
        {...form.register("justification")}
      />
      <Button type="submit" variant="secondary" loading={form.formState.isSubmitting}>
        Acknowledge
      </Button>
    </form>
  );
}

function FindingItem({
  finding,
  canAcknowledge,
  justAcknowledged,
  onAcknowledged,
}: {
  finding: Finding;
  canAcknowledge: boolean;
  /** Acknowledged in this dialog just now: its status takes the focus the removed form had. */
  justAcknowledged: boolean;
  onAcknowledged: (justification: string) => void;
}) {
  const status = useRef<HTMLSpanElement>(null);
  useEffect(() => {
    if (justAcknowledged) status.current?.focus();
  }, [justAcknowledged]);
  return (
    <li className="rounded border border-slate-200 p-3" data-testid="finding">
      <div className="flex flex-wrap items-center gap-2">
        <Pill tone={finding.severity === "BLOCKING" ? "error" : "warning"}>
          {finding.severity === "BLOCKING" ? "Blocking" : "To review"}
        </Pill>
        <span className="text-sm font-medium">{finding.label}</span>
        {finding.resolved ? (
          <span
            ref={status}
            tabIndex={-1}
            className="rounded focus:outline-none focus-visible:ring-2 focus-visible:ring-indigo-500"
          >
            <Pill tone="success">{finding.resolvedBy === "acknowledged" ? "Acknowledged" : "Justified"}</Pill>
          </span>
        ) : null}
      </div>
      <p className="mt-1 text-sm text-slate-800">{finding.explanation}</p>
      {finding.justification ? (
        <p className="mt-1 text-xs text-slate-600">Justification: {finding.justification}</p>
      ) : null}
      {canAcknowledge && finding.severity === "BLOCKING" && !finding.resolved ? (
        <AcknowledgeForm finding={finding} onDone={onAcknowledged} />
      ) : null}
      <FindingVerdict finding={finding} />
    </li>
  );
}

export function FindingsDialog({
  open,
  findings,
  canAcknowledge,
  name,
  onClose,
  onChanged,
}: {
  open: boolean;
  findings: Finding[];
  canAcknowledge: boolean;
  name: string;
  onClose: () => void;
  onChanged: () => void;
}) {
  // Acknowledged here (id -> justification): shown at once, before the list is read again, so the form does not
  // come back empty and focus moves to the finding's new status instead of being dropped with the form.
  const [acknowledged, setAcknowledged] = useState<Record<string, string>>({});
  const [last, setLast] = useState<string | null>(null);
  const close = () => {
    setLast(null);
    onClose();
  };
  return (
    <Dialog
      open={open}
      onOpenChange={(o) => !o && close()}
      title={`Findings: ${name}`}
      description="What the anomaly checks found, with the values compared. A justification saved for this employee also resolves the blocking findings."
      footer={
        <Button variant="secondary" onClick={close}>
          Close
        </Button>
      }
    >
      <ul className="space-y-2">
        {findings.map((f) => (
          <FindingItem
            key={f.id}
            finding={
              f.id in acknowledged && !f.resolved
                ? { ...f, resolved: true, resolvedBy: "acknowledged", justification: acknowledged[f.id] }
                : f
            }
            canAcknowledge={canAcknowledge}
            justAcknowledged={last === f.id}
            onAcknowledged={(justification) => {
              setAcknowledged((a) => ({ ...a, [f.id]: justification }));
              setLast(f.id);
              onChanged();
            }}
          />
        ))}
      </ul>
    </Dialog>
  );
}
