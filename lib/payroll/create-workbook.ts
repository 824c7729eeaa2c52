import { db } from "@/lib/db";
import { recordAudit } from "@/lib/audit";
import { AppError } from "@/lib/errors";
import type { Actor } from "@/lib/auth/actor";
import { MONTH_NAMES, type TWorkbookForm } from "@/lib/payroll/schema";
import { workbookSelect } from "@/lib/payroll/list-workbooks";

// One workbook per month: a workbook holds every cycle of its month (a pay report carries its cycle), so a second
// one for the same month splits that month's reports. The schema has no unique index on (year, month), so the
// check runs under a transaction lock on the month: two concurrent creates cannot both pass it.
export async function createWorkbook(actor: Actor, input: TWorkbookForm) {
  return db.$transaction(async (tx) => {
    await tx.$executeRaw`SELECT pg_advisory_xact_lock(hashtext('workbook-month'), ${input.year * 100 + input.month}::int)`;
    const existing = await tx.workbook.findFirst({
      where: { year: input.year, month: input.month },
      select: { id: true },
    });
    if (existing) {
      const message = `A workbook for ${MONTH_NAMES[input.month - 1]} ${input.year} already exists.`;
      throw new AppError("CONFLICT", message, {
        fieldErrors: { month: [message] },
        details: { existingId: existing.id },
      });
    }
    const workbook = await tx.workbook.create({
      data: { ...input, createdById: actor.userId },
      select: workbookSelect,
    });
    await recordAudit(tx, {
      actor,
      action: "workbook.create",
      entityType: "Workbook",
      entityId: workbook.id,
      after: { ...input },
    });
    return { data: { id: workbook.id }, ...workbook };
  });
}
