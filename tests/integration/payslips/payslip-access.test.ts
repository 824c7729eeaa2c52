/** @jest-environment node */
// [PAYSLIPS] The demo employee's payslips on the demo data, through the routes /pay and the employee page call:
// every demo account's answer on emp-emma's list, pay history and PDF (the policy's "payslips.read" and the row
// rule: own record, company-wide payroll rights, payroll staff), foreign ids 404, and the PDF of her published
// report: the stored amounts on the page and in the metadata, the concept lines of her register rows, the
// attachment's name, one audit event per download.
import { PDFDocument } from "pdf-lib";
import type { PrismaClient } from "@/generated/prisma/client";
import * as listRoute from "@/app/api/employees/[employeeId]/payslips/route";
import * as historyRoute from "@/app/api/employees/[employeeId]/pay-history/route";
import * as pdfRoute from "@/app/api/employees/[employeeId]/payslips/[payReportId]/pdf/route";
import { payslipAmount } from "@/lib/payslips/format";
import { PAYSLIP_DOWNLOAD_ACTION } from "@/lib/payslips/download-payslip";
import type { PayHistory, PayslipPage } from "@/lib/payslips/schema";
import { loadStaffPayslips } from "@/lib/payslips/load-staff-payslips";
import { CALLERS, type Caller } from "../../e2e/matrix/types";
import { pdfTextRuns } from "../../unit/payslips/pdf-text";
import { call } from "../support/http";
import { demoDatabase, type DemoDatabase } from "../holidays/demo-database";

jest.setTimeout(240_000);

const EMMA = "emp-emma";
let demo: DemoDatabase;
let db: PrismaClient;
const tokens = new Map<Caller, string | null>();
/** Emma's published pay reports, as the database holds them. */
let published: { id: string; payrollPeriod: string }[] = [];

// Who reads emp-emma's payslips: Emma herself, the payroll area (payroll, finance and benefits admins, the benefits
// specialist) and Acme's super manager (payroll:* and super-manager). Acme's manager without payroll rights, the
// plain and other admins, the viewers, the LSP user and the contractor are refused by the policy (403); NewCo's
// manager and the other Acme employee hold the grant but do not reach her record (404).
const EXPECTED: Record<Caller, number> = {
  anonymous: 401,
  admin: 403,
  csAdmin: 403,
  opAdmin: 403,
  payrollAdmin: 200,
  financeAdmin: 200,
  benefitsAdmin: 200,
  benefitsSpecialist: 200,
  ieAdmin: 403,
  viewerClients: 403,
  viewerPeople: 403,
  superManager: 200,
  manager: 403,
  reviewManager: 404,
  employee: 200,
  incompleteEmployee: 404,
  lsp: 403,
  contractor: 403,
};

beforeAll(async () => {
  demo = await demoDatabase();
  db = demo.db;
  for (const caller of CALLERS) tokens.set(caller, caller === "anonymous" ? null : await demo.token(caller));
  published = await db.grossToNetFile.findMany({
    where: { processingStatus: "PUBLISHED", employeeTotals: { some: { employeeId: EMMA } } },
    select: { id: true, payrollPeriod: true },
    orderBy: { payrollPeriod: "desc" },
  });
});

afterAll(async () => {
  await demo.cleanUp();
});

const list = (caller: Caller, employeeId = EMMA, query = "") =>
  call<PayslipPage & { message?: string; fieldErrors?: Record<string, string[]> }>(listRoute.GET, {
    path: `/api/employees/${employeeId}/payslips${query}`,
    params: { employeeId },
    token: tokens.get(caller),
  });
const history = (caller: Caller, employeeId = EMMA) =>
  call<PayHistory>(historyRoute.GET, {
    path: `/api/employees/${employeeId}/pay-history`,
    params: { employeeId },
    token: tokens.get(caller),
  });
async function pdf(caller: Caller, payReportId: string, employeeId = EMMA) {
  const { NextRequest } = await import("next/server");
  const token = tokens.get(caller);
  const req = new NextRequest(new URL(`http://localhost/api/employees/${employeeId}/payslips/${payReportId}/pdf`), {
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });
  return pdfRoute.GET(req, { params: Promise.resolve({ employeeId, payReportId }) });
}

describe("[PAYSLIPS] the demo employee's payslips", () => {
  it("[PAYSLIPS] Emma has published pay reports in the demo data, and her list shows exactly those, newest first", async () => {
    expect(published.length).toBeGreaterThan(0);
    const res = await list("employee");
    expect(res.status).toBe(200);
    expect(res.body.items.map((p) => [p.payReportId, p.period])).toEqual(published.map((f) => [f.id, f.payrollPeriod]));
    console.log(`emp-emma's published payslips: ${published.map((f) => `${f.payrollPeriod} (${f.id})`).join(", ")}`);
    const [first] = res.body.items;
    const stored = await db.payReportEmployeeTotal.findFirstOrThrow({
      where: { grossToNetId: first.payReportId, employeeId: EMMA },
    });
    expect([first.currency, first.gross, first.net]).toEqual([
      stored.currency,
      stored.gross.toFixed(4),
      stored.net.toFixed(4),
    ]);
    expect(first.legalEntityName).toBeTruthy();
    expect(first.version).toBe(1);
    expect(first.replacedByVersion).toBeNull();
  });

  it.each(CALLERS.map((c) => [c, EXPECTED[c]] as const))(
    "[PAYSLIPS] %s gets %i on emp-emma's payslips, pay history and PDF",
    async (caller, status) => {
      expect((await list(caller)).status).toBe(status);
      expect((await history(caller)).status).toBe(status);
      expect((await pdf(caller, published[0].id)).status).toBe(status);
    },
  );

  it("[PAYSLIPS] a foreign employee id answers 404: another Acme employee for Emma, a NewCo one for Acme's super manager", async () => {
    const colleague = await db.employee.findFirstOrThrow({
      where: { companyId: "acme", id: { not: EMMA } },
      select: { id: true },
    });
    const newco = await db.employee.findFirstOrThrow({ where: { companyId: "newco" }, select: { id: true } });
    expect((await list("employee", colleague.id)).status).toBe(404);
    expect((await history("employee", colleague.id)).status).toBe(404);
    expect((await pdf("employee", published[0].id, colleague.id)).status).toBe(404);
    expect((await list("superManager", newco.id)).status).toBe(404);
    expect((await list("superManager", colleague.id)).status).toBe(200);
    expect((await list("payrollAdmin", "no-such-employee")).status).toBe(404);
    // A report the employee is not on, or that is not published, is no payslip of theirs.
    const unpublished = await db.grossToNetFile.findFirstOrThrow({
      where: { processingStatus: { not: "PUBLISHED" }, employeeTotals: { some: { employeeId: EMMA } } },
    });
    expect((await pdf("employee", unpublished.id)).status).toBe(404);
    expect((await pdf("payrollAdmin", "no-such-report")).status).toBe(404);
  });

  it("[PAYSLIPS] the employee page's Payslips card: what /pay shows, for exactly the callers who read her payslips", async () => {
    for (const caller of CALLERS.filter((c) => c !== "anonymous")) {
      const data = await loadStaffPayslips(await demo.actor(caller), EMMA);
      expect([caller, data !== null]).toEqual([caller, EXPECTED[caller] === 200]);
      if (!data) continue;
      expect(data.payslips.items.map((p) => p.payReportId)).toEqual(published.map((r) => r.id));
      expect(data.years).toEqual([...new Set(published.map((r) => Number(r.payrollPeriod.slice(0, 4))))]);
      expect(data.history.yearToDate.totals.length).toBeGreaterThan(0);
    }
  });

  it("[PAYSLIPS] a cursor the list did not give out is a 400 naming the cursor", async () => {
    const res = await list("employee", EMMA, "?cursor=not-a-cursor");
    expect(res.status).toBe(400);
    expect(Object.keys(res.body.fieldErrors ?? {})).toEqual(["cursor"]);
    expect((await list("employee", EMMA, "?pageSize=0")).status).toBe(400);
  });

  it("[PAYSLIPS] Emma downloads her payslip: the stored amounts, her concept lines, the file name, an audit event", async () => {
    const report = published[0];
    const stored = await db.payReportEmployeeTotal.findFirstOrThrow({
      where: { grossToNetId: report.id, employeeId: EMMA },
    });
    const lines = await db.payRegisterRow.findMany({
      where: { grossToNetId: report.id, employeeRef: stored.employeeRef },
      orderBy: { rowNumber: "asc" },
    });
    const auditsBefore = await db.auditEvent.count({ where: { action: PAYSLIP_DOWNLOAD_ACTION, entityId: EMMA } });

    const res = await pdf("employee", report.id);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("application/pdf");
    const month = `${report.payrollPeriod.slice(0, 4)}-${report.payrollPeriod.slice(4)}`;
    expect(res.headers.get("content-disposition")).toBe(`attachment; filename="payslip-${month}-${EMMA}.pdf"`);
    const bytes = new Uint8Array(await res.arrayBuffer());
    const doc = await PDFDocument.load(bytes);
    expect(doc.getPageCount()).toBeGreaterThanOrEqual(1);
    const gross = stored.gross.toFixed(4);
    const net = stored.net.toFixed(4);
    expect(doc.getSubject()).toBe(`Gross ${stored.currency} ${gross}; Net ${stored.currency} ${net}`);
    const runs = pdfTextRuns(bytes);
    expect(runs).toEqual(
      expect.arrayContaining([
        payslipAmount(gross, stored.currency),
        payslipAmount(net, stored.currency),
        "Emma Employee (ID emp-emma)",
        "Acme Corp",
      ]),
    );
    expect(lines.length).toBeGreaterThan(0);
    for (const line of lines) {
      expect(runs).toContain(line.concept);
      expect(runs).toContain(payslipAmount(line.value.toFixed(4), stored.currency));
    }

    const audits = await db.auditEvent.findMany({
      where: { action: PAYSLIP_DOWNLOAD_ACTION, entityId: EMMA },
      orderBy: { createdAt: "desc" },
    });
    expect(audits.length).toBe(auditsBefore + 1);
    expect(audits[0].actorId).toBe(await demo.userId("employee"));
    expect(audits[0].after).toMatchObject({ payReportId: report.id, reportVersion: 1 });
  });

  it("[PAYSLIPS] the pay history holds the listed payslips of its 12 months, and the year to date is their sum", async () => {
    const res = await history("employee");
    expect(res.status).toBe(200);
    const { from, to, yearToDate } = res.body;
    const listed = (await list("employee")).body.items.filter((p) => p.replacedByVersion === null);
    // Ten-thousandths as integers: exact sums of the stored four-decimal texts.
    const units = (v: string) => BigInt(v.replace(".", ""));
    const sum = (rows: typeof listed) => {
      const sums = new Map<string, [bigint, bigint]>();
      for (const p of rows) {
        const [g, n] = sums.get(p.currency) ?? [0n, 0n];
        sums.set(p.currency, [g + units(p.gross), n + units(p.net)]);
      }
      return [...sums.entries()].sort().map(([c, [g, n]]) => [c, g, n]);
    };
    const inWindow = listed.filter((p) => p.period >= from && p.period <= to);
    expect(res.body.months.map((m) => [m.period, m.currency, units(m.gross), units(m.net)])).toEqual(
      inWindow
        .map((p) => [p.period, p.currency, units(p.gross), units(p.net)])
        .sort((a, b) => String(a[0]).localeCompare(String(b[0]))),
    );
    const thisYear = inWindow.filter((p) => p.period.startsWith(String(yearToDate.year)));
    expect(yearToDate.totals.map((t) => [t.currency, units(t.gross), units(t.net)])).toEqual(sum(thisYear));
  });
});
