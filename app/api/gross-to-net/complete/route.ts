import { created, route } from "@/lib/http/route";
import { ZUploadFields } from "@/lib/payroll/schema";
import { uploadFieldsError, uploadPayRegisters } from "@/lib/payroll/upload-pay-registers";
import { payRegisterUpload } from "@/lib/storage/upload-policy";

// POST /gross-to-net/complete (multipart): fileContent (one or more .csv files), source, payrollPeriod,
// payrollCycle, fileType=PAY_REGISTER, country, lspId, legalEntityId, optional workbookId and lspData (JSON).
// Each file is stored and committed as DRAFT before it is reported SUCCEEDED; a file that fails is FAILED.
// The files are streamed to storage by the upload pipeline (CSV text only, PAY_REGISTER_MAX_BYTES) before this runs.
export const POST = route(
  {
    permission: "payReports.upload",
    body: "form",
    upload: () => payRegisterUpload(),
    fields: ZUploadFields,
    fieldsError: uploadFieldsError,
  },
  async ({ actor, fields, upload }) => created(await uploadPayRegisters(actor, fields, upload!)),
);
