/** @jest-environment node */
// Catalogue conformance (spec 1 and 2 section 7, spec 2 section 3): the answers of the pay-report list
// (items, pageSize, pageIndex, totalCount), the contractor invoice list (items, total, page, size, pages), the
// pay-report export (base64 zip), document download (url), contract DOCX download (linkToDocument), each through
// the real route handler; with download=1 the bytes the screens save (docs/api-answers.md). The same answers on
// the demo seed's records, through the screens: tests/e2e/core/answer-shapes.spec.ts.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { Readable } from "node:stream";
import * as gtnListRoute from "@/app/api/gross-to-net/route";
import * as gtnExportRoute from "@/app/api/gross-to-net/export/route";
import * as invoicesRoute from "@/app/api/contractors/[contractorId]/invoices/route";
import * as documentDownloadRoute from "@/app/api/documents/[documentId]/download/route";
import * as contractDocxRoute from "@/app/api/contracts/documents/[documentId]/download/route";
import * as signedRoute from "@/app/api/downloads/[token]/route";
import { NextRequest } from "next/server";
import { getDb } from "@/lib/db";
import { writeStream } from "@/lib/storage/files";
import { CONTRACT_FILE_MESSAGES } from "@/lib/contracts/contract-file-link";
import { call, tokenFor } from "../integration/support/http";
import { followDownload } from "../integration/support/signed-download";
import { readZip } from "../integration/employees/read-zip";
import { createUser, uniqueSuffix } from "../factories/users";
import { createManager } from "../factories/companies";
import { createEmployee } from "../factories/employees";
import { createPayrollFixture } from "../factories/payroll";

const db = getDb();
type Err = { message: string; fieldErrors?: Record<string, string[]> };

beforeAll(() => {
  process.env.OMNI_STORAGE_DIR = fs.mkdtempSync(path.join(os.tmpdir(), "omni-answer-shapes-"));
});

// The DOCX call queues generation: stop the pg-boss client before the database goes away.
afterAll(async () => {
  const boss = (globalThis as unknown as { omniBoss?: Promise<{ stop(o: object): Promise<void> }> }).omniBoss;
  if (boss) await (await boss).stop({ graceful: false, wait: true }).catch(() => {});
});

/** A signed link's bytes, opened as a browser tab would (no session). */
async function openLink(url: string) {
  const token = /^\/api\/downloads\/([^/?]+)$/.exec(new URL(url, "http://localhost").pathname)![1];
  const res = await signedRoute.GET(new NextRequest(new URL(url, "http://localhost")), {
    params: Promise.resolve({ token }),
  });
  return { status: res.status, headers: res.headers, bytes: Buffer.from(await res.arrayBuffer()) };
}

describe("[spec 2 §7] GET /gross-to-net answers items, pageSize, pageIndex, totalCount", () => {
  it("[spec 2 §7] pay report list: pageIndex pages by offset, totalCount counts the filter, cursor pages agree", async () => {
    const fx = await createPayrollFixture(db);
    const base = Date.UTC(2032, 0, 1);
    const files = Array.from({ length: 23 }, (_, i) => ({
      id: `shape-${uniqueSuffix()}-${String(i).padStart(2, "0")}`,
      fileName: `register-${i}.csv`,
      country: fx.country,
      payrollCycle: "CYCLE_1" as const,
      payrollPeriod: fx.period,
      processingStatus: i % 4 === 0 ? ("ERROR" as const) : ("PUBLISHED" as const),
      workbookId: fx.workbook.id,
      lspId: fx.lsp.id,
      createdAt: new Date(base + i * 1000),
    }));
    await db.grossToNetFile.createMany({ data: files });
    const token = await tokenFor((await createUser(db, { roles: ["admin", "payroll"] })).user.id);
    type Page = {
      items: { id: string }[];
      pageSize: number;
      pageIndex: number;
      totalCount: number;
      nextCursor: string;
    };
    const page = (q: string) =>
      call<Page>(gtnListRoute.GET, { path: `/api/gross-to-net?workbookId=${fx.workbook.id}&pageSize=10${q}`, token });

    const newestFirst = [...files].reverse().map((f) => f.id);
    const pages = await Promise.all([0, 1, 2, 3].map((i) => page(`&pageIndex=${i}`)));
    expect(pages.map((p) => p.status)).toEqual([200, 200, 200, 200]);
    expect(pages[0].body).toMatchObject({ pageSize: 10, pageIndex: 0, totalCount: 23 });
    expect(pages[2].body).toMatchObject({ pageIndex: 2, totalCount: 23 });
    expect(pages.flatMap((p) => p.body.items.map((i) => i.id))).toEqual(newestFirst);
    expect(pages[3].body.items).toEqual([]); // past the end: no rows, the total still there
    expect(Math.max(1, Math.ceil(pages[0].body.totalCount / pages[0].body.pageSize))).toBe(3);

    // The keyset extension the screen uses lands on the same rows and answers the index it was given.
    const viaCursor = await page(`&cursor=${pages[0].body.nextCursor}&pageIndex=1`);
    expect(viaCursor.body.items.map((i) => i.id)).toEqual(pages[1].body.items.map((i) => i.id));
    expect(viaCursor.body).toMatchObject({ pageIndex: 1, totalCount: 23 });

    const errors = await page("&processingStatus=ERROR");
    expect(errors.body.totalCount).toBe(files.filter((f) => f.processingStatus === "ERROR").length);

    const bad = await page("&pageIndex=-1");
    expect(bad.status).toBe(400);
    expect(Object.keys((bad.body as unknown as Err).fieldErrors ?? {})).toContain("pageIndex");
  });
});

describe("[spec 2 §3] contractor invoice lists carry items, total, page, size, pages", () => {
  it("[spec 2 §3] contractor invoices page by page and size; bad paging is a 400 naming the field", async () => {
    const owner = await createManager(db);
    const client = await db.contractorClient.create({
      data: { companyId: owner.companyId, companyName: "Shapes Ltd", opTermsAccepted: true },
    });
    const contractor = await db.contractor.create({
      data: {
        firstName: "Ines",
        lastName: "Invoice",
        email: `ines-${uniqueSuffix()}@freelance.test.example`,
        residenceCountry: "PT",
        state: "ACTIVE",
      },
    });
    // A manager reaches the contractors with a contract for their company's client.
    await db.contractorContract.create({
      data: {
        contractorId: contractor.id,
        clientId: client.id,
        jobRole: "Designer",
        invoicingCurrency: "EUR",
        billingCurrency: "EUR",
        expectedInvoicingFrequency: "PER_MONTH",
        rate: 4000,
        startDate: new Date(Date.UTC(2025, 0, 1)),
      },
    });
    await db.contractorInvoice.createMany({
      data: Array.from({ length: 13 }, (_, i) => ({
        contractorId: contractor.id,
        clientId: client.id,
        state: i < 5 ? ("OPEN" as const) : ("PAID" as const),
        amount: 1000 + i,
        currency: "EUR",
        dueDate: new Date(Date.UTC(2026, 0, 1 + i)),
        raisedAt: new Date(Date.UTC(2025, 11, 1 + i)),
        createdAt: new Date(Date.UTC(2025, 11, 1 + i)),
      })),
    });
    const token = await tokenFor(owner.user.id);
    type Page = { items: { amount: string }[]; total: number; page: number; size: number; pages: number };
    const list = (q: string) =>
      call<Page>(invoicesRoute.GET, {
        path: `/api/contractors/${contractor.id}/invoices${q}`,
        params: { contractorId: contractor.id },
        token,
      });

    const first = await list("?page=1&size=5");
    expect(first.status).toBe(200);
    expect(Object.keys(first.body).sort()).toEqual(["items", "page", "pages", "size", "total"]);
    expect(first.body).toMatchObject({ total: 13, page: 1, size: 5, pages: 3 });
    expect(first.body.items.map((i) => i.amount)).toEqual(["1012.00", "1011.00", "1010.00", "1009.00", "1008.00"]);
    const last = await list("?page=3&size=5");
    expect(last.body).toMatchObject({ total: 13, page: 3, pages: 3 });
    expect(last.body.items.map((i) => i.amount)).toEqual(["1002.00", "1001.00", "1000.00"]);
    const open = await list("?state=OPEN");
    expect(open.body).toMatchObject({ total: 5, page: 1, size: 20, pages: 1 });

    for (const [q, field] of [
      ["?page=0", "page"],
      ["?page=two", "page"],
      ["?size=101", "size"],
      ["?size=0", "size"],
    ]) {
      const bad = await list(q);
      expect(bad.status).toBe(400);
      expect(Object.keys((bad.body as unknown as Err).fieldErrors ?? {})).toEqual([field]);
    }
  });
});

describe("[spec 2 §7] GET /gross-to-net/export answers a base64 zip", () => {
  it("[spec 2 §7] pay-report export: base64 text of the zip; download=1 the same zip as bytes", async () => {
    const fx = await createPayrollFixture(db);
    const file = await db.grossToNetFile.create({
      data: {
        fileName: "export-me.csv",
        country: fx.country,
        payrollCycle: "CYCLE_1",
        payrollPeriod: fx.period,
        processingStatus: "PUBLISHED",
        workbookId: fx.workbook.id,
        lspId: fx.lsp.id,
      },
    });
    const token = await tokenFor((await createUser(db, { roles: ["admin", "payroll"] })).user.id);
    const text = await call<string>(gtnExportRoute.GET, {
      path: `/api/gross-to-net/export?dataFrameIds=${file.id}`,
      token,
    });
    expect(text.status).toBe(200);
    expect(text.headers.get("content-type")).toMatch(/^text\/plain/);
    expect(text.body).toMatch(/^[A-Za-z0-9+/]+={0,2}$/);
    const zip = readZip(Buffer.from(text.body, "base64"));

    const res = await gtnExportRoute.GET(
      new NextRequest(new URL(`/api/gross-to-net/export?dataFrameIds=${file.id}&download=1`, "http://localhost"), {
        headers: { authorization: `Bearer ${token}` },
      }),
      { params: Promise.resolve({}) },
    );
    expect(res.headers.get("content-type")).toBe("application/zip");
    expect(res.headers.get("content-disposition")).toContain('filename="export.zip"');
    const bytes = readZip(Buffer.from(await res.arrayBuffer()));
    expect([...zip.keys()].sort()).toEqual([...bytes.keys()].sort());
    expect(zip.size).toBe(2);
    for (const [name, data] of zip) expect(data.equals(bytes.get(name)!)).toBe(true);

    const bad = await call<Err>(gtnExportRoute.GET, {
      path: `/api/gross-to-net/export?dataFrameIds=${file.id}&download=yes`,
      token,
    });
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.body.fieldErrors ?? {})).toEqual(["download"]);
  });
});

describe("[spec 1 §7] GET /documents/{id}/download answers url", () => {
  it("[spec 1 §7] document download: a signed url that streams the file; 202 while processing; download=1 the bytes", async () => {
    const owner = await createManager(db);
    const key = `test/answer-shapes/${uniqueSuffix()}.pdf`;
    const pdf = Buffer.from("%PDF-1.4\n% answer shapes\n%%EOF\n");
    await writeStream(key, Readable.from([pdf]));
    const doc = await db.document.create({
      data: {
        title: "Policy",
        type: "OTHER",
        storageKey: key,
        fileName: "policy.pdf",
        mimeType: "application/pdf",
        sizeBytes: pdf.length,
        companyId: owner.companyId,
        tenantId: owner.companyId,
        userId: owner.user.id,
      },
    });
    const token = await tokenFor(owner.user.id);
    const get = (q = "") =>
      call<{ url: string; expiresAt: string } & Err>(documentDownloadRoute.GET, {
        path: `/api/documents/${doc.id}/download${q}`,
        params: { documentId: doc.id },
        token,
      });

    const answer = await get("?disposition=inline");
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({ url: expect.stringMatching(/^\/api\/downloads\//), expiresAt: expect.any(String) });
    const opened = await openLink(answer.body.url);
    expect(opened.status).toBe(200);
    expect(opened.headers.get("content-disposition")).toMatch(/^inline; filename="policy.pdf"/);
    expect(opened.bytes.equals(pdf)).toBe(true);

    const bytes = await get("?download=1");
    expect(bytes.headers.get("content-type")).toBe("application/pdf");
    expect(bytes.body).toContain("%PDF-1.4");

    // Another company's manager gets no link, and cannot use this one.
    const stranger = await tokenFor((await createManager(db)).user.id);
    const foreign = await call(documentDownloadRoute.GET, {
      path: `/api/documents/${doc.id}/download`,
      params: { documentId: doc.id },
      token: stranger,
    });
    expect(foreign.status).toBe(404);
    expect((await followDownload(answer.body.url, stranger)).status).toBe(403);

    await db.document.update({ where: { id: doc.id }, data: { scanStatus: "PENDING" } });
    expect((await get()).status).toBe(202);
    expect((await get("?download=1")).status).toBe(202);
  });
});

describe("[spec 1 §7] GET /contracts/documents/{id}/download answers linkToDocument", () => {
  it("[spec 1 §7] contract DOCX: a temporary linkToDocument; 202 and generation queued when not yet made", async () => {
    const { employee } = await createEmployee(db);
    const key = `test/answer-shapes/${uniqueSuffix()}.docx`;
    const docx = Buffer.from("PK\x03\x04 answer shapes", "latin1");
    await writeStream(key, Readable.from([docx]));
    const signed = await db.contract.create({
      data: {
        employeeId: employee.id,
        documentId: `doc-shapes-${uniqueSuffix()}`,
        status: "signed_both_parties",
        docxStorageKey: key,
      },
    });
    const token = await tokenFor((await createUser(db, { roles: ["admin"] })).user.id);
    const get = (documentId: string, q = "") =>
      call<{ linkToDocument: string; expiresAt: string } & Err>(contractDocxRoute.GET, {
        path: `/api/contracts/documents/${documentId}/download${q}`,
        params: { documentId },
        token,
      });

    const answer = await get(signed.documentId, "?format=docx");
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({
      linkToDocument: expect.stringMatching(/^\/api\/downloads\//),
      expiresAt: expect.any(String),
    });
    const opened = await openLink(answer.body.linkToDocument);
    expect(opened.status).toBe(200);
    expect(opened.headers.get("content-type")).toContain("wordprocessingml");
    expect(opened.bytes.equals(docx)).toBe(true);
    expect((await get(signed.documentId, "?download=1")).headers.get("content-type")).toContain("wordprocessingml");
    expect(Object.keys((await get(signed.documentId, "?format=pdf")).body.fieldErrors ?? {})).toEqual(["format"]);

    const draft = await db.contract.create({
      data: { employeeId: employee.id, documentId: `doc-shapes-${uniqueSuffix()}`, status: "draft" },
    });
    const pending = await get(draft.documentId);
    expect(pending.status).toBe(202);
    expect(pending.body.message).toBe(CONTRACT_FILE_MESSAGES.generating);
    const queued = await db.$queryRaw<{ n: number }[]>`
      SELECT count(*)::int AS n FROM pgboss.job WHERE singleton_key = ${`contract-file-${draft.id}`}`;
    expect(queued[0].n).toBe(1);
    expect((await get(draft.documentId)).status).toBe(202); // asked again: still one job
    const again = await db.$queryRaw<{ n: number }[]>`
      SELECT count(*)::int AS n FROM pgboss.job WHERE singleton_key = ${`contract-file-${draft.id}`}`;
    expect(again[0].n).toBe(1);
  });
});
