// What the signed-in user may do on a payroll instance (workbook) and on one of its LSP bills (spec 2 sections
// 2, 6), decided once from the policy; the instance and bill pages pass it to their screens, which read it.
// billActionGates adds, per bulk button of a bill, the reason it is disabled in the bill's current state. Client-safe
// (the policy table is pure).
import type { Actor } from "@/lib/auth/actor";
import { can } from "@/lib/policy";
import { canDeleteStatus, isProcessing } from "@/lib/payroll/schema";
import { PAY_REPORT_STATUSES, STATUS_LABELS, type PayReportStatusValue } from "@/lib/payroll/pay-report-status";
import { commonUserTargets, userTargets } from "@/lib/payroll/transitions";

export type AllowedWorkbookActions = {
  upload: boolean;
  transition: boolean;
  remove: boolean;
  lspData: boolean;
  /** benefitImports.read: the #benefits tab; benefitImports.write: its upload. */
  benefitsRead: boolean;
  benefitsWrite: boolean;
};

export type AllowedBillActions = {
  transition: boolean;
  remove: boolean;
  lspData: boolean;
  justify: boolean;
  exportCsv: boolean;
};

export function workbookActionsOf(actor: Actor): AllowedWorkbookActions {
  return {
    upload: can(actor, "payReports.upload"),
    transition: can(actor, "payReports.transition"),
    remove: can(actor, "payReports.delete"),
    lspData: can(actor, "payReports.lspData"),
    benefitsRead: can(actor, "benefitImports.read"),
    benefitsWrite: can(actor, "benefitImports.write"),
  };
}

export function billActionsOf(actor: Actor): AllowedBillActions {
  return {
    transition: can(actor, "payReports.transition"),
    remove: can(actor, "payReports.delete"),
    lspData: can(actor, "payReports.lspData"),
    justify: can(actor, "justifications.write"),
    exportCsv: can(actor, "payReports.export"),
  };
}

// ------------------------------------------------------------------------------------------------
// Why a bill's bulk button is disabled
// ------------------------------------------------------------------------------------------------

export type BillButton = "deleteAll" | "exportAll" | "startVerification" | "approveAll" | "publishAll";
/** allowed: the policy lets the viewer use it (else the button is not shown); reason: why it is disabled now. */
export type ActionGate = { allowed: boolean; reason: string | null };

const BUTTON_TARGET: Partial<Record<BillButton, PayReportStatusValue>> = {
  startVerification: "APPROVED",
  approveAll: "SPECIALIST_APPROVED",
  publishAll: "PUBLISHED",
};

const countsOf = (statuses: readonly PayReportStatusValue[]) => {
  const counts = new Map<PayReportStatusValue, number>();
  for (const s of statuses) counts.set(s, (counts.get(s) ?? 0) + 1);
  return [...counts].map(([s, n]) => (n > 1 ? `${STATUS_LABELS[s]} ×${n}` : STATUS_LABELS[s])).join(", ");
};

/** The state-wide reason, before any button's own: nothing uploaded, still processing, or failed. */
function stateReason(statuses: readonly PayReportStatusValue[]): string | null {
  if (statuses.length === 0) return "Available once a pay report is uploaded for this bill.";
  const processing = statuses.filter(isProcessing).length;
  if (processing === statuses.length)
    return `Available once the file is processed (now: ${countsOf(statuses)}); the list refreshes by itself.`;
  if (processing > 0)
    return `Available once every file is processed (${processing} of ${statuses.length} still processing).`;
  if (statuses.every((s) => s === "ERROR"))
    return "The file failed processing: read its errors, correct the file and upload it again.";
  return null;
}

/**
 * The bill's bulk buttons for the files (or selected rows) they act on, given the viewer's `actions`: each with
 * allowed (policy) and the reason it is disabled, or null when it can be pressed. `statuses`: every file of the
 * bill (ERROR ones included) when nothing is selected, else the selected rows' statuses.
 */
export function billActionGates(
  actions: AllowedBillActions,
  statuses: readonly PayReportStatusValue[],
): Record<BillButton, ActionGate> {
  const live = statuses.filter((s) => s !== "ERROR");
  const general = stateReason(statuses);
  const targets = commonUserTargets(live, "detail");
  const transition = (button: BillButton): ActionGate => {
    const target = BUTTON_TARGET[button]!;
    if (!actions.transition) return { allowed: false, reason: null };
    if (targets.includes(target)) return { allowed: true, reason: null };
    const from = PAY_REPORT_STATUSES.filter((s) => userTargets(s, "detail").includes(target));
    return {
      allowed: true,
      reason:
        general ??
        `Available when every file is ${from.map((s) => STATUS_LABELS[s]).join(" or ")} (now: ${countsOf(live)}).`,
    };
  };
  const deletable = live.length > 0 && live.every(canDeleteStatus);
  return {
    deleteAll: {
      allowed: actions.remove,
      reason: deletable
        ? null
        : (general ?? "Reports in verification or published cannot be deleted (now: " + countsOf(live) + ")."),
    },
    exportAll: {
      allowed: actions.exportCsv,
      reason: live.length > 0 ? null : (general ?? "Available once a file is processed without errors."),
    },
    startVerification: transition("startVerification"),
    approveAll: transition("approveAll"),
    publishAll: transition("publishAll"),
  };
}
