import { route } from "@/lib/http/route";
import { AppError } from "@/lib/errors";
import { csvImportUpload } from "@/lib/storage/upload-policy";
import { uploadProviderIds } from "@/lib/lsps/provider-ids/upload-provider-ids";

// POST /payroll-id (multipart: type, fileContent): applies the valid rows, answers employeesUpdated and errors.
export const POST = route(
  { permission: "providerIds.upload", body: "form", upload: () => csvImportUpload("provider-ids") },
  async ({ actor, upload }) => {
    const file = upload!.files[0];
    if (!file)
      throw new AppError("BAD_REQUEST", "Please choose a CSV file to upload.", {
        fieldErrors: { fileContent: ["Please choose a CSV file to upload."] },
      });
    return uploadProviderIds(actor, file);
  },
);
