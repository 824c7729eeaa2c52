import { route } from "@/lib/http/route";
import { AppError } from "@/lib/errors";
import { csvImportUpload } from "@/lib/storage/upload-policy";
import { parseEmployeeCosts } from "@/lib/finance/parse-employee-costs";

// POST /payroll/invoices/parse-employees-costs (multipart: lspId, currency, fileContent CSV): the parsed
// employee-cost summary, or a 400 listing every row error (details.errors).
export const POST = route(
  {
    permission: "invoices.write",
    body: "form",
    upload: () => csvImportUpload("employee-costs"),
    summary: "Parse a provider's employee-cost CSV",
  },
  async ({ actor, upload }) => {
    const file = upload!.files[0];
    if (!file)
      throw new AppError("BAD_REQUEST", "Please choose a CSV file to upload.", {
        fieldErrors: { fileContent: ["Please choose a CSV file to upload."] },
      });
    return parseEmployeeCosts(actor, upload!.fields, file.storageKey);
  },
);
