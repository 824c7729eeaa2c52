import { created, route } from "@/lib/http/route";
import { AppError } from "@/lib/errors";
import { ZManualIngestionFields } from "@/lib/payroll/schema";
import { acceptUpload, assertProvider } from "@/lib/payroll/accept-upload";
import { payRegisterUpload } from "@/lib/uploads/upload-policy";

// POST /gross-to-net/manual-ingestion (multipart): fileContent, source MANUAL, payrollPeriod, fileType
// PAY_REGISTER, payrollCycle, plus the country (and optionally lspId, legalEntityId) the file belongs to.
// Spec 2 section 5: a refusal is a 400 whose message is one plain string, shown under the file input.
export const POST = route(
  { permission: "payReports.upload", body: "form", upload: () => payRegisterUpload(1) },
  async ({ actor, upload }) => {
    const parsed = ZManualIngestionFields.safeParse(upload!.fields);
    if (!parsed.success)
      throw new AppError("BAD_REQUEST", parsed.error.issues.map((i) => `${i.path.join(".")}: ${i.message}`).join("; "));
    const meta = parsed.data;
    if (upload!.rejected.length) throw new AppError("BAD_REQUEST", upload!.rejected[0].message);
    const file = upload!.files[0];
    if (!file) throw new AppError("BAD_REQUEST", "Please choose a file to upload.");
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
      { name: file.fileName, storageKey: file.storageKey },
    );
    return created({ id: row.id, fileName: row.fileName, status: "SUCCEEDED" });
  },
);
