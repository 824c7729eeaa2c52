import { created, route } from "@/lib/http/route";
import { AppError } from "@/lib/errors";
import { zodFieldErrors } from "@/lib/http/errors";
import { ZLspData, ZUploadFields } from "@/lib/payroll/schema";
import { acceptUpload, assertProvider } from "@/lib/payroll/accept-upload";
import { payRegisterUpload } from "@/lib/uploads/upload-policy";
import { errorField, logger } from "@/lib/observability/logger";

// POST /gross-to-net/complete (multipart): fileContent (one or more .csv files), source, payrollPeriod,
// payrollCycle, fileType=PAY_REGISTER, country, lspId, legalEntityId, optional workbookId and lspData (JSON).
// Each file is stored and committed as DRAFT before it is reported SUCCEEDED; a file that fails is FAILED.
// The files are streamed to storage by the upload pipeline (CSV text only, PAY_REGISTER_MAX_BYTES) before this runs.
export const POST = route(
  { permission: "payReports.upload", body: "form", upload: () => payRegisterUpload() },
  async ({ actor, upload }) => {
    const meta = ZUploadFields.parse(upload!.fields);
    let lspData = null;
    if (meta.lspData?.trim()) {
      let raw: unknown;
      try {
        raw = JSON.parse(meta.lspData);
      } catch {
        throw new AppError("BAD_REQUEST", "LSP data is not valid JSON.");
      }
      const parsed = ZLspData.safeParse(raw);
      if (!parsed.success) {
        const fieldErrors = Object.fromEntries(
          Object.entries(zodFieldErrors(parsed.error)).map(([k, v]) => [`lspData.${k}`, v]),
        );
        throw new AppError("BAD_REQUEST", "All LSP billing details must be filled.", { fieldErrors });
      }
      lspData = parsed.data;
    }
    const { files, rejected } = upload!;
    if (files.length === 0 && rejected.length === 0)
      throw new AppError("BAD_REQUEST", "At least one .csv file is required.", {
        fieldErrors: { fileContent: ["At least one .csv file is required."] },
      });
    await assertProvider(meta);
    type Item = { fileName: string; status: string; id?: string; message?: string };
    const items = new Map<number, Item>(
      rejected.map((r) => [r.index, { fileName: r.fileName, status: "FAILED", message: r.message }]),
    );
    for (const file of files) {
      try {
        const row = await acceptUpload(
          actor,
          {
            ...meta,
            lspData,
            lspId: meta.lspId,
            legalEntityId: meta.legalEntityId,
            workbookId: meta.workbookId ?? null,
          },
          { name: file.fileName, storageKey: file.storageKey },
        );
        items.set(file.index, { fileName: file.fileName, id: row.id, status: "SUCCEEDED" });
      } catch (error) {
        logger().error({ msg: "pay register upload failed", fileName: file.fileName, error: errorField(error) });
        items.set(file.index, { fileName: file.fileName, status: "FAILED", message: "The file could not be stored." });
      }
    }
    // In the order the files were sent.
    return created({ items: [...items.entries()].sort(([a], [b]) => a - b).map(([, item]) => item) });
  },
);
