// What each kind of upload route accepts: the file fields, how many files, the size cap enforced while reading,
// and the sniffer that decides the type from the bytes. Every `body: "form"` route names one of these.
import { sniffCsv, sniffDocument, extensionOf } from "@/lib/uploads/sniff-type";
import { ALLOWED_DOCUMENT_TYPES, DOCUMENT_MESSAGES, MAX_DOCUMENT_BYTES } from "@/lib/documents/schema";

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

/** Documents, receipts and order forms: images, pdf and word up to 15 MB, one file in the field `file`. */
export const DOCUMENT_UPLOAD: UploadPolicy = {
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
  typeMessage: DOCUMENT_MESSAGES.type,
  sizeMessage: DOCUMENT_MESSAGES.size,
  onWrongType: "refuse",
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
