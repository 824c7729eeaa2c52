// What the signed-in user may do on a payroll instance (workbook) and on one of its LSP bills (spec 2 sections
// 2, 6), decided once from the policy; the instance and bill pages pass it to their screens, which read it.
import type { Actor } from "@/lib/auth/actor";
import { can } from "@/lib/policy";

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
