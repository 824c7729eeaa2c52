// Employee import files: CSV only (sniffed from the bytes, the name must end in .csv), several per request.
import { payRegisterUpload, type UploadPolicy } from "@/lib/storage/upload-policy";
import { MAX_IMPORT_BYTES, MAX_IMPORT_FILES } from "@/lib/bulk-uploads/schema";

export function employeeImportUpload(): UploadPolicy {
  return {
    ...payRegisterUpload(MAX_IMPORT_FILES),
    fileFields: ["file"],
    maxBytes: MAX_IMPORT_BYTES,
    folder: "bulk-uploads",
    typeMessage: "Only CSV files (text/csv) can be imported.",
    sizeMessage: "The file is too large: an import file can be at most 20 MB.",
    onWrongType: "refuse",
  };
}
