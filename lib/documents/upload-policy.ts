// What a document upload accepts (lib/documents/schema.ts): images, pdf and word up to 15 MB, one file in the
// field `file`. Passed to the platform's upload code: the multipart routes (`upload: DOCUMENT_UPLOAD`, also for
// receipts, order forms and termination documents), the signed upload target (issueUploadTarget) and
// finalizeUpload.
import { sniffDocument, extensionOf } from "@/lib/storage/sniff-type";
import type { UploadPolicy } from "@/lib/storage/upload-policy";
import type { UploadTargetPolicy } from "@/lib/storage/issue-upload-target";
import { ALLOWED_DOCUMENT_TYPES, DOCUMENT_MESSAGES, MAX_DOCUMENT_BYTES } from "@/lib/documents/schema";

export const DOCUMENT_UPLOAD: UploadPolicy & UploadTargetPolicy = {
  kind: "document",
  fileFields: ["file"],
  maxFiles: 1,
  maxBytes: MAX_DOCUMENT_BYTES,
  folder: "documents",
  sniff: (head, fileName) => {
    const mime = sniffDocument(head, fileName);
    // The name must agree with the bytes (a pdf named .html is refused: it would be saved as .html).
    return mime && ALLOWED_DOCUMENT_TYPES[mime].includes(extensionOf(fileName)) ? mime : null;
  },
  extensionFor: (mime, fileName) => {
    const ext = extensionOf(fileName);
    return ALLOWED_DOCUMENT_TYPES[mime]?.includes(ext) ? ext : (ALLOWED_DOCUMENT_TYPES[mime]?.[0] ?? "");
  },
  acceptsName: (fileName) => Object.values(ALLOWED_DOCUMENT_TYPES).some((exts) => exts.includes(extensionOf(fileName))),
  typeMessage: DOCUMENT_MESSAGES.type,
  sizeMessage: DOCUMENT_MESSAGES.size,
  onWrongType: "refuse",
};
