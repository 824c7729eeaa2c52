// A small text extraction for the PDFs pdf-lib writes (pdf-lib reads and writes, but cannot extract text): every
// content stream is inflated and the strings its text operators show (hex for the standard fonts, WinAnsi) are
// decoded, one entry per drawn string, in drawing order. A stream is read up to "endstream" with its end-of-line
// kept: stripping "\r?\n" would cut a compressed stream whose last byte happens to be 0x0D (1 in 256).
import zlib from "node:zlib";

export function pdfTextRuns(bytes: Uint8Array): string[] {
  const raw = Buffer.from(bytes).toString("latin1");
  const runs: string[] = [];
  const streams = /stream\r?\n([\s\S]*?)endstream/g;
  for (let m = streams.exec(raw); m; m = streams.exec(raw)) {
    let content: string;
    try {
      content = zlib.inflateSync(Buffer.from(m[1], "latin1")).toString("latin1");
    } catch {
      content = m[1];
    }
    const shown = /<([0-9A-Fa-f\s]*)>\s*Tj|\(((?:\\.|[^\\)])*)\)\s*Tj/g;
    for (let t = shown.exec(content); t; t = shown.exec(content))
      runs.push(
        t[1] !== undefined
          ? Buffer.from(t[1].replace(/\s+/g, ""), "hex").toString("latin1")
          : t[2].replace(/\\([()\\])/g, "$1"),
      );
  }
  return runs;
}
