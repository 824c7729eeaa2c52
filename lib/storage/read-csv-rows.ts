// The rows of a small CSV import already stored by the upload pipeline (one object per row, keys = trimmed
// header cells), read as a stream with a row cap, then the stored file is removed: imports keep no file.
import "server-only";
import { AppError } from "@/lib/errors";
import { removeFile } from "@/lib/storage/files";
import { storedCsvRecords } from "@/lib/storage/stored-csv-records";

export async function readCsvRows(
  storageKey: string,
  options: { maxRows: number; requiredColumns: readonly string[] },
): Promise<Record<string, string>[]> {
  const rows: Record<string, string>[] = [];
  try {
    const parser = storedCsvRecords(storageKey);
    for await (const record of parser) {
      rows.push(record as Record<string, string>);
      if (rows.length > options.maxRows)
        throw new AppError("BAD_REQUEST", `The file has more than ${options.maxRows} rows.`);
    }
  } catch (error) {
    if (error instanceof AppError) throw error;
    throw new AppError("BAD_REQUEST", `The file is not a readable CSV: ${(error as Error).message}`, {
      fieldErrors: { fileContent: ["The file is not a readable CSV."] },
    });
  } finally {
    await removeFile(storageKey).catch(() => {});
  }
  const missing = rows.length ? options.requiredColumns.filter((c) => !(c in rows[0])) : [];
  if (missing.length) {
    const message = `The file needs the columns ${options.requiredColumns.join(", ")} (missing: ${missing.join(", ")}).`;
    throw new AppError("BAD_REQUEST", message, { fieldErrors: { fileContent: [message] } });
  }
  return rows;
}
