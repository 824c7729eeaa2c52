// Document upload rules (spec 1 sections 5, 9): images, pdf and word documents up to 15 MB. Browser-safe:
// the upload form checks the same limits before sending; the server checks again on the bytes.
import { z } from "zod";
import { ZPage } from "@/lib/http/paging";
import { UPLOAD_MESSAGES } from "@/lib/storage/messages";
import { ZDownloadFlag } from "@/lib/zod/download-flag";

export const MAX_DOCUMENT_BYTES = 15_728_640;
export const DOCUMENT_MESSAGES = {
  type: "This file type is not allowed. Please upload an image, pdf or word document.",
  size: "The maximum file size is 15 MB. Please upload a smaller file.",
  processing: UPLOAD_MESSAGES.processing,
  malicious: UPLOAD_MESSAGES.malicious,
  notScanned: "Not scanned",
  deleteConfirm: "Are you sure you want to delete this document?",
  empty: "You haven't added any documents yet",
} as const;

export const ALLOWED_DOCUMENT_TYPES: Record<string, string[]> = {
  "application/pdf": [".pdf"],
  "image/jpeg": [".jpg", ".jpeg"],
  "image/png": [".png"],
  "image/gif": [".gif"],
  "image/webp": [".webp"],
  "application/msword": [".doc"],
  "application/vnd.openxmlformats-officedocument.wordprocessingml.document": [".docx"],
};
export const ACCEPT_ATTRIBUTE = Object.entries(ALLOWED_DOCUMENT_TYPES)
  .flatMap(([mime, exts]) => [mime, ...exts])
  .join(",");

function extensionOf(name: string) {
  const dot = name.lastIndexOf(".");
  return dot >= 0 ? name.slice(dot).toLowerCase() : "";
}

/** Client-side (and first server-side) check on the name, declared type and size. */
export function checkFileMeta(file: { name: string; type: string; size: number }): string | null {
  const ext = extensionOf(file.name);
  const allowedExt = Object.values(ALLOWED_DOCUMENT_TYPES).some((exts) => exts.includes(ext));
  const allowedType = !file.type || file.type in ALLOWED_DOCUMENT_TYPES;
  if (!allowedExt || !allowedType) return DOCUMENT_MESSAGES.type;
  if (file.size > MAX_DOCUMENT_BYTES) return DOCUMENT_MESSAGES.size;
  return null;
}

export const ZDocumentListQuery = z.object({
  ...ZPage(50, 100),
  companyId: z.string().min(1).max(64).optional(),
  userId: z.string().min(1).max(64).optional(),
  employeeId: z.string().min(1).max(64).optional(),
  sort: z.enum(["asc", "desc"]).default("desc"),
});
export type TDocumentListQuery = z.infer<typeof ZDocumentListQuery>;

export const ZDocumentFields = z.object({
  title: z.string().trim().min(1, "Please enter a title").max(200),
  description: z.string().trim().max(1000).optional(),
  companyId: z.string().min(1).max(64).optional(),
  userId: z.string().min(1).max(64).optional(),
  employeeId: z.string().min(1).max(64).optional(),
});

export const ZDocumentParams = z.object({ documentId: z.string().min(1).max(64) });
export const ZDownloadQuery = z.object({
  disposition: z.enum(["inline", "attachment"]).default("attachment"),
  download: ZDownloadFlag,
});
