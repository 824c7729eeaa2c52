// What POST /api/payroll-id accepts (spec 3 section 9: csv only): one CSV in `fileContent`, up to 5 MB.
import { sniffCsv } from "@/lib/uploads/sniff-type";
import type { UploadPolicy } from "@/lib/uploads/upload-policy";
import { PROVIDER_ID_MAX_BYTES, PROVIDER_ID_MESSAGES } from "@/lib/provider-ids/schema";

export const PROVIDER_ID_UPLOAD: UploadPolicy = {
  kind: "provider-id",
  fileFields: ["fileContent"],
  maxFiles: 1,
  maxBytes: PROVIDER_ID_MAX_BYTES,
  folder: "provider-ids",
  sniff: sniffCsv,
  extensionFor: () => ".csv",
  typeMessage: PROVIDER_ID_MESSAGES.csvOnly,
  sizeMessage: "The file is too large: the maximum size is 5 MB.",
  onWrongType: "refuse",
};
