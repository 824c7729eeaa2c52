/** @jest-environment node */
// The admins' 'Waiting for you' (/companies, /payroll) against the real database: pay reports waiting per workbook
// and status equal the workbook's filtered pay report list, failed ones included; open seats per company equal the
// company's pending employees tab; overdue invoices per company equal its invoice list; and the parts follow the
// admin's roles: their own team's queue first, the other teams' queues they reach folded apart (`others`).
import { getDb } from "@/lib/db";
import { loadActor } from "@/lib/auth/session";
import { adminWaiting } from "@/lib/home/admin-waiting";
import { payReportsWaiting, WAITING_PAY_REPORT_STATUSES } from "@/lib/home/payroll-waiting";
import { listGrossToNet } from "@/lib/payroll/list-gross-to-net";
import { listSeats } from "@/lib/hiring/list-seats";
import { listCompanyInvoices } from "@/lib/finance/list-company-invoices";
import { unpaidInvoiceCounts } from "@/lib/home/manager-waiting";
import { createCompany } from "../../factories/companies";
import { createSeat } from "../../factories/seats";
import { createUser } from "../../factories/users";
import { createPayrollFixture } from "../../factories/payroll";
import { createInvoiceDue } from "../../factories/invoices";
import { can } from "@/lib/policy";

const db = getDb();
const actorOf = async (roles: string[]) =>
  (await loadActor((await createUser(db, { roles })).user.id, null, "session"))!;

describe("admin waiting", () => {
  it("counts pay reports per workbook and status as the workbook's filtered list", async () => {
    const fx = await createPayrollFixture(db);
    const file = (processingStatus: string, n: number) => ({
      workbookId: fx.workbook.id,
      fileName: `${processingStatus}-${n}.csv`,
      country: fx.country,
      lspId: fx.lsp.id,
      payrollCycle: "CYCLE_1" as const,
      payrollPeriod: fx.period,
      processingStatus: processingStatus as never,
    });
    await db.grossToNetFile.createMany({
      data: [file("DUPLICATES_CHECKED", 1), file("DUPLICATES_CHECKED", 2), file("COPIED", 1), file("ERROR", 1)],
    });
    await db.grossToNetFile.create({ data: file("PUBLISHED", 1) });
    const rows = (await payReportsWaiting([...WAITING_PAY_REPORT_STATUSES, "ERROR"], 10_000)).filter(
      (r) => r.workbookId === fx.workbook.id,
    );
    expect(rows.map((r) => [r.status, r.count]).sort()).toEqual([
      ["COPIED", 1],
      ["DUPLICATES_CHECKED", 2],
      ["ERROR", 1],
    ]);
    for (const r of rows) {
      const list = await listGrossToNet({ workbookId: fx.workbook.id, processingStatus: r.status, pageSize: 100 });
      expect(r.count).toBe(list.items.length);
    }
  });

  it("counts open seats per company as the company's pending employees tab", async () => {
    const admin = await actorOf(["admin"]);
    const company = await createCompany(db);
    await createSeat(db, { companyId: company.id, sowStatus: "sow_accepted" });
    await createSeat(db, { companyId: company.id, sowStatus: "sow_accepted" });
    await createSeat(db, { companyId: company.id, sowStatus: "sow_accepted", seatStatus: "archived" });
    await createSeat(db, { companyId: company.id, sowStatus: "sow_awaiting_proposal" });
    const waiting = await adminWaiting(admin, new Date(), 10_000);
    const item = (status: string) => waiting.items.find((i) => i.key === `seats-${status}-${company.id}`);
    const tab = async (status: "sow:accepted" | "sow:awaiting-proposal") =>
      (await listSeats(admin, company.id, { status, pageIndex: 0, pageSize: 50 })).totalCount;
    expect(item("sow_accepted")?.count).toBe(await tab("sow:accepted"));
    expect(item("sow_accepted")?.count).toBe(2);
    expect(item("sow_awaiting_proposal")?.count).toBe(await tab("sow:awaiting-proposal"));
    expect(item("sow_accepted")?.href).toBe(`/companies/${company.id}#pending-employees`);
    // A general admin has no payroll or finance part.
    expect(waiting.items.some((i) => i.key.startsWith("pay-reports") || i.key.startsWith("invoices"))).toBe(false);
  });

  it("counts a company's overdue invoices as its invoice list, for finance admins", async () => {
    const finance = await actorOf(["admin", "finance"]);
    const company = await createCompany(db);
    const item = (id: string, invoiceDate: string) => ({
      companyId: company.id,
      invoiceId: `${id}-${company.id}`,
      invoiceDate: new Date(invoiceDate),
      currency: "EUR",
      totalAmount: "10",
    });
    await db.billingItem.createMany({
      data: [item("A", "2020-01-01"), item("B", "2020-03-01"), item("C", "2099-01-01")],
    });
    const [row] = (await unpaidInvoiceCounts(company.id, new Date())).filter((r) => r.status === "OVERDUE");
    const list = await listCompanyInvoices(finance, company.id, {
      sort: "status",
      dir: "asc",
      pageIndex: 0,
      pageSize: 100,
    });
    expect(row.count).toBe(list.items.filter((i) => i.status === "OVERDUE").length);
    expect(row.count).toBe(2);
    const waiting = await adminWaiting(finance, new Date(), 10_000);
    const overdue = waiting.items.find((i) => i.key === `invoices-overdue-${company.id}`);
    expect(overdue?.count).toBe(2);
    expect(overdue?.href).toBe(`/companies/${company.id}/invoices?sort=status&dir=asc`);
  });

  it("puts a finance admin's own queue first and folds the hiring queue of the other teams", async () => {
    const finance = await actorOf(["admin", "finance"]);
    const company = await createCompany(db);
    await createSeat(db, { companyId: company.id, sowStatus: "sow_accepted" });
    await createInvoiceDue(db, company.id, 3);
    const waiting = await adminWaiting(finance, new Date(), 10_000);
    expect(waiting.items.find((i) => i.key === `invoices-overdue-${company.id}`)?.count).toBe(1);
    expect(waiting.items.some((i) => i.key.startsWith("seats-"))).toBe(false);
    const folded = (waiting.others ?? []).some((i) => i.key === `seats-sow_accepted-${company.id}`);
    expect(folded).toBe(can(finance, "seats.convert"));

    // A general admin's queue is the hiring one; nothing of theirs is folded away.
    const admin = await actorOf(["admin"]);
    const general = await adminWaiting(admin, new Date(), 10_000);
    expect(general.items.some((i) => i.key === `seats-sow_accepted-${company.id}`)).toBe(true);
  });
});
