// Reads and validates every file of a bulk upload: file-level problems (missing from storage, empty, wrong
// header, not CSV), row errors from the row schema, and e-mail addresses repeated inside the upload (each such
// row is reported). A file that cannot be read for another reason (the store failing) throws a retryable
// JobFailure: nothing is recorded, and the job is tried again.
import { text } from "node:stream/consumers";
import { JobFailure, readableReason } from "@/lib/jobs/job-failure";
import { readStream, StoredFileMissing } from "@/lib/storage/files";
import { readEmployeeCsv } from "@/lib/bulk-uploads/csv-file";
import { validateRow, type RowError, type TBulkEmployeeRow } from "@/lib/bulk-uploads/row-schema";

export type ImportRow = { fileName: string; rowNumber: number; row: TBulkEmployeeRow };
export type ImportProblem = {
  rowNumber: number | null;
  name: string | null;
  email: string | null;
  errors: RowError[];
  error: string | null;
};

export const DUPLICATE_IN_FILE = `"email" appears more than once in the uploaded files`;
export const FILE_MISSING = "The file is missing from storage: upload it again.";

export function checkRows(files: { fileName: string; text: string | null }[]) {
  const problems: ImportProblem[] = [];
  const valid: ImportRow[] = [];
  let total = 0;
  for (const file of files) {
    const read = file.text === null ? ({ ok: false, message: FILE_MISSING } as const) : readEmployeeCsv(file.text);
    if (!read.ok) {
      problems.push({ rowNumber: null, name: file.fileName, email: null, errors: [], error: read.message });
      continue;
    }
    read.rows.forEach((raw, i) => {
      total++;
      const rowNumber = i + 2; // line 1 is the header
      const checked = validateRow(raw);
      if (checked.ok) valid.push({ fileName: file.fileName, rowNumber, row: checked.row });
      else
        problems.push({
          rowNumber,
          name: `${raw.firstName ?? ""} ${raw.lastName ?? ""}`.trim() || null,
          email: raw.email?.trim() || null,
          errors: checked.errors,
          error: null,
        });
    });
  }
  const counts = new Map<string, number>();
  for (const r of valid) counts.set(r.row.email, (counts.get(r.row.email) ?? 0) + 1);
  const unique = valid.filter((r) => counts.get(r.row.email) === 1);
  for (const r of valid.filter((v) => counts.get(v.row.email)! > 1))
    problems.push(rowProblem(r, { key: "email", label: "Email", message: DUPLICATE_IN_FILE }));
  return { total, valid: unique, problems };
}

export function rowProblem(r: ImportRow, e: { key: keyof TBulkEmployeeRow; label: string; message: string }) {
  const value = String(r.row[e.key] ?? "");
  return {
    rowNumber: r.rowNumber,
    name: `${r.row.firstName} ${r.row.lastName}`,
    email: r.row.email,
    errors: [{ message: e.message, context: { label: e.label, key: e.key, value } }],
    error: null,
  } satisfies ImportProblem;
}

/** A stored file's text; null when the key holds no file. */
async function storedText(fileName: string, key: string): Promise<string | null> {
  try {
    return await text(readStream(key));
  } catch (error) {
    if (error instanceof StoredFileMissing) return null;
    throw new JobFailure(`The file ${fileName} could not be read (${readableReason(error)}): the import is retried.`, {
      retryable: true,
      cause: error,
    });
  }
}

export async function readImportFiles(fileNames: string[], keys: string[]) {
  const files: { fileName: string; text: string | null }[] = [];
  for (const [i, key] of keys.entries()) {
    const fileName = fileNames[i] ?? key;
    files.push({ fileName, text: await storedText(fileName, key) });
  }
  return checkRows(files);
}

/** The sentence a job ends with when files could not be imported at all (missing, not CSV, wrong header). */
export function fileProblemsReason(problems: ImportProblem[]): string | null {
  const files = problems.filter((p) => p.rowNumber === null && p.error);
  if (!files.length) return null;
  if (files.length === 1) return `The file ${files[0].name} could not be imported: ${files[0].error}`;
  return `${files.length} files could not be imported. ${files.map((p) => `${p.name}: ${p.error}`).join(" ")}`;
}
