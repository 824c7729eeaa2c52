// POST /api/payroll/payroll-instances/{id}/validate: checks the workbook's pay reports. Any report in ERROR (or
// none at all) -> WITH_ERRORS; any report not yet published -> WITH_PENDING_INVOICES; else VALIDATED. Both
// steps (VALIDATING and the outcome) are one transaction through the workflow (history + audit).
import "server-only";
import { db } from "@/lib/db";
import { notFound } from "@/lib/errors";
import type { Actor } from "@/lib/auth/actor";
import { transition } from "@/lib/workflow";
import { workbookWorkflow } from "@/lib/payroll/instances/workflow";
import type { ValidationSummary, WorkbookStatusValue } from "@/lib/payroll/instances/schema";

export async function validatePayrollInstance(actor: Actor, id: string): Promise<ValidationSummary> {
  return db.$transaction(async (tx) => {
    const workbook = await tx.workbook.findUnique({ where: { id }, select: { status: true, version: true } });
    if (!workbook) throw notFound("Workbook not found");
    const groups = await tx.grossToNetFile.groupBy({
      by: ["processingStatus"],
      where: { workbookId: id, processingStatus: { not: "DISCARDED" } },
      _count: { _all: true },
    });
    const countOf = (pred: (s: string) => boolean) =>
      groups.filter((g) => pred(g.processingStatus)).reduce((n, g) => n + g._count._all, 0);
    const fileCount = countOf(() => true);
    const errorFiles = countOf((s) => s === "ERROR");
    // Issue 27: a SUPERSEDED version is done (its correction is published); a REOPENED one awaits its correction.
    const publishedFiles = countOf((s) => s === "PUBLISHED" || s === "SUPERSEDED");
    const pendingFiles = fileCount - errorFiles - publishedFiles;
    const status: WorkbookStatusValue =
      fileCount === 0 || errorFiles > 0 ? "WITH_ERRORS" : pendingFiles > 0 ? "WITH_PENDING_INVOICES" : "VALIDATED";
    await transition(tx, workbookWorkflow, {
      id,
      from: workbook.status,
      to: "VALIDATING",
      version: workbook.version,
      actor,
      action: "workbook.validate",
    });
    await transition(tx, workbookWorkflow, { id, from: "VALIDATING", to: status, actor, action: "workbook.validate" });
    return { status, fileCount, errorFiles, pendingFiles, publishedFiles };
  });
}
