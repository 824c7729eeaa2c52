// Serving a stored upload after the app's own access check: 202 while its scan is pending, the
// MALICIOUS_DOCUMENT refusal for a quarantined file, `inline` only for types a browser shows safely (images and
// pdf), and the scan status in a header so a NOT_SCANNED file is never passed off as clean.
import type { ScanStatus } from "@/generated/prisma/enums";
import { AppError, MESSAGES } from "@/lib/errors";
import { fileResponse } from "@/lib/storage/files";
import { SCAN_STATUS_HEADER, UPLOAD_MESSAGES } from "@/lib/uploads/messages";

const INLINE_TYPES = new Set(["application/pdf", "image/jpeg", "image/png", "image/gif", "image/webp"]);

export function safeDisposition(mimeType: string, requested: "inline" | "attachment"): "inline" | "attachment" {
  return requested === "inline" && INLINE_TYPES.has(mimeType) ? "inline" : "attachment";
}

export const scanHeaderValue = (status: ScanStatus) => status.toLowerCase().replace("_", "-");

export type ServeResult = { state: "processing" } | { state: "ready"; response: Response };

export async function serveUpload(
  file: {
    storageKey: string;
    fileName: string;
    mimeType: string;
    sizeBytes?: number | null;
    scanStatus: ScanStatus;
  },
  requested: "inline" | "attachment",
): Promise<ServeResult> {
  if (file.scanStatus === "PENDING") return { state: "processing" };
  if (file.scanStatus === "INFECTED")
    throw new AppError("UNPROCESSABLE", UPLOAD_MESSAGES.malicious, { details: { error: "MALICIOUS_DOCUMENT" } });
  const response = await fileResponse({ ...file, disposition: safeDisposition(file.mimeType, requested) });
  if (!response) throw new AppError("NOT_FOUND", MESSAGES.notFound);
  response.headers.set(SCAN_STATUS_HEADER, scanHeaderValue(file.scanStatus));
  return { state: "ready", response };
}
