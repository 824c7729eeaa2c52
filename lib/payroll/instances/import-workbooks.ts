// POST /api/payroll/workbook/import (multipart CSV: name, month, year): creates one workbook per valid row in
// one transaction (audit per workbook); row errors are listed. No valid row at all is a 400 with the spec's
// 'no valid records found to parse'.
import "server-only";
import { db } from "@/lib/db";
import { recordAuditMany } from "@/lib/audit-trail/record-audit-many";
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
  // Set-based: one INSERT for the workbooks and one for their audit events, however many rows the file has
  // (one pair of statements per row outgrew the interactive transaction's 5 s limit well before 1,000 rows).
  const created = await db.$transaction(async (tx) => {
    const rows = await tx.workbook.createManyAndReturn({
      data: valid.map((w) => ({ name: w.name, month: w.month, year: w.year, createdById: actor.userId })),
      select: { id: true, name: true, month: true, year: true },
    });
    await recordAuditMany(
      tx,
      { actor, action: "workbook.import", entityType: "Workbook" },
      rows.map((w) => ({ entityId: w.id, after: { name: w.name, month: w.month, year: w.year } })),
    );
    return rows.map((w) => w.id);
  });
  return { created: created.length, ids: created, errors };
}
