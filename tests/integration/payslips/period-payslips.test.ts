/** @jest-environment node */
// [PAYSLIPS] A whole period's payslips, read set-based (the company packs' path), on the demo seed: every published
// report's documents are the ones the single payslip download builds, employee by employee, whatever the batch;
// rendering on threads keeps the order, and a document that cannot be rendered fails alone with its reason.
import { PDFDocument } from "pdf-lib";
import type { Actor } from "@/lib/auth/actor";
import { getPayslip } from "@/lib/payslips/get-payslip";
import { periodPayslipDocuments } from "@/lib/payslips/period-payslip-documents";
import type { PayslipDocument } from "@/lib/payslips/payslip-sections";
import { renderPayslips } from "@/lib/payslips/render-payslips";
import { demoDatabase, type DemoDatabase } from "../holidays/demo-database";

let demo: DemoDatabase;
let payrollAdmin: Actor;
/** The demo's published reports with matched employees: report id -> its employees' ids. */
const reports = new Map<string, string[]>();

beforeAll(async () => {
  demo = await demoDatabase();
  payrollAdmin = await demo.actor("payrollAdmin");
  const rows = await demo.db.$queryRaw<{ id: string; employeeId: string }[]>`
    SELECT DISTINCT f.id, t."employeeId" FROM "GrossToNetFile" f
      JOIN "PayReportEmployeeTotal" t ON t."grossToNetId" = f.id
      JOIN "Employee" e ON e.id = t."employeeId"
     WHERE f."processingStatus" IN ('PUBLISHED', 'REOPENED', 'SUPERSEDED')
     ORDER BY f.id, t."employeeId"`;
  for (const r of rows) reports.set(r.id, [...(reports.get(r.id) ?? []), r.employeeId]);
});

afterAll(() => demo.cleanUp());

async function collect<T>(items: AsyncIterable<T>): Promise<T[]> {
  const out: T[] = [];
  for await (const item of items) out.push(item);
  return out;
}

describe("[PAYSLIPS] a whole period's payslips", () => {
  it("the demo's published reports: each employee's document equals the single payslip's, across batches", async () => {
    expect(reports.size).toBeGreaterThan(0);
    let compared = 0;
    for (const [reportId, employeeIds] of reports) {
      // A batch of 2 crosses several batch boundaries on the demo's reports.
      const documents = await collect(periodPayslipDocuments(reportId, { batch: 2 }));
      expect([reportId, documents.map((d) => d.employee.id)]).toEqual([reportId, employeeIds]);
      for (const doc of documents) {
        expect(doc).toEqual(await getPayslip(payrollAdmin, doc.employee.id, reportId));
        compared++;
      }
    }
    expect(compared).toBeGreaterThanOrEqual(reports.size);
  });

  it("one company's part holds that company's employees only", async () => {
    const [reportId, employeeIds] = [...reports].sort((a, b) => b[1].length - a[1].length)[0];
    const companies = await demo.db.employee.findMany({
      where: { id: { in: employeeIds } },
      select: { id: true, companyId: true },
    });
    const companyId = companies[0].companyId;
    const documents = await collect(periodPayslipDocuments(reportId, { companyId }));
    expect(documents.map((d) => d.employee.id)).toEqual(
      companies
        .filter((c) => c.companyId === companyId)
        .map((c) => c.id)
        .sort(),
    );
    expect(await collect(periodPayslipDocuments("no-such-report"))).toEqual([]);
  });

  it.each([2, 0])("rendering on %i threads keeps the order; a document that fails, fails alone", async (threads) => {
    const [reportId] = [...reports.keys()];
    const good = await collect(periodPayslipDocuments(reportId));
    const broken = { ...good[0], sections: null } as unknown as PayslipDocument;
    // More documents than one task holds, so several tasks are in flight at once.
    const input = [
      ...Array.from({ length: 30 }, () => good)
        .flat()
        .slice(0, 60),
      broken,
      ...good,
    ];
    async function* docs() {
      yield* input;
    }
    const out = await collect(renderPayslips(docs(), { threads }));
    expect(out.map((r) => r.doc)).toEqual(input);
    const failed = out.filter((r) => "error" in r);
    expect(failed.map((r) => r.doc)).toEqual([broken]);
    expect((failed[0] as { error: string }).error).toMatch(/\S/);
    for (const r of out.slice(-good.length)) {
      const pdf = await PDFDocument.load((r as { pdf: Uint8Array }).pdf);
      expect(pdf.getKeywords()).toContain(`gross:${r.doc.payslip.gross}`);
    }
  });
});
