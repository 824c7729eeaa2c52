// POST /api/payroll/workbook/import (multipart CSV: name, month, year): creates one workbook per valid row in
// one transaction (audit per workbook); row errors are listed. No valid row at all is a 400 with the spec's
// 'no valid records found to parse'.
import "server-only";
import { db } from "@/lib/db";
import { recordAudit } from "@/lib/audit";
import { AppError } from "@/lib/errors";
import type { Actor } from "@/lib/auth/actor";
import { removeFile } from "@/lib/storage/files";
import { storedCsvRecords } from "@/lib/storage/stored-csv-records";
import { ZWorkbookForm } from "@/lib/payroll/schema";
import { MAX_IMPORT_ROWS, NO_VALID_RECORDS } from "@/lib/payroll/instances/schema";

export async function importWorkbooks(actor: Actor, storageKey: string) {
  const valid: { row: number; name: string; month: number; year: number }[] = [];
  const errors: { row: number; error: string }[] = [];
  try {
    const parser = storedCsvRecords(storageKey);
    let row = 1;
    for await (const record of parser) {
      row += 1;
      if (row - 1 > MAX_IMPORT_ROWS) throw new AppError("BAD_REQUEST", `At most ${MAX_IMPORT_ROWS} rows per file.`);
      const parsed = ZWorkbookForm.safeParse(record);
      if (parsed.success) valid.push({ row, ...parsed.data });
      else errors.push({ row, error: parsed.error.issues.map((i) => `${i.path.join(".")}: ${i.message}`).join("; ") });
    }
  } catch (error) {
    if (error instanceof AppError) throw error;
    throw new AppError("BAD_REQUEST", NO_VALID_RECORDS);
  } finally {
    await removeFile(storageKey).catch(() => {});
  }
  if (valid.length === 0)
    throw new AppError("BAD_REQUEST", NO_VALID_RECORDS, { fieldErrors: { fileContent: [NO_VALID_RECORDS] } });
  const created = await db.$transaction(async (tx) => {
    const ids: string[] = [];
    for (const w of valid) {
      const row = await tx.workbook.create({
        data: { name: w.name, month: w.month, year: w.year, createdById: actor.userId },
        select: { id: true },
      });
      await recordAudit(tx, {
        actor,
        action: "workbook.import",
        entityType: "Workbook",
        entityId: row.id,
        after: { name: w.name, month: w.month, year: w.year },
      });
      ids.push(row.id);
    }
    return ids;
  });
  return { created: created.length, ids: created, errors };
}
