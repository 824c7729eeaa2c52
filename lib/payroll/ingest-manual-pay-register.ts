// POST /gross-to-net/manual-ingestion: one pay register with the country (and optionally the provider and
// workbook) it belongs to, stored and committed as DRAFT. Spec 2 section 5: a refusal is a 400 whose message is
// one plain string, shown under the file input.
import "server-only";
import type { z, ZodError } from "zod";
import { AppError } from "@/lib/errors";
import type { Actor } from "@/lib/auth/actor";
import type { ParsedUpload } from "@/lib/storage/parse-multipart";
import type { ZManualIngestionFields } from "@/lib/payroll/schema";
import { acceptUpload, assertProvider } from "@/lib/payroll/accept-upload";

/** Fields that do not parse: every issue in the one message, as "field: reason". */
export const manualIngestionFieldsError = (error: ZodError) =>
  new AppError("BAD_REQUEST", error.issues.map((i) => `${i.path.join(".")}: ${i.message}`).join("; "));

export async function ingestManualPayRegister(
  actor: Actor,
  meta: z.output<typeof ZManualIngestionFields>,
  upload: ParsedUpload,
) {
  if (upload.rejected.length) throw new AppError("BAD_REQUEST", upload.rejected[0].message);
  const file = upload.files[0];
  if (!file) throw new AppError("BAD_REQUEST", "Please choose a file to upload.");
  if (!meta.country) throw new AppError("BAD_REQUEST", "The country of the pay register is required.");
  const provider = {
    country: meta.country.toUpperCase(),
    lspId: meta.lspId ?? null,
    legalEntityId: meta.legalEntityId ?? null,
  };
  await assertProvider({ ...provider, workbookId: meta.workbookId });
  const row = await acceptUpload(
    actor,
    {
      source: "MANUAL",
      payrollPeriod: meta.payrollPeriod,
      payrollCycle: meta.payrollCycle,
      ...provider,
      workbookId: meta.workbookId ?? null,
    },
    { name: file.fileName, storageKey: file.storageKey },
  );
  return { id: row.id, fileName: row.fileName, status: "SUCCEEDED" };
}
