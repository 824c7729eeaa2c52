/** @jest-environment node */
// [LETTERS] Pure parts of employment letters: the request and decision schemas the forms and routes share (months
// 3 or 12 for a salary certificate only, a decline needs a reason), the verification code (its alphabet, length,
// randomness), the seal (SHA-256 signed by an Ed25519 key: one changed byte no longer matches), the salary window,
// and the PDF's lines (only what the public page repeats, plus the code and where to check it).
import crypto from "node:crypto";
import { PDFDocument } from "pdf-lib";
import { signingKeyFromPem } from "@/lib/keys/platform-signing-key";
import { newLetterCode, verificationUrl } from "@/lib/letters/letter-code";
import { sealLetter, sha256Hex, signatureMatches } from "@/lib/letters/letter-signature";
import { letterLines, renderLetterPdf, type LetterFacts } from "@/lib/letters/render-letter";
import { monthsEndingWith } from "@/lib/letters/salary-months";
import {
  LETTER_CODE_ALPHABET,
  LETTER_CODE_LENGTH,
  ZLetterCheck,
  ZLetterCode,
  ZLetterDecision,
  ZLetterRequest,
} from "@/lib/letters/schema";
import { pdfTextRuns } from "../payslips/pdf-text";

const fieldErrors = (result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  Object.fromEntries((result.error?.issues ?? []).map((i) => [i.path.join("."), i.message]));

const testKey = () =>
  signingKeyFromPem(
    crypto.generateKeyPairSync("ed25519").privateKey.export({ type: "pkcs8", format: "pem" }).toString(),
  );

describe("[LETTERS] request and decision schemas", () => {
  it("needs 3 or 12 months for a salary certificate and refuses months on a confirmation", () => {
    expect(ZLetterRequest.parse({ kind: "SALARY_CERTIFICATE", months: 12, purpose: " Visa " })).toEqual({
      kind: "SALARY_CERTIFICATE",
      months: 12,
      purpose: "Visa",
    });
    expect(ZLetterRequest.parse({ kind: "EMPLOYMENT_CONFIRMATION" })).toMatchObject({ purpose: "" });
    expect(fieldErrors(ZLetterRequest.safeParse({ kind: "SALARY_CERTIFICATE" }))).toEqual({
      months: "Please choose 3 or 12 months",
    });
    expect(fieldErrors(ZLetterRequest.safeParse({ kind: "SALARY_CERTIFICATE", months: 6 }))).toEqual({
      months: "Please choose 3 or 12 months",
    });
    expect(fieldErrors(ZLetterRequest.safeParse({ kind: "EMPLOYMENT_CONFIRMATION", months: 3 }))).toEqual({
      months: "Months apply to a salary certificate only",
    });
    expect(Object.keys(fieldErrors(ZLetterRequest.safeParse({ kind: "REFERENCE" })))).toEqual(["kind"]);
    expect(
      Object.keys(fieldErrors(ZLetterRequest.safeParse({ kind: "EMPLOYMENT_CONFIRMATION", purpose: "x".repeat(501) }))),
    ).toEqual(["purpose"]);
  });

  it("a decline names the missing reason; an approval needs none", () => {
    expect(fieldErrors(ZLetterDecision.safeParse({ decision: "DECLINED", reason: "  ", version: 1 }))).toEqual({
      reason: "Please give a reason",
    });
    expect(ZLetterDecision.parse({ decision: "APPROVED", version: 1 })).toEqual({
      decision: "APPROVED",
      reason: "",
      version: 1,
    });
    expect(Object.keys(fieldErrors(ZLetterDecision.safeParse({ decision: "APPROVED" })))).toEqual(["version"]);
  });
});

describe("[LETTERS] verification code and seal", () => {
  it("makes codes of the unambiguous alphabet, all different", () => {
    const codes = Array.from({ length: 500 }, () => newLetterCode());
    for (const code of codes) {
      expect(code).toHaveLength(LETTER_CODE_LENGTH);
      expect([...code].every((c) => LETTER_CODE_ALPHABET.includes(c))).toBe(true);
      expect(ZLetterCode.parse(code.toLowerCase())).toBe(code);
    }
    expect(new Set(codes).size).toBe(codes.length);
    expect(LETTER_CODE_ALPHABET).not.toMatch(/[01ILO]/);
    expect(ZLetterCode.safeParse("ABCDEFGHI0").success).toBe(false);
    expect(verificationUrl("ABCDEFGHJK", "https://omni.example/")).toBe(
      "https://omni.example/verify-letter/ABCDEFGHJK",
    );
  });

  it("signs the SHA-256 of the exact bytes: the same bytes verify, one changed byte does not", () => {
    const key = testKey();
    const bytes = crypto.randomBytes(2048);
    const { sha256, signature } = sealLetter(bytes, key);
    expect(sha256).toBe(crypto.createHash("sha256").update(bytes).digest("hex"));
    expect(signatureMatches(sha256, signature, key.publicKey)).toBe(true);
    const changed = Buffer.from(bytes);
    changed[100] ^= 0x01;
    expect(signatureMatches(sha256Hex(changed), signature, key.publicKey)).toBe(false);
    expect(signatureMatches(sha256, signature, testKey().publicKey)).toBe(false);
    expect(signatureMatches("not-a-hash", signature, key.publicKey)).toBe(false);
    expect(signatureMatches(sha256, "%%%", key.publicKey)).toBe(false);
  });

  it("the public check's question: a code and a 64-digit hash", () => {
    expect(ZLetterCheck.parse({ code: "abcdefghjk", sha256: "A".repeat(64) })).toEqual({
      code: "ABCDEFGHJK",
      sha256: "a".repeat(64),
    });
    expect(ZLetterCheck.safeParse({ code: "ABCDEFGHJK", sha256: "abc" }).success).toBe(false);
  });
});

const FACTS: LetterFacts = {
  kind: "SALARY_CERTIFICATE",
  months: 3,
  code: "ABCDEFGHJK",
  issuedOn: "2026-12-02",
  employer: "EuroEmploy Deutschland GmbH",
  companyName: "Acme",
  employeeName: "Emma Employee",
  startDate: "2024-03-01",
  jobTitle: "Senior Software Engineer",
  purpose: "Flat rental",
  verifyUrl: "https://omni.example/verify-letter/ABCDEFGHJK",
  salary: [
    { period: "202608", currency: null, gross: null, net: null },
    { period: "202609", currency: "EUR", gross: "6500.0000", net: "4100.5000" },
    { period: "202610", currency: "EUR", gross: "6600.0000", net: "4150.0000" },
  ],
};

describe("[LETTERS] the letter's content", () => {
  it("the salary window ends with the newest payslip's month, across a year", () => {
    expect(monthsEndingWith("202602", 3)).toEqual(["202512", "202601", "202602"]);
    expect(monthsEndingWith("202612", 12)[0]).toBe("202601");
  });

  it("states employer, company, employee, start, title, the months' pay and the code", () => {
    const lines = letterLines(FACTS);
    expect(lines[0]).toEqual({ kind: "title", left: "Salary certificate (3 months)" });
    expect(lines).toEqual(
      expect.arrayContaining([
        { kind: "field", left: "Employer", right: "EuroEmploy Deutschland GmbH" },
        { kind: "field", left: "Employed since", right: "2024-03-01" },
        { kind: "row", left: "August 2026", right: "No payslip" },
        { kind: "row", left: "September 2026", right: "EUR 6,500.00 / EUR 4,100.50" },
      ]),
    );
    expect(lines.at(-1)?.left).toContain("ABCDEFGHJK");
    const confirmation = letterLines({ ...FACTS, kind: "EMPLOYMENT_CONFIRMATION", months: null, salary: [] });
    expect(confirmation.some((l) => l.kind === "row")).toBe(false);
  });

  it("renders a PDF that loads, with the lines drawn and the QR code embedded", async () => {
    const bytes = await renderLetterPdf(FACTS);
    const pdf = await PDFDocument.load(bytes);
    expect(pdf.getPageCount()).toBe(1);
    expect(pdf.getSubject()).toBe("Verification code ABCDEFGHJK");
    const text = pdfTextRuns(bytes).join("\n");
    expect(text).toContain("Emma Employee");
    expect(text).toContain("EUR 6,600.00 / EUR 4,150.00");
    expect(Buffer.from(bytes).toString("latin1")).toContain("/Image");
  });
});
