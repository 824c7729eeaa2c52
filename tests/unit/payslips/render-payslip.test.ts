/** @jest-environment node */
// [PAYSLIPS] The payslip PDF and its figures, pure: amounts read as stored (decimal text, the currency's decimals or
// more, never a float), the concept groups, the version notices, the file name, and a PDF that loads with the same
// figures drawn on its page and written into its metadata.
import { PDFDocument } from "pdf-lib";
import { payslipAmount, payslipTitle, versionNote } from "@/lib/payslips/format";
import { payslipDocumentRows, renderPayslipPdf } from "@/lib/payslips/render-payslip";
import { payslipFileName, ZPayslipListQuery, ZPayslipParams } from "@/lib/payslips/schema";
import type { PayslipDocument } from "@/lib/payslips/payslip-sections";
import { pdfTextRuns } from "./pdf-text";

function sampleDocument(overrides: Partial<PayslipDocument["payslip"]> = {}, lines = 3): PayslipDocument {
  const earnings = Array.from({ length: lines }, (_, i) => ({
    concept: i === 0 ? "Base Salary" : `Allowance ${i}`,
    category: i === 0 ? "Salary" : "Allowance",
    value: i === 0 ? "6500.0000" : "100.1250",
  }));
  return {
    payslip: {
      payReportId: "gtn-x",
      employeeId: "emp-1",
      period: "202609",
      cycle: "CYCLE_1",
      country: "DE",
      legalEntityName: "EuroEmploy Deutschland GmbH",
      providerName: "EuroEmploy",
      currency: "EUR",
      gross: "6700.2500",
      net: "4123.4567",
      version: 1,
      replacesVersion: null,
      replacedByVersion: null,
      pdfUrl: "/api/employees/emp-1/payslips/gtn-x/pdf",
      ...overrides,
    },
    employee: { id: "emp-1", name: "Jürgen Müller" },
    companyName: "Acme Corp",
    sections: [
      { key: "earnings", title: "Earnings", lines: earnings, total: "6700.2500" },
      {
        key: "deductions",
        title: "Deductions",
        lines: [{ concept: "Income Tax", category: null, value: "2576.7933" }],
        total: "2576.7933",
      },
      {
        key: "employerContributions",
        title: "Employer contributions (paid by the employer, not deducted)",
        lines: [{ concept: "Social Security ER", category: "Social costs", value: "871.03" }],
        total: "871.0300",
      },
    ],
    yearToDate: { year: 2026, currency: "EUR", gross: "60302.2500", net: "37111.1103" },
  };
}

describe("[PAYSLIPS] amounts and labels", () => {
  it("shows the stored decimal with the currency's decimals, or all of the stored ones, negatives in brackets", () => {
    expect(payslipAmount("3000.0000", "EUR")).toBe("EUR 3,000.00");
    expect(payslipAmount("900.1234", "EUR")).toBe("EUR 900.1234");
    expect(payslipAmount("1000.0000", "JPY")).toBe("JPY 1,000");
    expect(payslipAmount("12.3450", "KWD")).toBe("KWD 12.345");
    expect(payslipAmount("-50.5000", "GBP")).toBe("GBP (50.50)");
    // No float on the way: a value a double cannot hold exactly stays exact.
    expect(payslipAmount("12345678901234.1234", "EUR")).toBe("EUR 12,345,678,901,234.1234");
  });

  it("names the month, the cycle and the version", () => {
    expect(payslipTitle("202609", "CYCLE_1")).toBe("September 2026");
    expect(payslipTitle("202610", "OFF_CYCLE")).toBe("October 2026, Off-cycle");
    expect(versionNote({ version: 1, replacesVersion: null, replacedByVersion: null })).toBe("");
    expect(versionNote({ version: 1, replacesVersion: null, replacedByVersion: 2 })).toBe(
      "Version 1: replaced by version 2",
    );
    expect(versionNote({ version: 2, replacesVersion: 1, replacedByVersion: null })).toBe(
      "Version 2. Corrected: replaces the payslip of version 1",
    );
  });

  it("names the file payslip-<yyyy-MM>-<employee>.pdf, a corrected version with its number", () => {
    expect(payslipFileName("202609", "emp-emma")).toBe("payslip-2026-09-emp-emma.pdf");
    expect(payslipFileName("202609", "emp-emma", 2)).toBe("payslip-2026-09-emp-emma-v2.pdf");
    expect(payslipFileName("202609", 'a"b/c')).toBe("payslip-2026-09-a-b-c.pdf");
  });

  it("refuses a bad page size or cursor naming the field, and blank ids", () => {
    const size = ZPayslipListQuery.safeParse({ pageSize: "0" });
    expect(size.success).toBe(false);
    expect(size.error?.issues[0].path).toEqual(["pageSize"]);
    const cursor = ZPayslipListQuery.safeParse({ cursor: "x".repeat(401) });
    expect(cursor.error?.issues[0].path).toEqual(["cursor"]);
    expect(ZPayslipListQuery.parse({})).toEqual({ pageSize: 24 });
    const ids = ZPayslipParams.safeParse({ employeeId: " ", payReportId: "" });
    expect(ids.error?.issues.map((i) => i.path[0]).sort()).toEqual(["employeeId", "payReportId"]);
  });
});

describe("[PAYSLIPS] the PDF", () => {
  it("lists employer, company, employee, period, each group's lines, gross, net and the year to date", () => {
    const rows = payslipDocumentRows(sampleDocument());
    const text = rows.map((r) => [r.left, r.middle, r.right].filter(Boolean).join(" | "));
    expect(text).toEqual(
      expect.arrayContaining([
        "Employer | EuroEmploy Deutschland GmbH (EuroEmploy)",
        "Client company | Acme Corp",
        "Employee | Jürgen Müller (ID emp-1)",
        "Period | September 2026, Cycle 1",
        "Base Salary | Salary | EUR 6,500.00",
        "Allowance 1 | Allowance | EUR 100.125",
        "Income Tax | EUR 2,576.7933",
        "Social Security ER | Social costs | EUR 871.03",
        "Gross pay | EUR 6,700.25",
        "Net pay | EUR 4,123.4567",
        "Year to date 2026 (to September 2026)",
      ]),
    );
    const headings = rows.filter((r) => r.kind === "heading").map((r) => r.left);
    expect(headings.slice(0, 3)).toEqual([
      "Earnings",
      "Deductions",
      "Employer contributions (paid by the employer, not deducted)",
    ]);
    expect(text.some((t) => t.startsWith("Corrected") || t.startsWith("Replaced"))).toBe(false);
  });

  it("says a corrected version replaces the earlier one, and an earlier one what replaced it", () => {
    const corrected = payslipDocumentRows(sampleDocument({ version: 2, replacesVersion: 1 }));
    expect(corrected.filter((r) => r.kind === "notice").map((r) => r.left)).toEqual([
      "Corrected: replaces the payslip of version 1.",
    ]);
    const replaced = payslipDocumentRows(sampleDocument({ replacedByVersion: 2 }));
    expect(replaced.filter((r) => r.kind === "notice").map((r) => r.left)).toEqual([
      "Replaced by version 2: this earlier version is kept for your records.",
    ]);
  });

  it("renders a PDF that loads, with the rows drawn and the stored figures in its subject and keywords", async () => {
    const doc = sampleDocument({ version: 2, replacesVersion: 1 });
    const bytes = await renderPayslipPdf(doc);
    const pdf = await PDFDocument.load(bytes);
    expect(pdf.getPageCount()).toBe(1);
    expect(pdf.getSubject()).toBe("Gross EUR 6700.2500; Net EUR 4123.4567");
    expect(pdf.getKeywords()).toContain("gross:6700.2500");
    expect(pdf.getKeywords()).toContain("net:4123.4567");
    const runs = pdfTextRuns(bytes);
    expect(runs).toEqual(
      expect.arrayContaining([
        "Payslip",
        "EUR 6,700.25",
        "EUR 4,123.4567",
        "Corrected: replaces the payslip of version 1.",
        "Jürgen Müller (ID emp-1)",
        "EUR 60,302.25",
        "EUR 37,111.1103",
      ]),
    );
  });

  it("continues on further pages when the lines do not fit on one, drawing every line", async () => {
    const bytes = await renderPayslipPdf(sampleDocument({}, 80));
    const pdf = await PDFDocument.load(bytes);
    expect(pdf.getPageCount()).toBeGreaterThan(1);
    expect(pdfTextRuns(bytes).filter((t) => t.startsWith("Allowance "))).toHaveLength(79);
  });
});
