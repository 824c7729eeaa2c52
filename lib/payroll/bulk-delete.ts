import type { z } from "zod";
import { db } from "@/lib/db";
import { AppError } from "@/lib/errors";
import type { Actor } from "@/lib/auth/actor";
import type { BulkResult, ZBulkTarget } from "@/lib/payroll/schema";
import { bulkErrorMessage, resolveTargetIds } from "@/lib/payroll/bulk-target";
import { deleteGrossToNet } from "@/lib/payroll/delete-gross-to-net";

export async function bulkDelete(actor: Actor, target: z.infer<typeof ZBulkTarget>): Promise<BulkResult> {
  const ids = await resolveTargetIds(target);
  // Spec 2 section 4: in bulk, delete only if no selected row is approved or published.
  const blocked = await db.grossToNetFile.findMany({
    where: { id: { in: ids }, processingStatus: { in: ["APPROVED", "PUBLISHED", "REOPENED", "SUPERSEDED"] } },
    select: { fileName: true },
  });
  if (blocked.length)
    throw new AppError(
      "UNPROCESSABLE",
      `Approved or published files cannot be deleted: ${blocked.map((b) => b.fileName).join(", ")}.`,
    );
  const result: BulkResult = {};
  for (const id of ids) {
    try {
      result[id] = (await deleteGrossToNet(actor, id)).result;
    } catch (error) {
      result[id] = bulkErrorMessage(error);
    }
  }
  return result;
}
