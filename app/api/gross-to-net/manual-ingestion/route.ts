import { created, route } from "@/lib/http/route";
import { ZManualIngestionFields } from "@/lib/payroll/schema";
import { ingestManualPayRegister, manualIngestionFieldsError } from "@/lib/payroll/ingest-manual-pay-register";
import { payRegisterUpload } from "@/lib/storage/upload-policy";

// POST /gross-to-net/manual-ingestion (multipart): fileContent, source MANUAL, payrollPeriod, fileType
// PAY_REGISTER, payrollCycle, plus the country (and optionally lspId, legalEntityId) the file belongs to.
// Spec 2 section 5: a refusal is a 400 whose message is one plain string, shown under the file input.
export const POST = route(
  {
    permission: "payReports.upload",
    body: "form",
    upload: () => payRegisterUpload(1),
    fields: ZManualIngestionFields,
    fieldsError: manualIngestionFieldsError,
  },
  async ({ actor, fields, upload }) => created(await ingestManualPayRegister(actor, fields, upload!)),
);
