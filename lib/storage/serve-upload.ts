// Serving a stored upload after the app's own access check: 202 while it is processing, the MALICIOUS_DOCUMENT
// refusal for a quarantined file (spec 1 sections 7, 8: the document's state governs, whatever the scan field says:
// without a scanner that stays NOT_SCANNED), `inline` only for types a browser shows safely (images and
// pdf), and the scan status in a header so a NOT_SCANNED file is never passed off as clean.
import type { DocumentStatus, ScanStatus } from "@/generated/prisma/enums";
import type { Prisma } from "@/generated/prisma/client";
import { AppError, MESSAGES } from "@/lib/errors";
import { fileResponse } from "@/lib/storage/files";
import { SCAN_STATUS_HEADER, UPLOAD_MESSAGES } from "@/lib/storage/messages";

const INLINE_TYPES = new Set(["application/pdf", "image/jpeg", "image/png", "image/gif", "image/webp"]);

export function safeDisposition(mimeType: string, requested: "inline" | "attachment"): "inline" | "attachment" {
  return requested === "inline" && INLINE_TYPES.has(mimeType) ? "inline" : "attachment";
}

export const scanHeaderValue = (status: ScanStatus) => status.toLowerCase().replace("_", "-");

export type ServeResult = { state: "processing" } | { state: "ready"; response: Response };

export type FileState = "ready" | "processing" | "malicious" | "failed";

/** A stored file's state: its document's state (when it has a Document row) and its virus scan, the worse one. */
export function fileStateOf(file: { scanStatus: ScanStatus; status?: DocumentStatus | null }): FileState {
  if (file.status === "MALICIOUS" || file.scanStatus === "INFECTED") return "malicious";
  if (file.scanStatus === "FAILED") return "failed";
  if (file.status === "PROCESSING" || file.scanStatus === "PENDING") return "processing";
  return "ready";
}

/** The documents a download, preview or ZIP may include: READY and not quarantined or waiting for a scan. */
export const SERVABLE_DOCUMENT = {
  status: "READY",
  scanStatus: { in: ["CLEAN", "NOT_SCANNED"] },
} as const satisfies Prisma.DocumentWhereInput;

export function maliciousDocument(): AppError {
  return new AppError("UNPROCESSABLE", UPLOAD_MESSAGES.malicious, { details: { error: "MALICIOUS_DOCUMENT" } });
}

export async function serveUpload(
  file: {
    storageKey: string;
    fileName: string;
    mimeType: string;
    sizeBytes?: number | null;
    scanStatus: ScanStatus;
    /** The Document row's state, when the file has one. */
    status?: DocumentStatus | null;
  },
  requested: "inline" | "attachment",
): Promise<ServeResult> {
  const state = fileStateOf(file);
  if (state === "processing") return { state: "processing" };
  if (state === "malicious") throw maliciousDocument();
  if (state === "failed") throw new AppError("NOT_FOUND", UPLOAD_MESSAGES.scanFailed);
  const response = await fileResponse({ ...file, disposition: safeDisposition(file.mimeType, requested) });
  if (!response) throw new AppError("NOT_FOUND", MESSAGES.notFound);
  response.headers.set(SCAN_STATUS_HEADER, scanHeaderValue(file.scanStatus));
  return { state: "ready", response };
}
