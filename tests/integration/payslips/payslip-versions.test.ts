/** @jest-environment node */
// [PAYSLIPS] Versions, paging and sums on an employee of their own (pay reports in 2040-2041, as the payroll
// pipeline leaves them published): a corrected version replaces the earlier one, which stays listed and readable;
// a reopened report's published version is current until its correction is published; keyset pages return each
// payslip once; the pay history and the PDF's year to date are the exact sums of the current payslips; an employee
// who also manages their company without payroll rights reads only their own.
import type { ApplicationType, PayReportStatus, PayrollCycle } from "@/generated/prisma/client";
import { getDb } from "@/lib/db";
import * as listRoute from "@/app/api/employees/[employeeId]/payslips/route";
import * as pdfRoute from "@/app/api/employees/[employeeId]/payslips/[payReportId]/pdf/route";
import * as yearZipRoute from "@/app/api/employees/[employeeId]/payslips/zip/route";
import zlib from "node:zlib";
import { PDFDocument } from "pdf-lib";
import { readZip } from "@/lib/payroll/packs/read-zip";
import { payslipFileName } from "@/lib/payslips/schema";
import { loadActor } from "@/lib/auth/session";
import { getPayHistory } from "@/lib/payslips/get-pay-history";
import { getPayslip } from "@/lib/payslips/get-payslip";
import { periodPayslipDocuments } from "@/lib/payslips/period-payslip-documents";
import type { PayslipDocument } from "@/lib/payslips/payslip-sections";
import { payslipAmount } from "@/lib/payslips/format";
import type { Payslip, PayslipPage } from "@/lib/payslips/schema";
import { createCompany } from "../../factories/companies";
import { createEmployee } from "../../factories/employees";
import { createUser, uniqueSuffix } from "../../factories/users";
import { pdfTextRuns } from "../../unit/payslips/pdf-text";
import { call, tokenFor } from "../support/http";

const db = getDb();
let admin = "";
let payrollAdminId = "";
let employeeId = "";
let employeeToken = "";
let colleagueId = "";
let lsp = { id: "", legalEntityId: "" };
const ids: Record<string, string> = {};

type Line = [concept: string, type: ApplicationType, category: string, value: string];

/** A pay report version with one employee's register lines and totals (gross = income, net = gross - deductions). */
async function payReport(options: {
  key: string;
  period: string;
  status: PayReportStatus;
  cycle?: PayrollCycle;
  version?: number;
  previous?: string;
  lines: Line[];
  forEmployee?: string;
}) {
  const who = options.forEmployee ?? employeeId;
  const file = await db.grossToNetFile.create({
    data: {
      fileName: `register-${uniqueSuffix()}.csv`,
      country: "DE",
      lspId: lsp.id,
      legalEntityId: lsp.legalEntityId,
      payrollCycle: options.cycle ?? "CYCLE_1",
      payrollPeriod: options.period,
      processingStatus: options.status,
      uploadStatus: "SUCCEEDED",
      currency: "EUR",
      reportVersion: options.version ?? 1,
      previousVersionId: options.previous ? ids[options.previous] : null,
    },
  });
  ids[options.key] = file.id;
  const ref = `REF-${who}`;
  await db.payRegisterRow.createMany({
    data: options.lines.map(([concept, applicationType, category, value], i) => ({
      grossToNetId: file.id,
      rowNumber: i + 1,
      employeeRef: ref,
      concept,
      value,
      applicationType,
      category,
    })),
  });
  const sum = (type: ApplicationType) =>
    options.lines.filter((l) => l[1] === type).reduce((s, l) => s + BigInt(l[3].replace(".", "")), 0n);
  const text = (units: bigint) => `${units / 10000n}.${String(units % 10000n).padStart(4, "0")}`;
  // Values below are written with four decimals, so their digits are ten-thousandths.
  const gross = sum("Income");
  await db.payReportEmployeeTotal.create({
    data: {
      grossToNetId: file.id,
      employeeRef: ref,
      employeeId: who,
      currency: "EUR",
      gross: text(gross),
      net: text(gross - sum("Deduction")),
      erContribution: text(sum("Contribution")),
      status: options.status,
    },
  });
  return file.id;
}

const salary = (base: string, tax: string): Line[] => [
  ["Base Salary", "Income", "salary", base],
  ["Meal Allowance", "Income", "allowance", "150.0000"],
  ["Income Tax", "Deduction", "eeDeductions", tax],
  ["Social Security ER", "Contribution", "socialCosts", "400.5000"],
];

beforeAll(async () => {
  payrollAdminId = (await createUser(db, { roles: ["admin", "payroll"] })).user.id;
  admin = await tokenFor(payrollAdminId);
  const company = await createCompany(db, { name: `Payslip Versions ${uniqueSuffix()}` });
  const provider = await db.localServiceProvider.create({ data: { name: `Payslip LSP ${uniqueSuffix()}` } });
  const entity = await db.legalEntity.create({
    data: { name: "Payslip Employer GmbH", countryCode: "DE", lspId: provider.id },
  });
  lsp = { id: provider.id, legalEntityId: entity.id };
  // An employee who also manages their company, without payroll rights: they read only their own payslips.
  const { user } = await createUser(db, {
    roles: [
      { type: "manager", tenantId: company.id, scopes: ["employees:*"] },
      { type: "employee", tenantId: company.id },
    ],
  });
  employeeId = (await createEmployee(db, { companyId: company.id, userId: user.id, firstName: "Vera" })).employee.id;
  employeeToken = await tokenFor(user.id);
  colleagueId = (await createEmployee(db, { companyId: company.id })).employee.id;

  // Outside the history window of 2041-06 (before and after it), then one a month, one corrected, one reopened.
  await payReport({ key: "p204006", period: "204006", status: "PUBLISHED", lines: salary("3000.0000", "700.0000") });
  for (const m of ["07", "08", "09", "10", "11", "12"])
    await payReport({
      key: `p2040${m}`,
      period: `2040${m}`,
      status: "PUBLISHED",
      lines: salary("3000.0000", "700.0000"),
    });
  await payReport({ key: "p204101", period: "204101", status: "PUBLISHED", lines: salary("3100.0000", "720.1234") });
  await payReport({
    key: "p204101off",
    period: "204101",
    cycle: "OFF_CYCLE",
    status: "PUBLISHED",
    lines: [
      ["Bonus", "Income", "variablePay", "999.9999"],
      ["Income Tax", "Deduction", "eeDeductions", "360.0000"],
    ],
  });
  await payReport({ key: "v1", period: "204102", status: "SUPERSEDED", lines: salary("3100.0000", "720.0000") });
  await payReport({
    key: "v2",
    period: "204102",
    status: "PUBLISHED",
    version: 2,
    previous: "v1",
    lines: salary("3350.0000", "790.0000"),
  });
  await payReport({ key: "r1", period: "204103", status: "REOPENED", lines: salary("3100.0000", "720.0000") });
  await payReport({
    key: "r2",
    period: "204103",
    status: "DRAFT",
    version: 2,
    previous: "r1",
    lines: salary("1.0000", "0.0000"),
  });
  await payReport({ key: "draft", period: "204104", status: "SPECIALIST_APPROVED", lines: salary("1.0000", "0.0000") });
  await payReport({ key: "p204107", period: "204107", status: "PUBLISHED", lines: salary("3100.0000", "720.0000") });
  // A colleague's payslip on the same month: never in this employee's list.
  await payReport({
    key: "colleague",
    period: "204105",
    status: "PUBLISHED",
    lines: salary("5000.0000", "1000.0000"),
    forEmployee: colleagueId,
  });
});

const list = (query: Record<string, string>, token = admin, id = employeeId) =>
  call<PayslipPage & { fieldErrors?: Record<string, string[]> }>(listRoute.GET, {
    path: `/api/employees/${id}/payslips?${new URLSearchParams(query)}`,
    params: { employeeId: id },
    token,
  });

async function pdf(payReportId: string, token = admin) {
  const { NextRequest } = await import("next/server");
  const url = `http://localhost/api/employees/${employeeId}/payslips/${payReportId}/pdf`;
  const req = new NextRequest(new URL(url), { headers: { authorization: `Bearer ${token}` } });
  const res = await pdfRoute.GET(req, { params: Promise.resolve({ employeeId, payReportId }) });
  return { res, runs: res.status === 200 ? pdfTextRuns(new Uint8Array(await res.arrayBuffer())) : [] };
}

async function yearZip(year: string, token = admin, id = employeeId) {
  const { NextRequest } = await import("next/server");
  const req = new NextRequest(new URL(`http://localhost/api/employees/${id}/payslips/zip?year=${year}`), {
    headers: { authorization: `Bearer ${token}` },
  });
  const res = await yearZipRoute.GET(req, { params: Promise.resolve({ employeeId: id }) });
  const bytes = new Uint8Array(await res.arrayBuffer());
  const files =
    res.status === 200
      ? await readZip(bytes, async (data) => new Uint8Array(zlib.inflateRawSync(Buffer.from(data))))
      : [];
  return { res, files, text: res.status === 200 ? "" : Buffer.from(bytes).toString() };
}

async function everyPayslip(): Promise<Payslip[]> {
  const res = await list({ pageSize: "100" });
  expect(res.status).toBe(200);
  expect(res.body.nextCursor).toBeNull();
  return res.body.items;
}

const units = (v: string) => BigInt(v.replace(".", ""));
const text = (u: bigint) => `${u / 10000n}.${String(u % 10000n).padStart(4, "0")}`;

describe("[PAYSLIPS] versions, paging and sums", () => {
  it("[PAYSLIPS] lists one payslip per published version, newest first: a replaced one says by which version", async () => {
    const all = await everyPayslip();
    const byId = new Map(all.map((p) => [p.payReportId, p]));
    expect(all.map((p) => p.period)).toEqual([...all.map((p) => p.period)].sort().reverse());
    // Published, reopened and superseded versions are payslips; a draft correction or an unpublished report is not.
    expect(all).toHaveLength(13);
    expect(byId.has(ids.r2)).toBe(false);
    expect(byId.has(ids.draft)).toBe(false);
    expect(byId.has(ids.colleague)).toBe(false);
    expect(byId.get(ids.v2)).toMatchObject({
      version: 2,
      replacesVersion: 1,
      replacedByVersion: null,
      net: "2710.0000",
    });
    expect(byId.get(ids.v1)).toMatchObject({
      version: 1,
      replacesVersion: null,
      replacedByVersion: 2,
      net: "2530.0000",
    });
    // A reopened report's published version stays current until its correction is published.
    expect(byId.get(ids.r1)).toMatchObject({ version: 1, replacedByVersion: null });
    const feb = all.filter((p) => p.period === "204102").map((p) => p.version);
    expect(feb).toEqual([2, 1]);
    expect(byId.get(ids.v2)?.legalEntityName).toBe("Payslip Employer GmbH");
  });

  it("[PAYSLIPS] the corrected version's PDF says what it replaces; the replaced one stays readable and says so", async () => {
    const corrected = await pdf(ids.v2);
    expect(corrected.res.status).toBe(200);
    expect(corrected.res.headers.get("content-disposition")).toBe(
      `attachment; filename="payslip-2041-02-${employeeId}-v2.pdf"`,
    );
    expect(corrected.runs).toEqual(
      expect.arrayContaining(["Corrected: replaces the payslip of version 1.", payslipAmount("2710.0000", "EUR")]),
    );
    const replaced = await pdf(ids.v1);
    expect(replaced.res.status).toBe(200);
    expect(replaced.runs).toEqual(
      expect.arrayContaining([
        "Replaced by version 2: this earlier version is kept for your records.",
        payslipAmount("2530.0000", "EUR"),
      ]),
    );
    expect(replaced.runs).not.toContain(payslipAmount("2710.0000", "EUR"));
  });

  it("[PAYSLIPS] the PDF groups the concepts and gives the year to date up to its month, with its own version", async () => {
    const { runs } = await pdf(ids.v1);
    for (const heading of ["Earnings", "Deductions", "Employer contributions (paid by the employer, not deducted)"])
      expect(runs).toContain(heading);
    expect(runs).toContain(payslipAmount("400.5000", "EUR"));
    // 2041 up to February: January's two payslips and this version (not the correction that replaced it).
    const all = await everyPayslip();
    const jan = all.filter((p) => p.period === "204101");
    const own = all.find((p) => p.payReportId === ids.v1)!;
    const gross = [...jan, own].reduce((s, p) => s + units(p.gross), 0n);
    const net = [...jan, own].reduce((s, p) => s + units(p.net), 0n);
    expect(runs).toEqual(
      expect.arrayContaining([
        "Year to date 2041 (to February 2041)",
        payslipAmount(text(gross), "EUR"),
        payslipAmount(text(net), "EUR"),
      ]),
    );
  });

  it("[PAYSLIPS] a whole period's documents (the company packs' path) equal the single payslip's, every version", async () => {
    const actor = (await loadActor(payrollAdminId, null, "token"))!;
    const own: Record<string, PayslipDocument[]> = {};
    for (const key of ["v1", "v2", "r1"]) {
      own[key] = [];
      for await (const doc of periodPayslipDocuments(ids[key])) if (doc.employee.id === employeeId) own[key].push(doc);
      expect([key, own[key]]).toEqual([key, [await getPayslip(actor, employeeId, ids[key])]]);
    }
    // Replaced and replacing versions say so, as on the single payslip.
    expect(own.v1[0].payslip).toMatchObject({ version: 1, replacedByVersion: 2 });
    expect(own.v2[0].payslip).toMatchObject({ version: 2, replacesVersion: 1 });
  });

  it("[PAYSLIPS] a year's ZIP holds that year's payslips, every version, as their PDFs; audited; 404 and 400", async () => {
    const all = await everyPayslip();
    for (const year of ["2040", "2041"]) {
      const mine = all.filter((p) => p.period.startsWith(year)).reverse();
      const { res, files } = await yearZip(year);
      expect(res.status).toBe(200);
      expect(res.headers.get("content-disposition")).toContain(`payslips-${year}-`);
      expect(files.map((f) => f.name)).toEqual(mine.map((p) => payslipFileName(p.period, employeeId, p.version)));
      for (const [i, f] of files.entries()) {
        const keywords = (await PDFDocument.load(f.data!)).getKeywords();
        expect([f.name, keywords]).toEqual([f.name, expect.stringContaining(`gross:${mine[i].gross}`)]);
        expect(keywords).toContain(`version:${mine[i].version}`);
      }
    }
    const audit = await db.auditEvent.findFirst({
      where: { action: "payslip.downloadYear", entityId: employeeId },
      orderBy: { createdAt: "desc" },
    });
    expect(audit).not.toBeNull();
    // No payslips that year, someone else's employee, a year that is no year.
    expect((await yearZip("2039")).res.status).toBe(404);
    expect((await yearZip("2041", employeeToken, colleagueId)).res.status).toBe(404);
    const bad = await yearZip("next");
    expect(bad.res.status).toBe(400);
    expect(JSON.parse(bad.text).fieldErrors).toHaveProperty("year");
  });

  it("[PAYSLIPS] keyset pages of two return every payslip once, in the list's order", async () => {
    const all = await everyPayslip();
    const seen: string[] = [];
    let cursor: string | null = null;
    let pages = 0;
    do {
      const res = await list(cursor ? { pageSize: "2", cursor } : { pageSize: "2" });
      expect(res.status).toBe(200);
      expect(res.body.items.length).toBeLessThanOrEqual(2);
      seen.push(...res.body.items.map((p) => p.payReportId));
      cursor = res.body.nextCursor;
      pages++;
    } while (cursor && pages < 20);
    expect(pages).toBe(7);
    expect(new Set(seen).size).toBe(seen.length);
    expect(seen).toEqual(all.map((p) => p.payReportId));
  });

  it("[PAYSLIPS] the pay history sums the current payslips of the last 12 months, and the year to date is their sum", async () => {
    const actor = (await loadActor(
      (await db.employee.findUniqueOrThrow({ where: { id: employeeId } })).userId!,
      null,
      "token",
    ))!;
    const history = await getPayHistory(actor, employeeId, new Date(Date.UTC(2041, 5, 15)));
    expect([history.from, history.to]).toEqual(["204007", "204106"]);
    const current = (await everyPayslip()).filter(
      (p) => p.replacedByVersion === null && p.period >= "204007" && p.period <= "204106",
    );
    const months = new Map<string, [bigint, bigint]>();
    for (const p of current) {
      const [g, n] = months.get(p.period) ?? [0n, 0n];
      months.set(p.period, [g + units(p.gross), n + units(p.net)]);
    }
    expect(history.months.map((m) => [m.period, m.currency, units(m.gross), units(m.net)])).toEqual(
      [...months.entries()].sort().map(([period, [g, n]]) => [period, "EUR", g, n]),
    );
    // The superseded February is not counted, the reopened March is; June 2040 and July 2041 are outside.
    expect(history.months.find((m) => m.period === "204102")?.net).toBe("2710.0000");
    expect(history.months.some((m) => m.period === "204006" || m.period === "204107")).toBe(false);
    const thisYear = current.filter((p) => p.period.startsWith("2041"));
    expect(history.yearToDate).toEqual({
      year: 2041,
      totals: [
        {
          currency: "EUR",
          gross: text(thisYear.reduce((s, p) => s + units(p.gross), 0n)),
          net: text(thisYear.reduce((s, p) => s + units(p.net), 0n)),
        },
      ],
    });
  });

  it("[PAYSLIPS] an employee who manages their company without payroll rights reads only their own payslips", async () => {
    expect((await list({}, employeeToken)).status).toBe(200);
    expect((await pdf(ids.v2, employeeToken)).res.status).toBe(200);
    expect((await list({}, employeeToken, colleagueId)).status).toBe(404);
    expect((await list({}, admin, colleagueId)).body.items.map((p) => p.payReportId)).toEqual([ids.colleague]);
  });
});
