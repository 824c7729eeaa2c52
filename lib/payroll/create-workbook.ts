import { db } from "@/lib/db";
import { recordAudit } from "@/lib/audit";
import type { Actor } from "@/lib/auth/actor";
import type { TWorkbookForm } from "@/lib/payroll/schema";
import { workbookSelect } from "@/lib/payroll/list-workbooks";

export async function createWorkbook(actor: Actor, input: TWorkbookForm) {
  return db.$transaction(async (tx) => {
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
