// Bulk calls name their files by id or by bill (country, LSP, cycle, period); each file answers on its own.
import type { z } from "zod";
import type { PayrollCycle } from "@/generated/prisma/enums";
import { db } from "@/lib/db";
import { AppError } from "@/lib/errors";
import type { ZBulkTarget } from "@/lib/payroll/schema";

export async function resolveTargetIds(target: z.infer<typeof ZBulkTarget>): Promise<string[]> {
  const ids = [...(target.dataFrameIds ?? []), ...(target.grossToNetIds ?? [])];
  if (ids.length) return [...new Set(ids)];
  const files = await db.grossToNetFile.findMany({
    where: {
      country: target.country,
      lspId: target.lspId,
      payrollCycle: target.payrollCycle as PayrollCycle,
      payrollPeriod: target.payrollPeriod,
      processingStatus: { notIn: ["ERROR", "DISCARDED"] },
    },
    select: { id: true },
  });
  return files.map((f) => f.id);
}

export function bulkErrorMessage(error: unknown): string {
  if (error instanceof AppError) return error.message;
  return "Something went wrong, please contact our support team";
}
