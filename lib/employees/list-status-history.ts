// The employee page's status history drawer (spec 1 section 2 overlays): the employee's onboarding-status changes
// and those of the contracts this viewer may see, newest first. Contract entries into a status the viewer may
// not see (spec 1 section 4, visibility by role) are left out.
import "server-only";
import { db } from "@/lib/db";
import { can } from "@/lib/policy";
import type { Actor } from "@/lib/auth/actor";
import { findEmployeeOrThrow } from "@/lib/access/employee";
import { contractViewerOf } from "@/lib/access/contract";
import { contractVisibility } from "@/lib/access/contract-visibility";
import { STATUS_BADGE, fromSpecStatus, type ContractStatusValue } from "@/lib/contracts/statuses";
import { ONBOARDING_STATUSES } from "@/lib/employees/schema";

const LIMIT = 200;

export type StatusHistoryEntry = {
  id: string;
  subject: string;
  from: string | null;
  to: string;
  at: string;
  by: string | null;
  note: string | null;
};

const employeeLabel = (s: string | null) => (s && ONBOARDING_STATUSES.find((o) => o.value === s)?.label) ?? s;
// Rows hold either the enum name (transition()) or the spec's spelling ('signed:employee', older rows and the seed).
const contractStatus = (s: string | null): ContractStatusValue | null => (s ? fromSpecStatus(s) : null);
const contractLabel = (s: string | null) => {
  const status = contractStatus(s);
  return status ? STATUS_BADGE[status].label : s;
};

export async function listStatusHistory(actor: Actor, employeeId: string): Promise<StatusHistoryEntry[]> {
  const employee = await findEmployeeOrThrow(actor, employeeId, {
    select: { id: true, rightToWorkCheckCompleted: true },
  });
  const contracts = can(actor, "contracts.read")
    ? await db.contract.findMany({ where: { employeeId: employee.id }, select: { id: true, contractVersion: true } })
    : [];
  const versionOf = new Map(contracts.map((c) => [c.id, c.contractVersion]));
  const rows = await db.statusHistory.findMany({
    where: {
      OR: [
        { entityType: "Employee", entityId: employee.id },
        ...(contracts.length ? [{ entityType: "Contract", entityId: { in: [...versionOf.keys()] } }] : []),
      ],
    },
    orderBy: [{ createdAt: "desc" }, { id: "desc" }],
    take: LIMIT,
  });
  const viewer = contractViewerOf(actor);
  const rtw = employee.rightToWorkCheckCompleted === true;
  const visible = rows.filter((r) => {
    if (r.entityType === "Employee") return true;
    const to = contractStatus(r.toStatus);
    return !!to && contractVisibility(viewer, to, rtw).kind === "show";
  });
  const actorIds = [...new Set(visible.map((r) => r.actorId).filter((id): id is string => !!id))];
  const users = await db.user.findMany({
    where: { id: { in: actorIds } },
    select: { id: true, firstName: true, lastName: true },
  });
  const nameOf = new Map(users.map((u) => [u.id, [u.firstName, u.lastName].filter(Boolean).join(" ")]));
  return visible.map((r) => {
    const isEmployee = r.entityType === "Employee";
    const label = isEmployee ? employeeLabel : contractLabel;
    return {
      id: r.id,
      subject: isEmployee ? "Onboarding status" : `Contract version ${versionOf.get(r.entityId) ?? "?"}`,
      from: label(r.fromStatus),
      to: label(r.toStatus) ?? r.toStatus,
      at: r.createdAt.toISOString(),
      by: r.actorId ? (nameOf.get(r.actorId) ?? null) : null,
      note: r.note,
    };
  });
}
