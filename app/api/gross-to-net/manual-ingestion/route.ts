import { Readable } from "node:stream";
import type { ReadableStream as WebReadableStream } from "node:stream/web";
import { created, route } from "@/lib/http/route";
import { AppError } from "@/lib/errors";
import { ZManualIngestionFields } from "@/lib/payroll/schema";
import { acceptUpload, assertProvider } from "@/lib/payroll/accept-upload";

// POST /gross-to-net/manual-ingestion (multipart): fileContent, source MANUAL, payrollPeriod, fileType
// PAY_REGISTER, payrollCycle, plus the country (and optionally lspId, legalEntityId) the file belongs to.
// Spec 2 section 5: a refusal is a 400 whose message is one plain string, shown under the file input.
export const POST = route({ permission: "payReports.upload", body: "form" }, async ({ actor, form }) => {
  const fields = Object.fromEntries([...form!.entries()].filter(([, v]) => typeof v === "string"));
  const parsed = ZManualIngestionFields.safeParse(fields);
  if (!parsed.success)
    throw new AppError("BAD_REQUEST", parsed.error.issues.map((i) => `${i.path.join(".")}: ${i.message}`).join("; "));
  const meta = parsed.data;
  const file = form!.get("fileContent");
  if (!file || typeof file === "string") throw new AppError("BAD_REQUEST", "Please choose a file to upload.");
  if (!/\.csv$/i.test(file.name)) throw new AppError("BAD_REQUEST", "Only .csv files are accepted.");
  if (!meta.country) throw new AppError("BAD_REQUEST", "The country of the pay register is required.");
  await assertProvider({
    country: meta.country.toUpperCase(),
    lspId: meta.lspId ?? null,
    legalEntityId: meta.legalEntityId ?? null,
    workbookId: meta.workbookId,
  });
  const row = await acceptUpload(
    actor,
    {
      source: "MANUAL",
      payrollPeriod: meta.payrollPeriod,
      payrollCycle: meta.payrollCycle,
      country: meta.country.toUpperCase(),
      lspId: meta.lspId ?? null,
      legalEntityId: meta.legalEntityId ?? null,
      workbookId: meta.workbookId ?? null,
    },
    { name: file.name, stream: Readable.fromWeb(file.stream() as unknown as WebReadableStream) },
  );
  return created({ id: row.id, fileName: row.fileName, status: "SUCCEEDED" });
});
