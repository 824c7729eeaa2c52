/** @jest-environment node */
// Catalogue conformance (spec 2 and 3 section 7): the CSV exports answer data.url, a signed same-origin link that
// streams the file when followed (without a session), and nothing else can use it: a tampered or expired link is
// refused (404, 410), a user of another company can neither mint one nor use one (403), and the signer's
// permission is checked again when the link is opened. Also the data.url answers of the seat's order form and the
// contract document inline.
import { parse } from "csv-parse/sync";
import { getDb } from "@/lib/db";
import * as fxExportRoute from "@/app/api/payroll/fx-exchange-rates/export-to-csv/route";
import * as reportRoute from "@/app/api/payroll/invoice-logs/export-invoice-report/route";
import * as logsExportRoute from "@/app/api/payroll/invoice-logs/export/route";
import * as billingExportRoute from "@/app/api/payroll/billing-items/export/route";
import * as sowRoute from "@/app/api/seats/[id]/sow-document/route";
import * as contractDocumentRoute from "@/app/api/contracts/documents/[documentId]/route";
import { FX_CSV_HEADER } from "@/lib/finance/fx-rates/schema";
import { buildOpenApiDocument } from "@/lib/openapi/document";
import { ROUTE_MODULES } from "@/lib/openapi/route-modules.generated";
import { FX_RATES_CSV_DOWNLOAD } from "@/lib/finance/fx-rates/export-fx-rates-csv";
import { MAX_INLINE_PARAMS_BYTES, signDownload } from "@/lib/storage/signed-download";
import { SIGNED_DOWNLOAD_REFUSED } from "@/lib/downloads/serve-signed-download";
import { call, tokenFor } from "../integration/support/http";
import { followDownload } from "../integration/support/signed-download";
import { createCompany, createManager } from "../factories/companies";
import { createEmployee } from "../factories/employees";
import { createSeat } from "../factories/seats";
import { createUser, uniqueSuffix } from "../factories/users";

const db = getDb();
type LinkAnswer = { data: { url: string; expiresAt: string } };

let tag: string;
let acme: { id: string; name: string };
let payrollUserId: string;
const tokens: Record<"payroll" | "finance" | "foreignManager", string> = {
  payroll: "",
  finance: "",
  foreignManager: "",
};

beforeAll(async () => {
  tag = uniqueSuffix()
    .replace(/[^a-z0-9]/gi, "")
    .slice(-8);
  acme = await createCompany(db, { name: `Catalogue Export ${tag}` });
  const other = await createCompany(db);
  payrollUserId = (await createUser(db, { roles: ["admin", "payroll"] })).user.id;
  tokens.payroll = await tokenFor(payrollUserId);
  tokens.finance = await tokenFor((await createUser(db, { roles: ["admin", "finance"] })).user.id);
  tokens.foreignManager = await tokenFor(
    (await createManager(db, { companyId: other.id, scopes: ["super-manager", "finance:*", "employees:*"] })).user.id,
  );
  await db.fxRate.createMany({
    data: ["QKA", "QKB", "QKC"].map((to, i) => ({
      fromCurrency: "QKX",
      toCurrency: to,
      rate: `1.${i + 1}`,
      rateDate: new Date(Date.UTC(2031, 0, 1 + i)),
    })),
  });
  await db.invoiceLog.createMany({
    data: Array.from({ length: 120 }, (_, i) => ({
      id: `cat-${tag}-log-${String(i).padStart(4, "0")}`,
      companyId: acme.id,
      companyName: acme.name,
      invoiceType: "DEPOSIT_ONLY" as const,
      status: "SUCCESS" as const,
      createdAt: new Date(Date.UTC(2033, 0, 1) + i * 60_000),
    })),
  });
});

const csvRows = (text: string) => parse(text, { bom: true }) as string[][];

async function fxLink(token: string, query = "fromCurrency=QKX") {
  return call<LinkAnswer>(fxExportRoute.GET, { path: `/api/payroll/fx-exchange-rates/export-to-csv?${query}`, token });
}

describe("[spec 2 §7] [spec 3 §7] FX rates CSV export", () => {
  it("[spec 2 §7] FX rates CSV export answers data.url, a signed link that streams the CSV", async () => {
    const answer = await fxLink(tokens.payroll);
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({
      data: { url: expect.stringMatching(/^\/api\/downloads\/[\w-]+\.[\w-]+\.[\w-]+$/), expiresAt: expect.any(String) },
    });
    expect(new Date(answer.body.data.expiresAt).getTime()).toBeGreaterThan(Date.now());

    const file = await followDownload(answer.body.data.url); // no session: the link is the authority
    expect(file.status).toBe(200);
    expect(file.headers.get("content-type")).toContain("text/csv");
    expect(file.headers.get("content-disposition")).toContain("fx-rates-QKX.csv");
    const rows = csvRows(file.body);
    expect(rows[0]).toEqual([...FX_CSV_HEADER]);
    expect(rows.slice(1)).toEqual([
      ["QKX", "QKC", "1.3", "2031-01-03"],
      ["QKX", "QKB", "1.2", "2031-01-02"],
      ["QKX", "QKA", "1.1", "2031-01-01"],
    ]);
    // The signer may follow it signed in too, as often as needed before it expires.
    expect((await followDownload(answer.body.data.url, tokens.payroll)).status).toBe(200);
  });

  it("[spec 2 §7] a tampered FX export link is 404 and an expired one 410", async () => {
    const { url } = (await fxLink(tokens.payroll)).body.data;
    const [header, payload, signature] = url.slice("/api/downloads/".length).split(".");
    const flipped = `${signature.slice(0, -2)}${signature.endsWith("AA") ? "BB" : "AA"}`;
    expect((await followDownload(`/api/downloads/${header}.${payload}.${flipped}`)).status).toBe(404);
    // Another filter in the payload under the original signature.
    const claims = JSON.parse(Buffer.from(payload, "base64url").toString("utf8"));
    const widened = Buffer.from(JSON.stringify({ ...claims, params: {} })).toString("base64url");
    expect((await followDownload(`/api/downloads/${header}.${widened}.${signature}`)).status).toBe(404);
    expect((await followDownload("/api/downloads/not-a-link")).status).toBe(404);

    const expired = await signDownload(
      { kind: FX_RATES_CSV_DOWNLOAD, params: { fromCurrency: "QKX" }, userId: payrollUserId },
      { now: Date.now() - 3_600_000 },
    );
    const gone = await followDownload<{ code: string }>(expired.url);
    expect(gone.status).toBe(410);
    expect(gone.body).toMatchObject({ code: "GONE" });
  });

  it("[spec 2 §7] a user of another company cannot use someone else's FX export link", async () => {
    const { url } = (await fxLink(tokens.payroll)).body.data;
    const refused = await followDownload<{ message: string }>(url, tokens.foreignManager);
    expect(refused.status).toBe(403);
    expect(refused.body).toMatchObject({ message: SIGNED_DOWNLOAD_REFUSED.otherUser });
  });

  it("[spec 2 §7] a bad currency is refused before any link is minted, naming the field", async () => {
    const bad = await call<{ fieldErrors: Record<string, string[]> }>(fxExportRoute.GET, {
      path: "/api/payroll/fx-exchange-rates/export-to-csv?fromCurrency=E1",
      token: tokens.payroll,
    });
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.body.fieldErrors)).toContain("fromCurrency");
  });
});

describe("[spec 2 §7] [spec 3 §7] invoice report and invoice log exports", () => {
  const ids = (from: number, to: number) =>
    Array.from({ length: to - from }, (_, i) => `cat-${tag}-log-${String(from + i).padStart(4, "0")}`);

  it("[spec 3 §7] POST payroll/invoice-logs/export-invoice-report answers data.url, a signed link to exactly the selected logs", async () => {
    const answer = await call<LinkAnswer>(reportRoute.POST, {
      method: "POST",
      path: "/api/payroll/invoice-logs/export-invoice-report",
      json: { invoiceLogIds: ids(0, 3) },
      token: tokens.finance,
    });
    expect(answer.status).toBe(200);
    expect(answer.body.data.url).toMatch(/^\/api\/downloads\//);
    const file = await followDownload(answer.body.data.url);
    expect(file.status).toBe(200);
    expect(file.headers.get("content-disposition")).toMatch(/invoice-report_.*\.csv/);
    const rows = csvRows(file.body);
    expect(rows[0][0]).toBe("Invoice log ID");
    expect(
      rows
        .slice(1)
        .map((r) => r[0])
        .sort(),
    ).toEqual(ids(0, 3));
  });

  it("[spec 3 §7] a selection too long for a URL still answers a short link, which streams every selected log", async () => {
    const many = ids(0, 120);
    expect(JSON.stringify({ invoiceLogIds: many }).length).toBeGreaterThan(MAX_INLINE_PARAMS_BYTES);
    const answer = await call<LinkAnswer>(reportRoute.POST, {
      method: "POST",
      path: "/api/payroll/invoice-logs/export-invoice-report",
      json: { invoiceLogIds: many },
      token: tokens.finance,
    });
    expect(answer.status).toBe(200);
    expect(answer.body.data.url.length).toBeLessThan(1000);
    const file = await followDownload(answer.body.data.url);
    expect(file.status).toBe(200);
    expect(csvRows(file.body).slice(1)).toHaveLength(120);
  });

  it("[spec 3 §7] an unknown invoice log id mints no link (404 naming invoiceLogIds); another company's manager is refused (403)", async () => {
    const unknown = await call<{ fieldErrors: Record<string, string[]> }>(reportRoute.POST, {
      method: "POST",
      path: "/api/payroll/invoice-logs/export-invoice-report",
      json: { invoiceLogIds: [...ids(0, 1), "no-such-log"] },
      token: tokens.finance,
    });
    expect(unknown.status).toBe(404);
    expect(Object.keys(unknown.body.fieldErrors)).toEqual(["invoiceLogIds"]);
    const foreign = await call(reportRoute.POST, {
      method: "POST",
      path: "/api/payroll/invoice-logs/export-invoice-report",
      json: { invoiceLogIds: ids(0, 1) },
      token: tokens.foreignManager,
    });
    expect(foreign.status).toBe(403);
  });

  it("[spec 3 §7] POST /payroll/invoice-logs/export answers data.url; the signer's permission is checked again when it is opened", async () => {
    const finance = await createUser(db, { roles: ["admin", "finance"] });
    const token = await tokenFor(finance.user.id);
    const answer = await call<LinkAnswer>(logsExportRoute.POST, {
      method: "POST",
      path: "/api/payroll/invoice-logs/export",
      json: { clientOrEmployeeNameQuery: `Catalogue Export ${tag}` },
      token,
    });
    expect(answer.status).toBe(200);
    const file = await followDownload(answer.body.data.url);
    expect(file.status).toBe(200);
    expect(csvRows(file.body).slice(1)).toHaveLength(120);
    // The signer loses the finance role: the link no longer downloads.
    await db.userRole.deleteMany({ where: { userId: finance.user.id, type: "finance" } });
    const refused = await followDownload<{ message: string }>(answer.body.data.url);
    expect(refused.status).toBe(403);
    expect(refused.body).toMatchObject({ message: SIGNED_DOWNLOAD_REFUSED.signerCannot });
  });
});

describe("[spec 3 §7] billing items export", () => {
  it("[spec 3 §7] POST /payroll/billing-items/export answers url and exportId (also data.url): the link streams the stamped items", async () => {
    const company = await createCompany(db, { name: `Catalogue Billing ${tag}` });
    await db.billingItem.createMany({
      data: [1, 2].map((n) => ({
        id: `cat-${tag}-bill-${n}`,
        invoiceId: `cat-${tag}-inv`,
        invoiceNumber: `INV-${tag}`,
        companyId: company.id,
        currency: "EUR",
        totalAmount: `${n}00`,
        payrollPeriod: "203301",
      })),
    });
    const answer = await call<{
      url: string;
      exportId: string;
      itemCount: number;
      data: { url: string; exportId: string };
    }>(billingExportRoute.POST, {
      method: "POST",
      path: "/api/payroll/billing-items/export",
      json: { companyId: company.id },
      token: tokens.finance,
    });
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ itemCount: 2, data: { url: answer.body.url, exportId: answer.body.exportId } });
    expect(answer.body.url).toMatch(/^\/api\/downloads\//);
    const stamped = await db.billingItem.findMany({ where: { companyId: company.id } });
    expect(stamped.every((i) => i.clientInvoiceExportId === answer.body.exportId)).toBe(true);

    const file = await followDownload(answer.body.url);
    expect(file.status).toBe(200);
    expect(file.headers.get("content-disposition")).toContain(`${answer.body.exportId}.csv`);
    expect(
      csvRows(file.body)
        .slice(1)
        .map((r) => r[0])
        .sort(),
    ).toEqual([`cat-${tag}-bill-1`, `cat-${tag}-bill-2`]);
    // A second export of the same filters stamps nothing new; the first link still serves its items.
    const again = await call<{ itemCount: number }>(billingExportRoute.POST, {
      method: "POST",
      path: "/api/payroll/billing-items/export",
      json: { companyId: company.id },
      token: tokens.finance,
    });
    expect(again.body.itemCount).toBe(0);
    expect(csvRows((await followDownload(answer.body.url)).body).slice(1)).toHaveLength(2);
    // Another company's manager neither mints (403) nor uses the link (403).
    const foreign = await call(billingExportRoute.POST, {
      method: "POST",
      path: "/api/payroll/billing-items/export",
      json: { companyId: company.id },
      token: tokens.foreignManager,
    });
    expect(foreign.status).toBe(403);
    expect((await followDownload(answer.body.url, tokens.foreignManager)).status).toBe(403);
  });
});

describe("[spec 1 §7] [spec 3 §7] data.url of documents", () => {
  it("[spec 3 §7] GET /seats/{seatId}/sow-document answers data.url; another company's manager gets 404", async () => {
    const { user } = await createManager(db, { companyId: acme.id });
    const seat = await createSeat(db, { companyId: acme.id });
    await db.seat.update({ where: { id: seat.id }, data: { sowDocUrl: `documents/2031-01/${tag}.pdf` } });
    const own = await call<{ data: { url: string } }>(sowRoute.GET, {
      path: `/api/seats/${seat.id}/sow-document`,
      params: { id: seat.id },
      token: await tokenFor(user.id),
    });
    expect(own.status).toBe(200);
    expect(own.body).toEqual({ data: { url: `/api/seats/${seat.id}/order-form` } });
    const foreign = await call(sowRoute.GET, {
      path: `/api/seats/${seat.id}/sow-document`,
      params: { id: seat.id },
      token: tokens.foreignManager,
    });
    expect(foreign.status).toBe(404);
  });

  it("[spec 1 §7] the contract document inline by documentId answers data.url of its PDF; unknown or foreign is 404", async () => {
    const { employee } = await createEmployee(db, { companyId: acme.id });
    const contract = await db.contract.create({
      data: {
        employeeId: employee.id,
        documentId: `cat-doc-${tag}`,
        status: "approved",
        storageKey: `contracts/2031-01/${tag}.pdf`,
      },
    });
    const admin = await tokenFor((await createUser(db, { roles: ["admin"] })).user.id);
    const own = await call<{ data: { url: string } }>(contractDocumentRoute.GET, {
      path: `/api/contracts/documents/cat-doc-${tag}`,
      params: { documentId: `cat-doc-${tag}` },
      token: admin,
    });
    expect(own.status).toBe(200);
    expect(own.body).toEqual({ data: { url: `/api/employees/${employee.id}/contracts/${contract.id}/pdf` } });
    for (const [documentId, token] of [
      ["no-such-document", admin],
      [`cat-doc-${tag}`, tokens.foreignManager],
    ])
      expect((await call(contractDocumentRoute.GET, { path: "/x", params: { documentId }, token })).status).toBe(404);
  });
});

describe("[spec 2 §7] [spec 3 §7] the OpenAPI document", () => {
  it("[spec 3 §7] shows the exports' data.url answers and the public download link", () => {
    const doc = buildOpenApiDocument(ROUTE_MODULES);
    const answer = (path: string, method: "get" | "post") =>
      (doc.paths[path][method].responses["200"] as { content: { "application/json": { schema: unknown } } }).content[
        "application/json"
      ].schema;
    for (const [path, method] of [
      ["/api/payroll/fx-exchange-rates/export-to-csv", "get"],
      ["/api/payroll/invoice-logs/export-invoice-report", "post"],
      ["/api/payroll/invoice-logs/export", "post"],
      ["/api/seats/{id}/sow-document", "get"],
      ["/api/contracts/documents/{documentId}", "get"],
    ] as const)
      expect({ path, schema: answer(path, method) }).toMatchObject({
        path,
        schema: { required: ["data"], properties: { data: { properties: { url: { type: "string" } } } } },
      });
    expect(answer("/api/payroll/billing-items/export", "post")).toMatchObject({
      required: expect.arrayContaining(["url", "exportId", "data"]),
    });
    expect(doc.paths["/api/downloads/{token}"].get.security).toEqual([]);
  });
});
