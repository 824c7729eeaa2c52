// The built-in signer: appends a signature page (name, party, time, IP, SHA-256 of the document signed) to a
// copy of the PDF. The input bytes are never changed; the caller stores the result as a new file.
import { PDFDocument, StandardFonts, rgb } from "pdf-lib";
import type { SigningAdapter, SigningRequest } from "@/lib/contracts/signing/adapter";
import { A4, winAnsiSafe } from "@/lib/pdf/page";

export async function stampSignaturePage(request: SigningRequest): Promise<Buffer> {
  const pdf = await PDFDocument.load(request.pdf);
  const font = await pdf.embedFont(StandardFonts.Helvetica);
  const bold = await pdf.embedFont(StandardFonts.HelveticaBold);
  const page = pdf.addPage(A4);
  const s = request.signer;
  const lines: [string, string][] = [
    ["Signed by", s.name],
    ["Signing as", s.party === "employee" ? "Employee" : "Employer (countersignature)"],
    ["E-mail", s.email],
    ["Signed at (UTC)", s.at.toISOString()],
    ["IP address", s.ip],
    ["SHA-256 of the document signed", request.documentHash],
  ];
  page.drawText(`Electronic signature: ${s.party === "employee" ? "employee" : "employer"}`, {
    x: 56,
    y: 780,
    size: 16,
    font: bold,
  });
  let y = 740;
  for (const [label, value] of lines) {
    page.drawText(label, { x: 56, y, size: 10, font: bold, color: rgb(0.3, 0.3, 0.3) });
    page.drawText(winAnsiSafe(font, value), { x: 56, y: y - 14, size: label.startsWith("SHA") ? 8 : 12, font });
    y -= 40;
  }
  page.drawText("The signer reviewed the document above, typed their name and consented to sign electronically.", {
    x: 56,
    y: y - 10,
    size: 9,
    font,
  });
  return Buffer.from(await pdf.save());
}

export const builtinSigner: SigningAdapter = {
  name: "builtin",
  isConfigured: () => true,
  async sign(request) {
    return { kind: "signed", signedPdf: await stampSignaturePage(request) };
  },
};
