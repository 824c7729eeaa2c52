import { Readable } from "node:stream";
import type { ReadableStream as WebReadableStream } from "node:stream/web";
import { created, route } from "@/lib/http/route";
import { AppError } from "@/lib/errors";
import { zodFieldErrors } from "@/lib/http/errors";
import { ZLspData, ZUploadFields } from "@/lib/payroll/schema";
import { acceptUpload, assertProvider } from "@/lib/payroll/accept-upload";

// POST /gross-to-net/complete (multipart): fileContent (one or more .csv files), source, payrollPeriod,
// payrollCycle, fileType=PAY_REGISTER, country, lspId, legalEntityId, optional workbookId and lspData (JSON).
// Each file is stored and committed as DRAFT before it is reported SUCCEEDED; a file that fails is FAILED.
export const POST = route({ permission: "payReports.upload", body: "form" }, async ({ actor, form }) => {
  const fields = Object.fromEntries([...form!.entries()].filter(([, v]) => typeof v === "string"));
  const meta = ZUploadFields.parse(fields);
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
  const files = form!.getAll("fileContent").filter((f): f is File => typeof f !== "string");
  if (files.length === 0)
    throw new AppError("BAD_REQUEST", "At least one .csv file is required.", {
      fieldErrors: { fileContent: ["At least one .csv file is required."] },
    });
  await assertProvider(meta);
  const items = [];
  for (const file of files) {
    if (!/\.csv$/i.test(file.name)) {
      items.push({ fileName: file.name, status: "FAILED", message: "Only .csv files are accepted." });
      continue;
    }
    try {
      const row = await acceptUpload(
        actor,
        { ...meta, lspData, lspId: meta.lspId, legalEntityId: meta.legalEntityId, workbookId: meta.workbookId ?? null },
        { name: file.name, stream: Readable.fromWeb(file.stream() as unknown as WebReadableStream) },
      );
      items.push({ fileName: file.name, id: row.id, status: "SUCCEEDED" });
    } catch (error) {
      console.error("[payroll] upload failed", file.name, error);
      items.push({ fileName: file.name, status: "FAILED", message: "The file could not be stored." });
    }
  }
  return created({ items });
});
