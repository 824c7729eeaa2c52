/** @jest-environment node */
// The payroll report CSV builder: header and column order (spec 2 section 9), period labels and validation,
// file names, the SQL's scope filters, and the CRLF/BOM stage on a stream split inside a multi-byte character.
import { Readable } from "node:stream";
import { parse } from "csv-parse/sync";
import {
  CSV_HEADER,
  periodLabel,
  payrollReportFileName,
  payrollReportPath,
  ZPayrollReportParams,
} from "@/lib/payroll/company-reports/schema";
import { reportRowsFrom, reportRowsSelect } from "@/lib/payroll/company-reports/report-rows-sql";
import { crlfTransform } from "@/lib/payroll/company-reports/stream-payroll-report-csv";

describe("[PAYROLL-REPORTS] CSV builder", () => {
  it("header: who and where, then the categories in spec order, total pay last", () => {
    expect(CSV_HEADER).toEqual([
      "Employee name",
      "Employee ID",
      "Country",
      "Payroll cycle",
      "Currency",
      "Salary",
      "Allowance",
      "Variable pay",
      "Expenses",
      "Pension contribution",
      "Benefit contribution",
      "Social costs",
      "Total pay",
    ]);
    const sql = reportRowsSelect({ companyId: "c1", directReportsOf: null }, "202311");
    const positions = CSV_HEADER.map((h) => sql.indexOf(`AS "${h}"`));
    expect(positions.every((p) => p > 0)).toBe(true);
    expect([...positions].sort((a, b) => a - b)).toEqual(positions);
    expect(sql).toMatch(/t\.salary \+ t\.expenses \+ t\.allowance \+ t\."variablePay" \+ t\."erContribution"/);
  });

  it("filters: published only (the latest published version: PUBLISHED or REOPENED, never SUPERSEDED), the company, the period; direct reports only when scoped; literals escaped", () => {
    const all = reportRowsFrom({ companyId: "c'1", directReportsOf: null }, "202311");
    expect(all).toContain(`f."processingStatus" IN ('PUBLISHED', 'REOPENED')`);
    expect(all).not.toContain("SUPERSEDED");
    expect(all).toContain(`e."companyId" = 'c''1'`);
    expect(all).toContain(`f."payrollPeriod" = '202311'`);
    expect(all).not.toContain("UserAssociation");
    const mine = reportRowsFrom({ companyId: "c1", directReportsOf: "u1" });
    expect(mine).toContain(`FROM "UserAssociation" WHERE "userId" = 'u1'`);
    expect(mine).not.toContain("payrollPeriod");
  });

  it("periods: yyyyMM only; labels like 'November 2023'", () => {
    expect(periodLabel("202311")).toBe("November 2023");
    expect(periodLabel("202401")).toBe("January 2024");
    for (const bad of ["2023-11", "202313", "202300", "20231", "2023111"])
      expect(ZPayrollReportParams.safeParse({ companyId: "c", payrollPeriod: bad }).success).toBe(false);
    expect(ZPayrollReportParams.parse({ companyId: "c", payrollPeriod: "202312" }).payrollPeriod).toBe("202312");
  });

  it("file name and path: ASCII, company and period", () => {
    expect(payrollReportFileName("Société Générale, S.A.", "202311")).toBe(
      "payroll-report_Societe-Generale-S-A_202311.csv",
    );
    expect(payrollReportFileName("株式会社", "202311")).toBe("payroll-report_company_202311.csv");
    // Issue 27: version 1 keeps the spec's name; a corrected report names its version.
    expect(payrollReportFileName("Acme Corp", "202311", 1)).toBe("payroll-report_Acme-Corp_202311.csv");
    expect(payrollReportFileName("Acme Corp", "202311", 2)).toBe("payroll-report_Acme-Corp_202311_v2.csv");
    expect(payrollReportPath("a/b", "202311")).toBe("/api/payroll-reports/companies/a%2Fb/gross-to-net/202311");
  });

  it("CRLF stage: BOM once, every LF as CRLF, multi-byte characters split across chunks survive", async () => {
    const text = 'Employee name,Total pay\n"Zoë ""Z"", Jr.",1.00\nJürgen,2.00\n';
    const bytes = Buffer.from(text);
    const split = bytes.indexOf(Buffer.from("ë")) + 1; // inside the two-byte ë
    const chunks: Buffer[] = [];
    for await (const chunk of Readable.from([bytes.subarray(0, split), bytes.subarray(split)]).pipe(
      crlfTransform(Buffer.from([0xef, 0xbb, 0xbf])),
    ))
      chunks.push(chunk as Buffer);
    const out = Buffer.concat(chunks);
    expect([...out.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(out.subarray(3).toString()).toBe(text.replace(/\n/g, "\r\n"));
    expect(parse(out, { bom: true })).toEqual([
      ["Employee name", "Total pay"],
      ['Zoë "Z", Jr.', "1.00"],
      ["Jürgen", "2.00"],
    ]);
  });
});
