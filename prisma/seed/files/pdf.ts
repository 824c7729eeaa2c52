// Demo PDFs with pdf-lib: one A4 page with the title, whose document it is, its kind, a few details and the
// demo note; and the signed copy of a contract (signature pages appended, as the built-in signer does).
// Deterministic: fixed metadata dates, no random ids, and updateMetadata off (pdf-lib would stamp "now").
import crypto from "node:crypto";
import { PDFDocument, StandardFonts, rgb, type PDFFont } from "pdf-lib";
import { A4, PAGE_MARGIN as MARGIN, winAnsiSafe, wrapLines } from "../../../lib/pdf/page";
import { DEMO_NOTE, FILE_DATE, type DemoContent } from "./demo-content";

const PRODUCER = "OmniPlatform demo seed";
// pdf-lib yields to the event loop (a timer) every few dozen objects while parsing and saving; the demo files
// are tiny, so never (the bytes are the same either way).
const SAVE = { objectsPerTick: Infinity, useObjectStreams: false };
const LOAD = { updateMetadata: false, parseSpeed: Infinity };

function stamp(pdf: PDFDocument, title: string, person: string, kind: string) {
  pdf.setTitle(title);
  pdf.setAuthor(person);
  pdf.setSubject(kind);
  pdf.setKeywords(["demo data"]);
  pdf.setProducer(PRODUCER);
  pdf.setCreator(PRODUCER);
  pdf.setCreationDate(FILE_DATE);
  pdf.setModificationDate(FILE_DATE);
}

export async function demoPdf(content: DemoContent): Promise<Buffer> {
  const pdf = await PDFDocument.create({ updateMetadata: false });
  stamp(pdf, content.title, content.person, content.kind);
  const regular = await pdf.embedFont(StandardFonts.Helvetica);
  const bold = await pdf.embedFont(StandardFonts.HelveticaBold);
  const page = pdf.addPage(A4);
  const width = A4[0] - 2 * MARGIN;
  let y = A4[1] - MARGIN;
  const write = (text: string, font: PDFFont, size: number, gap = 4, grey = 0.1) => {
    for (const line of wrapLines(font, winAnsiSafe(font, text), size, width)) {
      if (y < MARGIN + size) return; // one page: the details are short
      page.drawText(line, { x: MARGIN, y, size, font, color: rgb(grey, grey, grey) });
      y -= size + gap;
    }
  };
  page.drawRectangle({ x: 0, y: A4[1] - 28, width: A4[0], height: 28, color: rgb(0.16, 0.3, 0.55) });
  page.drawText("OmniPlatform - demo document", {
    x: MARGIN,
    y: A4[1] - 19,
    size: 10,
    font: bold,
    color: rgb(1, 1, 1),
  });
  y -= 12;
  write(content.title, bold, 20, 12);
  write(`Kind: ${content.kind}`, regular, 12);
  write(`Name: ${content.person}`, regular, 12, 12);
  for (const detail of content.details ?? []) write(detail, regular, 11);
  y -= 16;
  write(DEMO_NOTE, bold, 11, 4, 0.45);
  return Buffer.from(await pdf.save(SAVE));
}

export type DemoSignature = {
  name: string;
  email: string;
  party: "employee" | "employer";
  at: Date;
};

const sha256 = (bytes: Uint8Array) => crypto.createHash("sha256").update(bytes).digest("hex");

/** The contract with one signature page per signature, in order; each names the SHA-256 of what was signed. The
 *  metadata (title, fixed dates) stays the unsigned file's. */
export async function signedPdf(unsigned: Buffer, signatures: DemoSignature[]): Promise<Buffer> {
  let bytes = unsigned;
  for (const s of signatures) {
    const pdf = await PDFDocument.load(bytes, LOAD);
    const regular = await pdf.embedFont(StandardFonts.Helvetica);
    const bold = await pdf.embedFont(StandardFonts.HelveticaBold);
    const page = pdf.addPage(A4);
    const lines: [string, string][] = [
      ["Signed by", s.name],
      ["Signing as", s.party === "employee" ? "Employee" : "Employer (countersignature)"],
      ["E-mail", s.email],
      ["Signed at (UTC)", s.at.toISOString()],
      ["IP address", "203.0.113.10 (documentation range: demo data)"],
      ["SHA-256 of the document signed", sha256(bytes)],
    ];
    page.drawText(`Electronic signature: ${s.party}`, { x: MARGIN, y: 780, size: 16, font: bold });
    let y = 740;
    for (const [label, value] of lines) {
      page.drawText(label, { x: MARGIN, y, size: 10, font: bold, color: rgb(0.3, 0.3, 0.3) });
      page.drawText(winAnsiSafe(regular, value), {
        x: MARGIN,
        y: y - 14,
        size: label.startsWith("SHA") ? 8 : 12,
        font: regular,
      });
      y -= 40;
    }
    page.drawText(DEMO_NOTE, { x: MARGIN, y: y - 10, size: 9, font: regular });
    bytes = Buffer.from(await pdf.save(SAVE));
  }
  return bytes;
}
