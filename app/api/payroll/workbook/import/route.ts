import { created, route } from "@/lib/http/route";
import { AppError } from "@/lib/errors";
import { csvImportUpload } from "@/lib/storage/upload-policy";
import { importWorkbooks } from "@/lib/payroll/instances/import-workbooks";
import { NO_VALID_RECORDS } from "@/lib/payroll/instances/schema";

// POST /payroll/workbook/import (multipart fileContent: CSV with name, month, year).
export const POST = route(
  { permission: "workbooks.import", body: "form", upload: () => csvImportUpload("workbook-imports") },
  async ({ actor, upload }) => {
    const file = upload!.files[0];
    if (!file)
      throw new AppError("BAD_REQUEST", NO_VALID_RECORDS, { fieldErrors: { fileContent: [NO_VALID_RECORDS] } });
    return created(await importWorkbooks(actor, file.storageKey));
  },
);
