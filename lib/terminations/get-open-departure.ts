// The employee page's departure card: the employee's open termination request (Requested or Reviewed) or open
// resignation (Requested), newest first, for an actor who may read it (terminations.read / resignations.read),
// within the actor's tenancy (the request's own where: a manager their company's, staff every one). Null when
// there is none or the actor may not see it.
import "server-only";
import { db } from "@/lib/db";
import { can } from "@/lib/policy";
import type { Actor } from "@/lib/auth/actor";
import { terminationRequestWhere } from "@/lib/access/termination-request";
import { employeeWhere } from "@/lib/access/employee";
import { fromStoredAnswers } from "@/lib/terminations/answers";
import { TERMINATION_STATUS_LABEL } from "@/lib/terminations/schema";
import { OPEN_TERMINATION_STATUSES } from "@/lib/terminations/workflow";

export type OpenDeparture = {
  kind: "termination" | "resignation";
  id: string;
  status: string;
  statusLabel: string;
  submittedAt: string;
  /** yyyy-MM-dd, the preferred (termination) or stated (resignation) last working day. */
  lastWorkingDay: string | null;
  /** yyyy-MM-dd, the termination's preferred last employment date. */
  lastEmploymentDate: string | null;
  href: string;
};

const day = (value: string | Date | null | undefined) =>
  value ? (value instanceof Date ? value.toISOString() : value).slice(0, 10) : null;

async function openTermination(actor: Actor, employeeId: string): Promise<OpenDeparture | null> {
  if (!can(actor, "terminations.read")) return null;
  const row = await db.terminationRequest.findFirst({
    where: {
      AND: [{ employeeId, status: { in: OPEN_TERMINATION_STATUSES } }, terminationRequestWhere(actor)],
    },
    orderBy: [{ createdAt: "desc" }, { id: "desc" }],
    select: { id: true, companyId: true, status: true, createdAt: true, answers: true },
  });
  if (!row) return null;
  const answers = fromStoredAnswers(row.answers);
  return {
    kind: "termination",
    id: row.id,
    status: row.status,
    statusLabel: TERMINATION_STATUS_LABEL[row.status] ?? row.status,
    submittedAt: row.createdAt.toISOString(),
    lastWorkingDay: day(answers.lastWorkingDayPreference),
    lastEmploymentDate: day(answers.lastEmploymentDatePreference),
    href: `/companies/${row.companyId}/employee/${employeeId}/termination-requests/${row.id}/view`,
  };
}

async function openResignation(actor: Actor, employeeId: string): Promise<OpenDeparture | null> {
  if (!can(actor, "resignations.read")) return null;
  const row = await db.resignation.findFirst({
    where: { employeeId, status: "REQUESTED", employee: employeeWhere(actor) },
    orderBy: [{ createdAt: "desc" }, { id: "desc" }],
    select: { id: true, status: true, createdAt: true, employeeLastWorkingDay: true },
  });
  if (!row) return null;
  return {
    kind: "resignation",
    id: row.id,
    status: row.status,
    statusLabel: "Requested",
    submittedAt: row.createdAt.toISOString(),
    lastWorkingDay: day(row.employeeLastWorkingDay),
    lastEmploymentDate: null,
    // Resignations have no page of their own: the list where they are reviewed.
    href: "/resignations",
  };
}

export async function getOpenDeparture(actor: Actor, employeeId: string): Promise<OpenDeparture | null> {
  const [termination, resignation] = await Promise.all([
    openTermination(actor, employeeId),
    openResignation(actor, employeeId),
  ]);
  return termination ?? resignation;
}
