import zlib from "node:zlib";
import { pdfTextRuns } from "./pdf-text";

// A content stream as pdf-lib writes it: "stream\n", the deflated bytes, "\nendstream".
function pdfWith(content: string): Uint8Array {
  const deflated = zlib.deflateSync(Buffer.from(content, "latin1"));
  return Buffer.concat([
    Buffer.from("1 0 obj\n<< /Filter /FlateDecode >>\nstream\n", "latin1"),
    deflated,
    Buffer.from("\nendstream\nendobj\n", "latin1"),
  ]);
}

describe("[PAYSLIPS] the test's PDF text extraction", () => {
  it("[PAYSLIPS] reads a compressed stream whose last byte is a carriage return", () => {
    // Find a drawn text whose deflated form ends in 0x0D, the case a "\r?\n" strip before "endstream" cut short.
    let content = "";
    for (let i = 0; ; i++) {
      content = `BT <${Buffer.from(`Net ${i}`, "latin1").toString("hex")}> Tj ET`;
      if (zlib.deflateSync(Buffer.from(content, "latin1")).at(-1) === 0x0d) break;
    }
    const shown = Buffer.from(content.match(/<([0-9a-f]+)>/)![1], "hex").toString("latin1");
    expect(pdfTextRuns(pdfWith(content))).toEqual([shown]);
  });

  it("[PAYSLIPS] reads hex and literal strings in drawing order", () => {
    expect(pdfTextRuns(pdfWith("BT <4869> Tj (a \\(b\\)) Tj ET"))).toEqual(["Hi", "a (b)"]);
  });
});
