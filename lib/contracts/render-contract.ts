// Renders one contract content into a real DOCX (npm docx) and a PDF of the same content (pdf-lib). Pure
// (no database, no storage): the generation job stores what this returns.
import { Document as DocxDocument, HeadingLevel, Packer, Paragraph, TextRun } from "docx";
import { PDFDocument, StandardFonts, rgb, type PDFFont } from "pdf-lib";
import { A4, PAGE_MARGIN as MARGIN, winAnsiSafe, wrapLines } from "@/lib/pdf/page";

export type ContractContent = {
  title: string;
  parties: string[];
  clauses: { heading: string; text: string }[];
  footer: string;
};

export async function renderDocx(content: ContractContent): Promise<Buffer> {
  const children: Paragraph[] = [
    new Paragraph({ text: content.title, heading: HeadingLevel.TITLE }),
    ...content.parties.map((p) => new Paragraph({ children: [new TextRun(p)] })),
  ];
  content.clauses.forEach((clause, i) => {
    children.push(new Paragraph({ text: `${i + 1}. ${clause.heading}`, heading: HeadingLevel.HEADING_2 }));
    children.push(new Paragraph({ children: [new TextRun(clause.text)] }));
  });
  children.push(new Paragraph({ children: [new TextRun({ text: content.footer, italics: true })] }));
  return Packer.toBuffer(new DocxDocument({ sections: [{ children }] }));
}

export async function renderPdf(content: ContractContent): Promise<Buffer> {
  const pdf = await PDFDocument.create();
  pdf.setTitle(content.title);
  pdf.setProducer("OmniPlatform contracts");
  pdf.setCreationDate(new Date(0)); // same content -> same bytes (the hash names the content)
  pdf.setModificationDate(new Date(0));
  const regular = await pdf.embedFont(StandardFonts.Helvetica);
  const bold = await pdf.embedFont(StandardFonts.HelveticaBold);
  let page = pdf.addPage(A4);
  let y = A4[1] - MARGIN;
  const width = A4[0] - 2 * MARGIN;
  const write = (text: string, font: PDFFont, size: number, gap = 4) => {
    for (const line of wrapLines(font, winAnsiSafe(font, text), size, width)) {
      if (y < MARGIN + size) {
        page = pdf.addPage(A4);
        y = A4[1] - MARGIN;
      }
      page.drawText(line, { x: MARGIN, y, size, font, color: rgb(0.1, 0.1, 0.1) });
      y -= size + gap;
    }
  };
  write(content.title, bold, 18, 10);
  for (const party of content.parties) write(party, regular, 11);
  y -= 8;
  content.clauses.forEach((clause, i) => {
    write(`${i + 1}. ${clause.heading}`, bold, 12, 6);
    write(clause.text, regular, 11);
    y -= 6;
  });
  write(content.footer, regular, 9);
  return Buffer.from(await pdf.save());
}
