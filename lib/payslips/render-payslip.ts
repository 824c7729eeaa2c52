// A payslip as a PDF (pdf-lib, the product's plain A4 style of lib/pdf/page.ts). Pure: the
// document's rows are built first (payslipDocumentRows, what tests read), then drawn. The gross, net and currency also go
// into the PDF's subject and keywords, so a reader (or a test) finds the figures without parsing the page.
import { PDFDocument, StandardFonts, type PDFFont } from "pdf-lib";
import { A4, GREY, INK, PAGE_MARGIN as MARGIN, winAnsiSafe, wrapLines } from "@/lib/pdf/page";
import { periodLabel } from "@/lib/payroll/company-reports/schema";
import { CYCLE_LABELS } from "@/lib/payroll/schema";
import { payslipAmount, payslipTitle } from "@/lib/payslips/format";
import type { PayslipDocument } from "@/lib/payslips/payslip-sections";

export type PdfRow = {
  kind: "title" | "subtitle" | "field" | "notice" | "heading" | "line" | "total" | "summary" | "footer";
  left: string;
  middle?: string;
  right?: string;
};

export function payslipDocumentRows(doc: PayslipDocument): PdfRow[] {
  const p = doc.payslip;
  const money = (value: string) => payslipAmount(value, p.currency);
  const employer = p.legalEntityName ?? p.providerName ?? "Not recorded";
  const rows: PdfRow[] = [
    { kind: "title", left: "Payslip" },
    { kind: "subtitle", left: payslipTitle(p.period, p.cycle) },
    {
      kind: "field",
      left: "Employer",
      right: p.providerName && p.legalEntityName ? `${employer} (${p.providerName})` : employer,
    },
    { kind: "field", left: "Client company", right: doc.companyName },
    { kind: "field", left: "Employee", right: `${doc.employee.name} (ID ${doc.employee.id})` },
    { kind: "field", left: "Period", right: `${periodLabel(p.period)}, ${CYCLE_LABELS[p.cycle] ?? p.cycle}` },
    { kind: "field", left: "Currency", right: p.currency },
    { kind: "field", left: "Version", right: String(p.version) },
  ];
  if (p.replacesVersion !== null)
    rows.push({ kind: "notice", left: `Corrected: replaces the payslip of version ${p.replacesVersion}.` });
  if (p.replacedByVersion !== null)
    rows.push({
      kind: "notice",
      left: `Replaced by version ${p.replacedByVersion}: this earlier version is kept for your records.`,
    });
  for (const section of doc.sections) {
    rows.push({ kind: "heading", left: section.title });
    if (section.lines.length === 0) rows.push({ kind: "line", left: "None" });
    for (const line of section.lines)
      rows.push({ kind: "line", left: line.concept, middle: line.category ?? "", right: money(line.value) });
    rows.push({
      kind: "total",
      left: `Total ${section.title.split(" (")[0].toLowerCase()}`,
      right: money(section.total),
    });
  }
  rows.push(
    { kind: "summary", left: "Gross pay", right: money(p.gross) },
    { kind: "summary", left: "Net pay", right: money(p.net) },
    { kind: "heading", left: `Year to date ${doc.yearToDate.year} (to ${periodLabel(p.period)})` },
    { kind: "line", left: "Gross pay", right: payslipAmount(doc.yearToDate.gross, doc.yearToDate.currency) },
    { kind: "line", left: "Net pay", right: payslipAmount(doc.yearToDate.net, doc.yearToDate.currency) },
    {
      kind: "footer",
      left: `Built from version ${p.version} of the published pay report ${p.payReportId}. Amounts as the payroll provider's register states them.`,
    },
  );
  return rows;
}

const STYLE: Record<PdfRow["kind"], { size: number; bold: boolean; before: number; after: number }> = {
  title: { size: 20, bold: true, before: 0, after: 8 },
  subtitle: { size: 13, bold: false, before: 0, after: 14 },
  field: { size: 10, bold: false, before: 0, after: 5 },
  notice: { size: 10, bold: true, before: 6, after: 4 },
  heading: { size: 12, bold: true, before: 14, after: 6 },
  line: { size: 10, bold: false, before: 0, after: 4 },
  total: { size: 10, bold: true, before: 2, after: 4 },
  summary: { size: 12, bold: true, before: 8, after: 2 },
  footer: { size: 8, bold: false, before: 18, after: 0 },
};

/** Where a row's parts go: a field's value after its label, a line's category in a middle column, amounts right. */
const LABEL_WIDTH = 120;
const CATEGORY_WIDTH = 130;
/** Room kept for an amount beside a category column, so the categories line up. */
const AMOUNT_WIDTH = 120;

export async function renderPayslipPdf(doc: PayslipDocument): Promise<Uint8Array> {
  const p = doc.payslip;
  const pdf = await PDFDocument.create();
  pdf.setTitle(`Payslip ${payslipTitle(p.period, p.cycle)} - ${doc.employee.name}`);
  pdf.setSubject(`Gross ${p.currency} ${p.gross}; Net ${p.currency} ${p.net}`);
  pdf.setKeywords([
    "payslip",
    `period:${p.period}`,
    `cycle:${p.cycle}`,
    `version:${p.version}`,
    `currency:${p.currency}`,
    `gross:${p.gross}`,
    `net:${p.net}`,
  ]);
  pdf.setProducer("OmniPlatform payslips");
  const regular = await pdf.embedFont(StandardFonts.Helvetica);
  const bold = await pdf.embedFont(StandardFonts.HelveticaBold);
  const width = A4[0] - 2 * MARGIN;
  let page = pdf.addPage(A4);
  let y = A4[1] - MARGIN;
  const draw = (value: string, x: number, size: number, font: PDFFont, color = INK) =>
    page.drawText(value, { x, y, size, font, color });
  for (const row of payslipDocumentRows(doc)) {
    const style = STYLE[row.kind];
    const font = style.bold ? bold : regular;
    const safe = (value: string) => winAnsiSafe(font, value);
    const isField = row.kind === "field";
    const amount = !isField && row.right ? safe(row.right) : "";
    const amountWidth = amount ? font.widthOfTextAtSize(amount, style.size) : 0;
    const middle = row.middle
      ? wrapLines(regular, winAnsiSafe(regular, row.middle), style.size - 1, CATEGORY_WIDTH - 10)[0]
      : "";
    // A field's value wraps beside its label; any other row's text wraps in what its amount (and category) leave.
    const text = isField ? safe(row.right ?? "") : safe(row.left);
    const textWidth = isField
      ? width - LABEL_WIDTH
      : width - 12 - (row.middle ? AMOUNT_WIDTH + CATEGORY_WIDTH : amountWidth);
    const lines = wrapLines(font, text, style.size, Math.max(60, textWidth));
    y -= style.before;
    if (y < MARGIN + (style.size + 2) * lines.length) {
      page = pdf.addPage(A4);
      y = A4[1] - MARGIN;
    }
    lines.forEach((line, i) => {
      if (i === 0 && isField) draw(safe(row.left), MARGIN, style.size, bold, GREY);
      draw(line, isField ? MARGIN + LABEL_WIDTH : MARGIN, style.size, font, row.kind === "footer" ? GREY : INK);
      if (i === 0 && middle)
        draw(middle, MARGIN + width - AMOUNT_WIDTH - CATEGORY_WIDTH, style.size - 1, regular, GREY);
      if (i === 0 && amount) draw(amount, MARGIN + width - amountWidth, style.size, font);
      y -= style.size + (i === lines.length - 1 ? style.after : 2);
    });
  }
  return pdf.save();
}
