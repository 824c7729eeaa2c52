/** @jest-environment node */
// The demo data against the spec, through the loaders and routes the screens use: a fresh database seeded as
// operators seed it (tests/integration/seed/), then every company's overdue state (the hire page's loader, the
// status call, available products, the hire request), every document state (download, preview, the employee
// ZIP), every seeded role's detail cards on the demo employee, and the salary currency rule on a demo employee.
// Expectations come from the seed's own records as another screen shows them (the invoices page, the document
// rows), never from figures written here.
import fs from "node:fs";
import * as availableProductsRoute from "@/app/api/companies/[companyId]/available-products/route";
import * as invoicesRoute from "@/app/api/invoice-reports/companies/[companyId]/invoices/route";
import * as statusRoute from "@/app/api/invoice-reports/companies/[companyId]/balances/status/route";
import * as seatsRoute from "@/app/api/seats/route";
import * as employeeRoute from "@/app/api/employees/[employeeId]/route";
import * as documentDownloadRoute from "@/app/api/documents/[documentId]/download/route";
import * as dataExportRoute from "@/app/api/employees/[employeeId]/data-export/route";
import type { PrismaClient } from "@/generated/prisma/client";
import { loadActor } from "@/lib/auth/session";
import type { Actor } from "@/lib/auth/actor";
import { getHireAvailability } from "@/lib/hiring/get-hire-availability";
import { MESSAGES_HIRING } from "@/lib/hiring/constants";
import { defaultCurrencyForCountry } from "@/lib/employees/salary-currency";
import { getEmployeeDetail } from "@/lib/employees/get-employee";
import { displayValue } from "@/lib/employees/field-values";
import { salaryCurrencyMessage } from "@/lib/employees/salary-currency";
import { roleFieldsLocked } from "@/lib/employees/edit-schema";
import { buildDataExport } from "@/lib/data-export/build-export";
import { readStream } from "@/lib/storage/files";
import { UPLOAD_MESSAGES } from "@/lib/storage/messages";
import { DEMO_ACCOUNTS } from "../../prisma/demo-accounts";
import { seededDatabase, type SeededDatabase } from "../integration/seed/fresh-database";
import { readZip } from "../integration/employees/read-zip";
import { call, tokenFor } from "../integration/support/http";
import { day } from "./support";

jest.setTimeout(240_000);

// The seed writes its demo files: into a folder of this run, where the downloads then read them.
let fresh: SeededDatabase;
let db: PrismaClient;
const actors = new Map<string, Actor>();
const tokens = new Map<string, string>();

beforeAll(async () => {
  fresh = await seededDatabase();
  // The code under test reads this database (lib/db.ts opens its pool on first use, after this line).
  process.env.DATABASE_URL = fresh.url;
  db = fresh.prisma;
  process.env.DATA_EXPORT_WAIT_MS = "0";
  for (const account of DEMO_ACCOUNTS) {
    const user = await db.user.findUniqueOrThrow({ where: { email: account.email.toLowerCase() } });
    actors.set(account.key, (await loadActor(user.id, null, "token"))!);
    tokens.set(account.key, await tokenFor(user.id));
  }
});

afterAll(async () => {
  delete process.env.DATA_EXPORT_WAIT_MS;
  await fresh.prisma.$disconnect();
  fs.rmSync(fresh.storageDir, { recursive: true, force: true });
  // The database goes with the Jest PostgreSQL server at teardown (the code under test still holds connections).
});

const actor = (key: string) => actors.get(key)!;
const token = (key: string) => tokens.get(key)!;

type InvoicePage = { items: { status: string; dueDate: string | null }[]; totalCount: number };

/** What the company's invoices page lists: whether an invoice is unpaid past its due date, and since when. */
async function overdueOnInvoicesPage(companyId: string) {
  const today = day(0);
  const due: string[] = [];
  for (let pageIndex = 0; ; pageIndex++) {
    const res = await call<InvoicePage>(invoicesRoute.GET, {
      path: `/api/invoice-reports/companies/${companyId}/invoices?pageSize=100&pageIndex=${pageIndex}`,
      params: { companyId },
      token: token("financeAdmin"),
    });
    expect(res.status).toBe(200);
    for (const i of res.body.items) if (i.status !== "PAID" && i.dueDate && i.dueDate < today) due.push(i.dueDate);
    if ((pageIndex + 1) * 100 >= res.body.totalCount) break;
  }
  const oldest = due.sort()[0];
  const days = oldest ? Math.round((Date.parse(today) - Date.parse(oldest)) / 86_400_000) : null;
  return { isOverdue: due.length > 0, daysOverdue: days };
}

describe("[spec 1 §8] the demo data: overdue invoices pause hiring, on every seeded company", () => {
  it("[spec 1 §4] [spec 1 §8] every company: the hire page, the status call, available products and the hire request agree with its invoices page", async () => {
    const companies = await db.company.findMany({
      select: { id: true, enabledProducts: true },
      orderBy: { id: "asc" },
    });
    expect(companies.length).toBeGreaterThan(1);
    const overdueCompanies: string[] = [];
    for (const company of companies) {
      const expected = await overdueOnInvoicesPage(company.id);
      if (expected.isOverdue) overdueCompanies.push(company.id);
      const context = { company: company.id, ...expected };

      // The hire page's loader ('Choose your type of hire'): the banner and the Employee card.
      const page = await getHireAvailability(actor("admin"), company.id);
      expect({ ...context, banner: page.overdueInvoices }).toEqual({ ...context, banner: expected.isOverdue });
      if (expected.isOverdue) expect(page.available.employee).toBe(false);
      else expect(page.available.employee).toBe(company.enabledProducts.includes("EOR"));

      // GET invoice-reports/companies/{id}/balances/status (the header banner's call).
      const status = await call<{ isOverdue: boolean; daysOverdue: number | null }>(statusRoute.GET, {
        path: `/api/invoice-reports/companies/${company.id}/balances/status`,
        params: { companyId: company.id },
        token: token("financeAdmin"),
      });
      expect({ ...context, status: status.body }).toEqual({
        ...context,
        status: { isOverdue: expected.isOverdue, daysOverdue: expected.daysOverdue },
      });

      // GET /companies/{id}/available-products.
      const products = await call<{ hasOverdueInvoices: boolean }>(availableProductsRoute.GET, {
        path: `/api/companies/${company.id}/available-products`,
        params: { companyId: company.id },
        token: token("admin"),
      });
      expect({ ...context, products: products.body.hasOverdueInvoices }).toEqual({
        ...context,
        products: expected.isOverdue,
      });
    }
    // The demo's Acme is among them (its October invoices are unpaid past their due date).
    expect(overdueCompanies).toContain("acme");
  });

  it("[spec 1 §8] the client's hire request for an overdue company is refused with the banner's message; the admin form is not", async () => {
    const acme = await overdueOnInvoicesPage("acme");
    expect(acme.isOverdue).toBe(true);
    const request = (key: string, json: Record<string, unknown>) =>
      call<{ message: string; data?: { id: string } }>(seatsRoute.POST, {
        method: "POST",
        path: "/api/seats",
        json,
        token: token(key),
      });
    const seatsBefore = await db.seat.count({ where: { companyId: "acme" } });
    const refused = await request("manager", {
      variant: "client",
      countryCode: "DE",
      desiredStartDate: day(40),
      acceptTerms: true,
    });
    expect(refused.status).toBe(422);
    expect(refused.body.message).toBe(MESSAGES_HIRING.overdue);
    expect(await db.seat.count({ where: { companyId: "acme" } })).toBe(seatsBefore);

    // A company whose invoices page shows nothing overdue takes the same request.
    const companies = await db.company.findMany({
      where: { enabledProducts: { has: "EOR" }, needsManagerReview: false, isInternal: false },
      select: { id: true },
      orderBy: { id: "asc" },
    });
    let open: string | null = null;
    for (const c of companies) if (!(await overdueOnInvoicesPage(c.id)).isOverdue) open = open ?? c.id;
    if (open) {
      const manager = await db.manager.findFirstOrThrow({
        where: { companyId: open, user: { roles: { some: { type: "manager", scopes: { has: "employees:*" } } } } },
        select: { userId: true },
      });
      const accepted = await call<{ data: { id: string } }>(seatsRoute.POST, {
        method: "POST",
        path: "/api/seats",
        json: { variant: "client", countryCode: "DE", desiredStartDate: day(40), acceptTerms: true },
        token: await tokenFor(manager.userId),
      });
      expect({ company: open, status: accepted.status }).toEqual({ company: open, status: 201 });
    }

    // Provider staff keep the admin hire form for an overdue client (a signed order form arranged with finance).
    const admin = await request("admin", {
      variant: "admin",
      companyId: "acme",
      countryCode: "DE",
      firstName: "Overdue",
      lastName: "Override",
      desiredStartDate: day(30),
      employeeType: "EOR",
      billingCurrency: "EUR",
      managementFeeAmount: 549,
      setupFeeAmount: 460,
      setupFeeStructure: "PER_EMPLOYEE",
      depositType: "ZERO_DEPOSIT_INSURANCE",
      zeroDepositFee: 89,
    });
    expect(admin.status).toBe(201);
  });
});

describe("[spec 1 §8] the demo data: every document state governs its download, preview and ZIP", () => {
  it("[spec 1 §7] [spec 1 §8] each seeded document answers by its state: READY 200, PROCESSING 202, MALICIOUS the spec's message", async () => {
    const documents = await db.document.findMany({ select: { id: true, status: true }, orderBy: { id: "asc" } });
    const states = new Set(documents.map((d) => d.status));
    // Every state of the document exists in the demo data.
    expect([...states].sort()).toEqual(["MALICIOUS", "PROCESSING", "READY"]);
    for (const doc of documents)
      for (const query of ["", "?disposition=inline", "?download=1", "?download=1&disposition=inline"]) {
        const res = await call<{ message?: string; details?: { error?: string } }>(documentDownloadRoute.GET, {
          path: `/api/documents/${doc.id}/download${query}`,
          params: { documentId: doc.id },
          token: token("admin"),
        });
        const seen = { id: doc.id, status: doc.status, query, answer: res.status };
        if (doc.status === "READY") expect(seen).toEqual({ ...seen, answer: 200 });
        else if (doc.status === "PROCESSING") {
          expect(seen).toEqual({ ...seen, answer: 202 });
          expect(res.body.message).toBe(UPLOAD_MESSAGES.processing);
        } else {
          expect(seen).toEqual({ ...seen, answer: 422 });
          expect(res.body.message).toBe(UPLOAD_MESSAGES.malicious);
        }
      }
  });

  it("[spec 1 §8] the demo employee's own processing and malicious files are refused to her too", async () => {
    const own = await db.document.findMany({
      where: { employeeId: "emp-emma", status: { not: "READY" } },
      select: { id: true, status: true },
    });
    expect(new Set(own.map((d) => d.status))).toEqual(new Set(["PROCESSING", "MALICIOUS"]));
    for (const doc of own) {
      const res = await call(documentDownloadRoute.GET, {
        path: `/api/documents/${doc.id}/download?download=1`,
        params: { documentId: doc.id },
        token: token("employee"),
      });
      expect({ id: doc.id, answer: res.status }).toEqual({
        id: doc.id,
        answer: doc.status === "PROCESSING" ? 202 : 422,
      });
    }
  });

  it("[spec 1 §2] the employee ZIP (data export) holds the READY documents only", async () => {
    const started = await call<{ id: string }>(dataExportRoute.POST, {
      method: "POST",
      path: "/api/employees/emp-emma/data-export",
      params: { employeeId: "emp-emma" },
      json: {},
      token: token("admin"),
    });
    expect([200, 202]).toContain(started.status);
    await buildDataExport(started.body.id); // what the worker runs for the queued job
    const row = await db.employeeDataExport.findUniqueOrThrow({ where: { id: started.body.id } });
    expect(row.status).toBe("READY");
    const chunks: Buffer[] = [];
    for await (const chunk of readStream(row.storageKey!)) chunks.push(chunk as Buffer);
    const zip = readZip(Buffer.concat(chunks));
    const included = [...zip.keys()].filter((n) => n.startsWith("documents/")).map((n) => n.slice(10).split("-")[0]);
    const documents = await db.document.findMany({
      where: { employeeId: "emp-emma" },
      select: { id: true, status: true },
    });
    for (const doc of documents) {
      const inZip = [...zip.keys()].some((n) => n.startsWith(`documents/${doc.id}-`));
      expect({ id: doc.id, status: doc.status, inZip }).toEqual({
        id: doc.id,
        status: doc.status,
        inZip: doc.status === "READY",
      });
    }
    expect(included.length).toBeGreaterThan(0);
  });
});

// Spec 1 section 6 'Detail cards by role', for each seeded account on the demo employee (Emma, Acme, employer
// EuroEmploy) or, for the people-team viewer, on an employee of the internal company.
const ALL_CARDS = ["personal", "contact", "role", "employment", "bank", "payroll", "admin"];
const MANAGER_CARDS = ["personal", "contact", "role", "employment", "bank"];
const EXPECTED_CARDS: Record<string, string[] | "not found" | "forbidden"> = {
  admin: ALL_CARDS,
  csAdmin: ALL_CARDS,
  opAdmin: ALL_CARDS,
  payrollAdmin: ALL_CARDS,
  financeAdmin: ALL_CARDS,
  benefitsAdmin: ALL_CARDS,
  benefitsSpecialist: ["personal", "contact", "role", "employment", "payroll"],
  ieAdmin: [],
  viewerClients: [],
  viewerPeople: [],
  superManager: MANAGER_CARDS,
  manager: MANAGER_CARDS,
  reviewManager: "not found",
  employee: MANAGER_CARDS,
  incompleteEmployee: "not found",
  lsp: ["personal", "contact", "role", "employment"],
  contractor: "forbidden",
};

describe("[spec 1 §6] the demo data: every seeded role's detail cards", () => {
  it("[spec 1 §6] every demo account reads the cards the spec gives its role, and nothing else", async () => {
    expect(Object.keys(EXPECTED_CARDS).sort()).toEqual(DEMO_ACCOUNTS.map((a) => a.key).sort());
    const internal = await db.employee.findFirstOrThrow({
      where: { company: { isInternal: true } },
      select: { id: true },
      orderBy: { id: "asc" },
    });
    for (const account of DEMO_ACCOUNTS) {
      const employeeId = account.key === "viewerPeople" ? internal.id : "emp-emma";
      const expected = EXPECTED_CARDS[account.key];
      const res = await call(employeeRoute.GET, {
        path: `/api/employees/${employeeId}`,
        params: { employeeId },
        token: token(account.key),
      });
      if (expected === "forbidden" || expected === "not found") {
        expect({ account: account.key, status: res.status }).toEqual({
          account: account.key,
          status: expected === "forbidden" ? 403 : 404,
        });
        continue;
      }
      expect({ account: account.key, status: res.status }).toEqual({ account: account.key, status: 200 });
      const detail = await getEmployeeDetail(actor(account.key), employeeId);
      expect({ account: account.key, cards: detail.cards }).toEqual({ account: account.key, cards: expected });
    }
  });

  it("[spec 1 §6] managers see the bank card with the account identifiers masked; the employee and admins read them whole", async () => {
    const emma = await db.employee.findUniqueOrThrow({ where: { id: "emp-emma" }, select: { iban: true } });
    expect(emma.iban).toBeTruthy();
    const last4 = emma.iban!.replace(/\s+/g, "").slice(-4);
    for (const key of ["manager", "superManager", "employee", "admin"]) {
      const detail = await getEmployeeDetail(actor(key), "emp-emma");
      const iban = detail.fields.find((f) => f.name === "iban");
      expect({ key, card: iban?.card }).toEqual({ key, card: "bank" });
      const shown = displayValue(iban!, detail);
      if (key.toLowerCase().includes("manager")) expect({ key, shown }).toEqual({ key, shown: `•••• ${last4}` });
      else expect({ key, shown }).toEqual({ key, shown: emma.iban });
      expect(detail.fields.filter((f) => f.card === "bank").every((f) => f.editable === (key === "employee"))).toBe(
        true,
      );
    }
  });

  it("[spec 1 §6] with VIEWER_DETAIL_CARDS=read-only the viewers read the manager's cards, nothing editable", async () => {
    process.env.VIEWER_DETAIL_CARDS = "read-only";
    try {
      const detail = await getEmployeeDetail(actor("viewerClients"), "emp-emma");
      expect(detail.cards).toEqual(MANAGER_CARDS);
      expect(detail.fields.some((f) => f.editable || f.masked)).toBe(false);
    } finally {
      delete process.env.VIEWER_DETAIL_CARDS;
    }
  });
});

describe("[spec 1 §6] [spec 2 §6] the demo data: salary currency", () => {
  it("[spec 1 §6] a manager sets only the country's currency on a demo employee; an admin any", async () => {
    // A demo employee of the manager's company whose role fields may still change (spec 1 section 4).
    const candidates = await db.employee.findMany({
      where: { companyId: "acme", archivedAt: null },
      select: { id: true, countryCode: true, onboardingStatus: true, startDate: true, country: true },
      orderBy: { id: "asc" },
    });
    const editable = candidates.filter(
      (e) =>
        !roleFieldsLocked({ onboardingStatus: e.onboardingStatus, startDate: e.startDate?.toISOString().slice(0, 10) }),
    );
    const target = editable.find((e) => e.countryCode === "NL") ?? editable[0];
    expect(target).toBeDefined();
    const own = defaultCurrencyForCountry(target!.countryCode, target!.country.currency);
    const other = own === "JPY" ? "USD" : "JPY";
    const patch = (key: string, currency: string) =>
      call<{ message: string; fieldErrors?: Record<string, string[]> }>(employeeRoute.PATCH, {
        method: "PATCH",
        path: `/api/employees/${target!.id}`,
        params: { employeeId: target!.id },
        json: { annualBaseSalaryCurrency: currency },
        token: token(key),
      });

    const refused = await patch("manager", other);
    expect(refused.status).toBe(400);
    expect(refused.body.fieldErrors?.annualBaseSalaryCurrency).toEqual([salaryCurrencyMessage(own)]);
    expect((await patch("manager", own)).status).toBe(200);
    expect((await patch("admin", other)).status).toBe(200);
    const stored = await db.employee.findUniqueOrThrow({
      where: { id: target!.id },
      select: { annualBaseSalaryCurrency: true },
    });
    expect(stored.annualBaseSalaryCurrency).toBe(other);
  });
});
