// What each kind of upload route accepts: the file fields, how many files, the size cap enforced while reading,
// and the sniffer that decides the type from the bytes. Every `body: "form"` route names one of these; a
// domain's own policy lives with the domain (documents: lib/documents/upload-policy.ts DOCUMENT_UPLOAD).
import { sniffCsv } from "@/lib/storage/sniff-type";

export type UploadPolicy = {
  kind: "document" | "pay-register" | "csv-import";
  /** Multipart field names that carry files; other file parts are refused. */
  fileFields: string[];
  maxFiles: number;
  maxBytes: number;
  /** Storage folder for newKey(). */
  folder: string;
  /** The MIME type decided from the first bytes and the name, or null when not allowed here. */
  sniff: (head: Uint8Array, fileName: string) => string | null;
  /** The stored extension for a sniffed type. */
  extensionFor: (mimeType: string, fileName: string) => string;
  typeMessage: string;
  sizeMessage: string;
  /** "refuse": a file of the wrong type fails the request (400). "collect": it is reported and skipped. */
  onWrongType: "refuse" | "collect";
};

const GIB = 1024 ** 3;

/** Pay registers can be a million rows and more: the cap is large by default, PAY_REGISTER_MAX_BYTES sets it. */
export function payRegisterMaxBytes(): number {
  const configured = Number(process.env.PAY_REGISTER_MAX_BYTES);
  return Number.isFinite(configured) && configured > 0 ? configured : 2 * GIB;
}

function formatBytes(bytes: number): string {
  return bytes >= GIB ? `${+(bytes / GIB).toFixed(1)} GB` : `${+(bytes / 1024 ** 2).toFixed(1)} MB`;
}

/** Pay registers (`fileContent`, up to `maxFiles` per request): CSV text only. */
export function payRegisterUpload(maxFiles = 20): UploadPolicy {
  const maxBytes = payRegisterMaxBytes();
  return {
    kind: "pay-register",
    fileFields: ["fileContent"],
    maxFiles,
    maxBytes,
    folder: "pay-reports",
    sniff: sniffCsv,
    extensionFor: () => ".csv",
    typeMessage: "Only .csv files are accepted.",
    sizeMessage: `The file is too large: the maximum size of a pay register is ${formatBytes(maxBytes)}.`,
    onWrongType: "collect",
  };
}

/** Small CSV imports (provider ids, workbooks): one .csv in `fileContent` up to 5 MB; anything else is refused. */
export function csvImportUpload(folder: string): UploadPolicy {
  return {
    kind: "csv-import",
    fileFields: ["fileContent"],
    maxFiles: 1,
    maxBytes: 5 * 1024 ** 2,
    folder,
    sniff: sniffCsv,
    extensionFor: () => ".csv",
    typeMessage: "Only .csv files are accepted.",
    sizeMessage: "The file is too large: the maximum size is 5 MB.",
    onWrongType: "refuse",
  };
}
