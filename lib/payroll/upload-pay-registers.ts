// POST /gross-to-net/complete: the files of one upload form, each stored and committed as DRAFT before it is
// reported SUCCEEDED (a file that fails is FAILED), answered in the order they were sent.
import "server-only";
import { ZodError, type z } from "zod";
import { AppError } from "@/lib/errors";
import { toAppError, zodFieldErrors } from "@/lib/http/errors";
import type { Actor } from "@/lib/auth/actor";
import type { ParsedUpload } from "@/lib/storage/parse-multipart";
import { LSP_DATA_NOT_JSON, type ZUploadFields } from "@/lib/payroll/schema";
import { acceptUpload, assertProvider } from "@/lib/payroll/accept-upload";
import { errorField, logger } from "@/lib/observability/logger";

type UploadItem = { fileName: string; status: string; id?: string; message?: string };

/** The answer to upload fields that do not parse: the form's own fields first (the standard refusal), then the
 *  billing details (bad JSON, or details missing, keyed lspData.<field>). */
export function uploadFieldsError(error: ZodError): AppError {
  const own = error.issues.filter((issue) => issue.path[0] !== "lspData");
  if (own.length) return toAppError(new ZodError(own));
  const lsp = error.issues.map((issue) => ({ ...issue, path: issue.path.slice(1) }));
  if (lsp.some((issue) => issue.path.length === 0 && issue.message === LSP_DATA_NOT_JSON))
    return new AppError("BAD_REQUEST", LSP_DATA_NOT_JSON, { fieldErrors: { lspData: [LSP_DATA_NOT_JSON] } });
  const fieldErrors = Object.fromEntries(
    Object.entries(zodFieldErrors(new ZodError(lsp))).map(([k, v]) => [`lspData.${k}`, v]),
  );
  return new AppError("BAD_REQUEST", "All LSP billing details must be filled.", { fieldErrors });
}

export async function uploadPayRegisters(
  actor: Actor,
  meta: z.output<typeof ZUploadFields>,
  { files, rejected }: ParsedUpload,
): Promise<{ items: UploadItem[] }> {
  if (files.length === 0 && rejected.length === 0)
    throw new AppError("BAD_REQUEST", "At least one .csv file is required.", {
      fieldErrors: { fileContent: ["At least one .csv file is required."] },
    });
  await assertProvider(meta);
  const items = new Map<number, UploadItem>(
    rejected.map((r) => [r.index, { fileName: r.fileName, status: "FAILED", message: r.message }]),
  );
  for (const file of files) {
    try {
      const row = await acceptUpload(
        actor,
        { ...meta, lspData: meta.lspData ?? null, workbookId: meta.workbookId ?? null },
        { name: file.fileName, storageKey: file.storageKey },
      );
      items.set(file.index, { fileName: file.fileName, id: row.id, status: "SUCCEEDED" });
    } catch (error) {
      logger().error({ msg: "pay register upload failed", fileName: file.fileName, error: errorField(error) });
      items.set(file.index, { fileName: file.fileName, status: "FAILED", message: "The file could not be stored." });
    }
  }
  // In the order the files were sent.
  return { items: [...items.entries()].sort(([a], [b]) => a - b).map(([, item]) => item) };
}
