import type { Metadata } from "next";
import Link from "next/link";
import { notFound } from "next/navigation";
import { terminationBackLinkOf } from "@/lib/terminations/view-links";
import { can } from "@/lib/policy";
import { formatDate } from "@/lib/dates";
import { countryName, enumLabel } from "@/lib/display";
import { guardPage, orNotFound } from "@/lib/pages/guard";
import { getTerminationRequest } from "@/lib/terminations/get-termination-request";
import { TERMINATION_STATUS_LABEL, type TERMINATION_TARGETS } from "@/lib/terminations/schema";
import { terminationWorkflow, type TerminationStatusValue } from "@/lib/terminations/workflow";
import { TerminationAnswers } from "@/components/terminations/termination-answers";
import { TerminationActions } from "@/components/terminations/termination-actions";
import { Pill } from "@/components/ui/misc";

export const metadata: Metadata = { title: "Termination request" };

// Spec 2 section 2 'Termination request view': the read-only form; customer-support admins also see who
// submitted it and when; back to /terminations for managers, to the company's list for customer-success admins
// (theirs is the company's termination tab), otherwise to the employee.
export default async function TerminationRequestViewPage({
  params,
}: {
  params: Promise<{ companyId: string; employeeId: string; terminationRequestId: string }>;
}) {
  const { companyId, employeeId, terminationRequestId } = await params;
  const actor = await guardPage({ permission: "terminations.read" });
  const detail = await orNotFound(() => getTerminationRequest(actor, terminationRequestId));
  // The address names the company and employee too: a request reached under other ids is not found.
  if (detail.companyId !== companyId || detail.employeeId !== employeeId) notFound();
  // The company's termination tab is the customer-success admins' (spec 3); other admins go back to the employee.
  const back = terminationBackLinkOf(actor, detail);
  const targets = can(actor, "terminations.review")
    ? terminationWorkflow
        .targetsFrom(detail.status as TerminationStatusValue)
        .filter((to): to is (typeof TERMINATION_TARGETS)[number] => to !== "REQUESTED")
    : [];
  return (
    <div className="space-y-4">
      <Link href={back.href} className="text-sm font-medium text-indigo-700 hover:underline">
        ← {back.label}
      </Link>
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <h1 className="text-2xl font-semibold text-slate-900">Termination request for {detail.employeeName}</h1>
          <p className="mt-1 text-sm text-slate-600">
            {[detail.role, detail.country ? countryName(detail.country) : null].filter(Boolean).join(" · ")}{" "}
            <Pill>{TERMINATION_STATUS_LABEL[detail.status] ?? enumLabel(detail.status)}</Pill>
          </p>
          {detail.requestedBy ? (
            <p className="mt-1 text-sm text-slate-700" data-testid="termination-submitter">
              Requested by {detail.requestedBy} on {formatDate(detail.createdAt)}
            </p>
          ) : null}
        </div>
        <TerminationActions
          requestId={detail.id}
          version={detail.version}
          targets={targets}
          employeeName={detail.employeeName}
          lastWorkingDay={detail.answers.lastWorkingDayPreference}
        />
      </div>
      <TerminationAnswers detail={detail} />
    </div>
  );
}
