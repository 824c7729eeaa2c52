// The type of an upload is decided from its first bytes (magic numbers), never from the declared MIME type or
// the name alone. Content that a browser or an OS would run (HTML, SVG with script, executables) is refused on
// every route before any allowed list is consulted.

/** How many leading bytes the sniffers look at. */
export const SNIFF_BYTES = 8192;

const startsWith = (head: Uint8Array, ...bytes: number[]) => bytes.every((b, i) => head[i] === b);

export function extensionOf(name: string): string {
  const dot = name.lastIndexOf(".");
  return dot >= 0 ? name.slice(dot).toLowerCase() : "";
}

/** The leading text of the file, lower-cased, without a UTF-8/UTF-16 byte-order mark or leading blanks. */
function leadingText(head: Uint8Array): string {
  let text = Buffer.from(head).toString("latin1");
  if (startsWith(head, 0xfe, 0xff) || startsWith(head, 0xff, 0xfe)) text = Buffer.from(head).toString("utf16le");
  return text
    .replace(/^(\u00ef\u00bb\u00bf|\ufeff)/, "")
    .replace(/\u0000/g, "")
    .trimStart()
    .toLowerCase();
}

const HTML_START =
  /^(<!doctype\s+html|<html|<head|<body|<script|<iframe|<object|<embed|<meta|<title|<a\s|<img\s|<div|<style)/;

/** Why the bytes are refused everywhere, or null. */
export function dangerousContent(head: Uint8Array): string | null {
  if (startsWith(head, 0x4d, 0x5a)) return "executable"; // MZ: Windows PE / DOS
  if (startsWith(head, 0x7f, 0x45, 0x4c, 0x46)) return "executable"; // ELF
  if (startsWith(head, 0xcf, 0xfa, 0xed, 0xfe) || startsWith(head, 0xce, 0xfa, 0xed, 0xfe)) return "executable";
  if (startsWith(head, 0xfe, 0xed, 0xfa, 0xce) || startsWith(head, 0xfe, 0xed, 0xfa, 0xcf)) return "executable";
  if (startsWith(head, 0xca, 0xfe, 0xba, 0xbe)) return "executable"; // Mach-O fat binary / Java class
  if (startsWith(head, 0x23, 0x21)) return "script"; // #!
  const text = leadingText(head);
  if (HTML_START.test(text)) return "html";
  if (/^(<\?xml[^>]*>\s*)?(<!--[\s\S]*?-->\s*)*(<!doctype\s+svg[^>]*>\s*)?<svg[\s>]/.test(text)) return "svg";
  if (/<script[\s>]|javascript:|\son[a-z]+\s*=/.test(text) && /<svg[\s>]/.test(text)) return "svg";
  return null;
}

/** Document-like uploads (spec 1 sections 5, 9): images, pdf, word. The MIME type, or null. */
export function sniffDocument(head: Uint8Array, fileName: string): string | null {
  const ext = extensionOf(fileName);
  if (startsWith(head, 0x25, 0x50, 0x44, 0x46, 0x2d)) return "application/pdf"; // %PDF-
  if (startsWith(head, 0xff, 0xd8, 0xff)) return "image/jpeg";
  if (startsWith(head, 0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a)) return "image/png";
  if (startsWith(head, 0x47, 0x49, 0x46, 0x38)) return "image/gif";
  if (startsWith(head, 0x52, 0x49, 0x46, 0x46) && startsWith(head.subarray(8), 0x57, 0x45, 0x42, 0x50))
    return "image/webp";
  if (startsWith(head, 0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1) && ext === ".doc") return "application/msword";
  // .docx is a zip container; the extension tells it apart from other zips.
  if (startsWith(head, 0x50, 0x4b, 0x03, 0x04) && ext === ".docx")
    return "application/vnd.openxmlformats-officedocument.wordprocessingml.document";
  return null;
}

/** Pay registers: a .csv name (any case) and bytes that are text: no NUL or other binary control bytes. */
export function sniffCsv(head: Uint8Array, fileName: string): string | null {
  if (extensionOf(fileName) !== ".csv") return null;
  for (const byte of head) {
    // Tab, line feed, carriage return and form feed are text; other C0 controls (and NUL) mean binary.
    if (byte < 0x20 && byte !== 0x09 && byte !== 0x0a && byte !== 0x0d && byte !== 0x0c) return null;
    if (byte === 0x7f) return null;
  }
  return "text/csv";
}
