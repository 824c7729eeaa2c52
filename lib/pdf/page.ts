// What every PDF the product renders with pdf-lib shares (contracts, payslips, letters, the built-in signer's
// certificate): the A4 page and its margin, the ink colours, text the standard fonts can encode, and line wrapping.
import { rgb, type PDFFont } from "pdf-lib";

export const A4: [number, number] = [595.28, 841.89];
export const PAGE_MARGIN = 56;
export const INK = rgb(0.1, 0.1, 0.15);
export const GREY = rgb(0.35, 0.37, 0.42);

/** pdf-lib's standard fonts speak WinAnsi only: other characters become '?' rather than failing the render. */
export function winAnsiSafe(font: PDFFont, text: string): string {
  // Printable ASCII is WinAnsi as it is: most text needs no per-character check.
  if (/^[\x20-\x7e]*$/.test(text)) return text;
  let out = "";
  for (const ch of text.normalize("NFC")) {
    try {
      font.encodeText(ch);
      out += ch;
    } catch {
      out += "?";
    }
  }
  return out;
}

/** The text's lines at `size` within `width`, broken between words (a newline starts a new paragraph). */
export function wrapLines(font: PDFFont, text: string, size: number, width: number): string[] {
  // Most text is one short line: measured once rather than word by word.
  if (/^\S+( \S+)*$/.test(text) && font.widthOfTextAtSize(text, size) <= width) return [text];
  const lines: string[] = [];
  for (const paragraph of text.split("\n")) {
    let line = "";
    for (const word of paragraph.split(/\s+/)) {
      const next = line ? `${line} ${word}` : word;
      if (font.widthOfTextAtSize(next, size) > width && line) {
        lines.push(line);
        line = word;
      } else line = next;
    }
    lines.push(line);
  }
  return lines;
}
