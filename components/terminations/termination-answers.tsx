"use client";

// The read-only termination request (spec 2 section 2 'Termination request view'): every answer of the
// questionnaire with its question, and a 'View document' link per support document.
import type { TerminationDetail } from "@/lib/terminations/dto";
import {
  LEAVE_LABEL,
  OVERTIME_UNIT_LABEL,
  QUESTION,
  REASON_LABEL,
  YES_NO_LABEL,
  labelOf,
} from "@/lib/terminations/labels";
import { formatDate } from "@/lib/dates";
import { openDocument } from "@/components/documents/open-document";
import { Button } from "@/components/ui/button";
import { Card, DefinitionList } from "@/components/ui/misc";

export function TerminationAnswers({ detail }: { detail: TerminationDetail }) {
  const a = detail.answers;
  const date = (v: string | undefined) => (v ? formatDate(v) : "—");
  const text = (v: string | number | undefined | null) => (v === undefined || v === null || v === "" ? "—" : v);
  const items = [
    { label: QUESTION.isEmployeeOPManager, value: labelOf(YES_NO_LABEL, a.isEmployeeOPManager) || "—" },
    ...(a.isEmployeeOPManager === "yes"
      ? [{ label: QUESTION.employeeManagerEmail, value: text(a.employeeManagerEmail) }]
      : []),
    {
      label: QUESTION.isEmployeeAwareOfTermination,
      value: labelOf(YES_NO_LABEL, a.isEmployeeAwareOfTermination) || "—",
    },
    { label: QUESTION.terminationReason, value: labelOf(REASON_LABEL, a.terminationReason) || "—" },
    ...(a.terminationReason === "other"
      ? [{ label: QUESTION.detailsOfTerminationReason, value: text(a.detailsOfTerminationReason) }]
      : []),
    { label: QUESTION.hasDisputesWithEmployee, value: labelOf(YES_NO_LABEL, a.hasDisputesWithEmployee) || "—" },
    ...(a.hasDisputesWithEmployee === "yes"
      ? [{ label: QUESTION.detailsOfDisputesWithEmployee, value: text(a.detailsOfDisputesWithEmployee) }]
      : []),
    { label: QUESTION.lastWorkingDayPreference, value: date(a.lastWorkingDayPreference) },
    { label: QUESTION.lastEmploymentDatePreference, value: date(a.lastEmploymentDatePreference) },
    {
      label: QUESTION.employeeNonHolidayLeaves,
      value: (a.employeeNonHolidayLeaves ?? []).map((k) => labelOf(LEAVE_LABEL, k)).join(", ") || "—",
    },
    {
      label: QUESTION.numberOfVacationDaysBeforeLastEmploymentDate,
      value: text(a.numberOfVacationDaysBeforeLastEmploymentDate),
    },
    {
      label: QUESTION.overtimeOwed,
      value: a.overtimeOwed
        ? `${a.overtimeOwed} ${labelOf(OVERTIME_UNIT_LABEL, a.overtimeUnits).toLowerCase()}`.trim()
        : "—",
    },
    { label: QUESTION.numberOfDaysOwed, value: text(a.numberOfDaysOwed) },
  ];
  return (
    <div className="space-y-4">
      <Card title="Termination request">
        <DefinitionList items={items} />
      </Card>
      <Card title={QUESTION.terminationSupportDocumentation}>
        {detail.documents.length === 0 ? (
          <p className="text-sm text-slate-600">No support documents were attached.</p>
        ) : (
          <ul className="divide-y divide-slate-100 text-sm" aria-label="Support documents">
            {detail.documents.map((d) => (
              <li key={d.id} className="flex items-center justify-between gap-3 py-2">
                <span>{d.title}</span>
                <Button
                  variant="link"
                  onClick={() => openDocument(d, "inline")}
                  aria-label={`View document ${d.title}`}
                >
                  View document
                </Button>
              </li>
            ))}
          </ul>
        )}
      </Card>
    </div>
  );
}
