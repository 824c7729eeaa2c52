"use client";

// Every finding the bill's summary counts, listed where it can be read: the report-level ones, the employees the
// checks found missing from the register (they have no row on the bill, so no badge would show them) and, folded,
// the findings of the bill's employees (rows may sit on another page of the bill), each opening its findings dialog.
import type { Finding } from "@/lib/payroll/anomalies/schema";
import { Pill } from "@/components/ui/misc";
import type { FindingsTarget } from "./bill-findings";

const nameOfFinding = (f: Finding) => {
  const name = (f.values as { name?: unknown } | null)?.name;
  return typeof name === "string" && name ? name : (f.employeeRef ?? "Unnamed employee");
};

const BUTTON =
  "rounded-sm text-left font-medium text-indigo-700 underline-offset-2 hover:underline focus-visible:outline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600";

function Sentence({ f, withName = false }: { f: Finding; withName?: boolean }) {
  return (
    <li data-testid="listed-finding">
      <Pill tone={f.severity === "BLOCKING" ? "error" : "warning"}>
        {f.severity === "BLOCKING" ? "Blocking" : "To review"}
      </Pill>{" "}
      {withName ? <span className="font-medium">{nameOfFinding(f)}: </span> : null}
      <span className="font-medium">{f.label}:</span> {f.explanation}
    </li>
  );
}

/** One entry per employee of a report, in the order of their first finding. */
function byEmployee(items: Finding[]): { target: FindingsTarget; findings: Finding[] }[] {
  const groups = new Map<string, { target: FindingsTarget; findings: Finding[] }>();
  for (const f of items) {
    const key = `${f.payReportId}|${f.employeeRef ?? f.employeeId}`;
    const group = groups.get(key) ?? {
      target: {
        payReportId: f.payReportId,
        employeeRef: f.employeeRef,
        employeeId: f.employeeId,
        name: nameOfFinding(f),
      },
      findings: [],
    };
    group.findings.push(f);
    groups.set(key, group);
  }
  return [...groups.values()];
}

export function FindingsOverview({ items, onOpen }: { items: Finding[]; onOpen: (target: FindingsTarget) => void }) {
  const reportLevel = items.filter((f) => !f.employeeId && !f.employeeRef);
  // An employee record without a register row: the check found them missing, so the bill has no row for them.
  const notOnBill = items.filter((f) => !!f.employeeId && !f.employeeRef);
  const onRows = byEmployee(items.filter((f) => !!f.employeeRef));
  return (
    <div className="space-y-3 text-sm text-slate-800">
      {reportLevel.length ? (
        <div>
          <h3 className="font-semibold">About the whole report ({reportLevel.length})</h3>
          <ul className="mt-1 space-y-1" data-testid="report-level-findings">
            {reportLevel.map((f) => (
              <Sentence key={f.id} f={f} />
            ))}
          </ul>
        </div>
      ) : null}
      {notOnBill.length ? (
        <div>
          <h3 className="font-semibold">Not on this bill ({notOnBill.length})</h3>
          <ul className="mt-1 space-y-1" data-testid="not-on-bill-findings">
            {notOnBill.map((f) => (
              <Sentence key={f.id} f={f} withName />
            ))}
          </ul>
        </div>
      ) : null}
      {onRows.length ? (
        <details className="rounded border border-slate-200 p-2" data-testid="row-findings-list">
          <summary className="cursor-pointer font-semibold">
            Findings of employees on the bill ({onRows.reduce((n, g) => n + g.findings.length, 0)})
          </summary>
          <ul className="mt-2 space-y-1">
            {onRows.map(({ target, findings }) => (
              <li key={`${target.payReportId}|${target.employeeRef}`} data-findings={findings.length}>
                <button type="button" className={BUTTON} onClick={() => onOpen(target)}>
                  {target.name}
                </button>
                : {findings.map((f) => f.label).join(", ")}
              </li>
            ))}
          </ul>
        </details>
      ) : null}
    </div>
  );
}
