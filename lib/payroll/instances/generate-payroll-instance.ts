// POST /api/payroll/payroll-instances/{id}/generate: a VALIDATED workbook is generated (GENERATING ->
// GENERATED in one transaction); the answer carries its published totals per currency. Anything else is 422.
import "server-only";
import { db } from "@/lib/db";
import { AppError, notFound } from "@/lib/errors";
import type { Actor } from "@/lib/auth/actor";
import { LATEST_PUBLISHED_STATUSES } from "@/lib/payroll/versions/latest-published";
import { transition } from "@/lib/workflow";
import { workbookWorkflow } from "@/lib/payroll/instances/workflow";

export async function generatePayrollInstance(actor: Actor, id: string) {
  return db.$transaction(async (tx) => {
    const workbook = await tx.workbook.findUnique({ where: { id }, select: { status: true, version: true } });
    if (!workbook) throw notFound("Workbook not found");
    if (workbook.status !== "VALIDATED")
      throw new AppError("UNPROCESSABLE", "Validate the workbook before generating it (its status must be VALIDATED).");
    await transition(tx, workbookWorkflow, {
      id,
      from: "VALIDATED",
      to: "GENERATING",
      version: workbook.version,
      actor,
      action: "workbook.generate",
    });
    const totals = await tx.grossToNetFile.groupBy({
      by: ["currency"],
      // Issue 27: the latest published version of each report (a REOPENED one until its correction is published).
      where: { workbookId: id, processingStatus: { in: [...LATEST_PUBLISHED_STATUSES] } },
      _sum: { total: true },
      _count: { _all: true },
      orderBy: { currency: "asc" },
    });
    await transition(tx, workbookWorkflow, {
      id,
      from: "GENERATING",
      to: "GENERATED",
      actor,
      action: "workbook.generate",
    });
    return {
      status: "GENERATED" as const,
      totals: totals.map((t) => ({
        currency: t.currency,
        total: t._sum.total?.toString() ?? null,
        fileCount: t._count._all,
      })),
    };
  });
}
