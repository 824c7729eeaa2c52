// An employment letter as a PDF (pdf-lib, the plain A4 style of the payslips). Pure: the letter's lines are built
// first (letterLines, what tests read), then drawn with the QR code that leads to the public verification page.
// Only what is printed here is ever shown by that page.
import { PDFDocument, StandardFonts, type PDFFont } from "pdf-lib";
import QRCode from "qrcode";
import { A4, GREY, INK, PAGE_MARGIN as MARGIN, winAnsiSafe, wrapLines } from "@/lib/pdf/page";
import { periodLabel } from "@/lib/payroll/company-reports/schema";
import { payslipAmount } from "@/lib/payslips/format";
import { letterTitle, type LetterKindValue } from "@/lib/letters/schema";

export type LetterFacts = {
  kind: LetterKindValue;
  months: number | null;
  code: string;
  issuedOn: string;
  employer: string;
  companyName: string;
  employeeName: string;
  startDate: string | null;
  jobTitle: string | null;
  purpose: string | null;
  verifyUrl: string;
  /** A salary certificate's months, oldest first (yyyyMM); a month without a payslip has no amounts. */
  salary: { period: string; currency: string | null; gross: string | null; net: string | null }[];
};

export type LetterLine = {
  kind: "title" | "text" | "field" | "heading" | "row" | "footer";
  left: string;
  right?: string;
};

export function letterLines(f: LetterFacts): LetterLine[] {
  const lines: LetterLine[] = [
    { kind: "title", left: letterTitle(f.kind, f.months) },
    { kind: "field", left: "Employer", right: f.employer },
    { kind: "field", left: "Client company", right: f.companyName },
    { kind: "field", left: "Employee", right: f.employeeName },
    { kind: "field", left: "Job title", right: f.jobTitle ?? "Not recorded" },
    { kind: "field", left: "Employed since", right: f.startDate ?? "Not recorded" },
    { kind: "field", left: "Issued on", right: f.issuedOn },
    {
      kind: "text",
      left:
        `${f.employer} confirms that ${f.employeeName} is employed by it` +
        (f.startDate ? ` since ${f.startDate}` : "") +
        (f.jobTitle ? ` as ${f.jobTitle}` : "") +
        `, working for ${f.companyName}.`,
    },
  ];
  if (f.purpose) lines.push({ kind: "text", left: `Issued at the employee's request for: ${f.purpose}` });
  if (f.kind === "SALARY_CERTIFICATE") {
    lines.push({ kind: "heading", left: `Pay over the last ${f.salary.length} months (gross / net)` });
    for (const m of f.salary)
      lines.push({
        kind: "row",
        left: periodLabel(m.period),
        right:
          m.currency && m.gross && m.net
            ? `${payslipAmount(m.gross, m.currency)} / ${payslipAmount(m.net, m.currency)}`
            : "No payslip",
      });
  }
  lines.push({
    kind: "footer",
    left: `Verification code ${f.code}. Check this letter at ${f.verifyUrl} or scan the QR code. The letter is signed electronically; an altered copy does not verify.`,
  });
  return lines;
}

const STYLE: Record<LetterLine["kind"], { size: number; bold: boolean; before: number; after: number }> = {
  title: { size: 20, bold: true, before: 0, after: 16 },
  field: { size: 10, bold: false, before: 0, after: 5 },
  text: { size: 11, bold: false, before: 10, after: 4 },
  heading: { size: 12, bold: true, before: 14, after: 6 },
  row: { size: 10, bold: false, before: 0, after: 4 },
  footer: { size: 8, bold: false, before: 18, after: 0 },
};
const LABEL_WIDTH = 120;
const QR_SIZE = 96;

export async function renderLetterPdf(f: LetterFacts): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  pdf.setTitle(`${letterTitle(f.kind, f.months)} - ${f.employeeName}`);
  pdf.setSubject(`Verification code ${f.code}`);
  pdf.setKeywords(["employment letter", `code:${f.code}`, `kind:${f.kind}`]);
  pdf.setProducer("OmniPlatform letters");
  const regular = await pdf.embedFont(StandardFonts.Helvetica);
  const bold = await pdf.embedFont(StandardFonts.HelveticaBold);
  const qr = await pdf.embedPng(await QRCode.toBuffer(f.verifyUrl, { type: "png", margin: 1, width: 240 }));
  const width = A4[0] - 2 * MARGIN;
  let page = pdf.addPage(A4);
  page.drawImage(qr, { x: A4[0] - MARGIN - QR_SIZE, y: A4[1] - MARGIN - QR_SIZE, width: QR_SIZE, height: QR_SIZE });
  let y = A4[1] - MARGIN - 14;
  const draw = (text: string, x: number, size: number, font: PDFFont, color = INK) =>
    page.drawText(text, { x, y, size, font, color });
  for (const line of letterLines(f)) {
    const style = STYLE[line.kind];
    const font = style.bold ? bold : regular;
    const isPair = line.kind === "field" || line.kind === "row";
    const room = line.kind === "title" || y > A4[1] - MARGIN - QR_SIZE ? width - QR_SIZE - 12 : width;
    const text = winAnsiSafe(font, isPair ? (line.right ?? "") : line.left);
    const wrapped = wrapLines(font, text, style.size, Math.max(60, isPair ? room - LABEL_WIDTH : room));
    y -= style.before;
    if (y < MARGIN + (style.size + 2) * wrapped.length) {
      page = pdf.addPage(A4);
      y = A4[1] - MARGIN;
    }
    wrapped.forEach((part, i) => {
      if (i === 0 && isPair) draw(winAnsiSafe(bold, line.left), MARGIN, style.size, bold, GREY);
      draw(part, isPair ? MARGIN + LABEL_WIDTH : MARGIN, style.size, font, line.kind === "footer" ? GREY : INK);
      y -= style.size + (i === wrapped.length - 1 ? style.after : 2);
    });
  }
  return pdf.save();
}
