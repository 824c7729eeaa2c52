// The catalogue's answer shapes (spec 1 and 2 section 7, spec 2 sections 3 and 9) on the demo seed's records,
// through the screens and the routes they call: the pay reports tab's pager counts pages from the list's
// totalCount; the contractor page's invoice pager from the list's pages; every demo document answers the spec's
// url exactly when its bytes download, and the url streams the same bytes; every seeded contract with a PDF has
// its DOCX behind linkToDocument, and the contract page downloads it; a demo pay report exports as base64; the
// data export of a demo employee answers url or says where to wait for it. Fixture-built cases and bad input:
// tests/spec/catalogue-answer-shapes.test.ts.
import { expect, test, type Browser } from "@playwright/test";
import { Client } from "pg";
import { authFile } from "../support/auth";
import { E2E } from "../support/servers";

/** The local file names of a ZIP (enough to compare two zips of the same export). */
function zipEntryNames(zip: Buffer): string[] {
  const names: string[] = [];
  for (let at = zip.indexOf("PK\x03\x04", 0, "latin1"); at >= 0; at = zip.indexOf("PK\x03\x04", at + 4, "latin1"))
    names.push(zip.subarray(at + 30, at + 30 + zip.readUInt16LE(at + 26)).toString("utf8"));
  return names.sort();
}

async function demoRows<T>(sql: string): Promise<T[]> {
  const pg = new Client({ connectionString: E2E.databaseUrl });
  await pg.connect();
  try {
    return (await pg.query(sql)).rows as T[];
  } finally {
    await pg.end();
  }
}

async function signedIn(browser: Browser, account: string) {
  const context = await browser.newContext({ storageState: authFile(account), baseURL: E2E.baseURL });
  return { context, page: await context.newPage(), api: context.request };
}

test("[spec 2 §9] the pay reports tab counts its pages from the list's totalCount (demo workbook)", async ({
  browser,
}) => {
  const { context, page, api } = await signedIn(browser, "payrollAdmin");
  try {
    const list = await api.get("/api/gross-to-net?workbookId=wb-2026-10&pageSize=20");
    expect(list.status()).toBe(200);
    const body = (await list.json()) as { items: unknown[]; pageSize: number; pageIndex: number; totalCount: number };
    expect(body).toMatchObject({ pageSize: 20, pageIndex: 0, totalCount: expect.any(Number) });
    expect(body.totalCount).toBeGreaterThan(0);
    const pages = Math.max(1, Math.ceil(body.totalCount / 20));

    await page.goto("/payroll/payroll-instances/wb-2026-10#payreports");
    const pager = page.getByRole("navigation", { name: "Pay reports pages" });
    await expect(pager).toContainText(`${body.totalCount} results · Page 1 of ${pages}`);
    await expect(page.getByTestId("pay-report-row")).toHaveCount(Math.min(20, body.totalCount));
    // October's workbook holds more than a page (every country's register): the last page holds the rest.
    expect(pages).toBeGreaterThan(1);
    for (let n = 2; n <= pages; n++) {
      await pager.getByRole("button", { name: "Next" }).click();
      await expect(pager).toContainText(`${body.totalCount} results · Page ${n} of ${pages}`);
    }
    await expect(page.getByTestId("pay-report-row")).toHaveCount(body.totalCount - 20 * (pages - 1));
    await expect(pager.getByRole("button", { name: "Next" })).toBeDisabled();
  } finally {
    await context.close();
  }
});

test("[spec 2 §3] the contractor page pages Carla's invoices by the list's page, size and pages", async ({
  browser,
}) => {
  const { context, page, api } = await signedIn(browser, "manager");
  try {
    const list = await api.get("/api/contractors/ctr-carla/invoices?page=1&size=10");
    const body = (await list.json()) as { items: unknown[]; total: number; page: number; size: number; pages: number };
    expect(Object.keys(body).sort()).toEqual(["items", "page", "pages", "size", "total"]);
    expect(body).toMatchObject({ page: 1, size: 10, pages: Math.max(1, Math.ceil(body.total / 10)) });
    expect(body.pages).toBeGreaterThan(1);

    await page.goto("/contractors/ctr-carla");
    const pager = page.getByRole("navigation", { name: "Invoice pages" });
    await expect(pager).toContainText(`${body.total} results · Page 1 of ${body.pages}`);
    for (let p = 2; p <= body.pages; p++) {
      await pager.getByRole("button", { name: "Next" }).click();
      await expect(pager).toContainText(`Page ${p} of ${body.pages}`);
    }
    await expect(pager.getByRole("button", { name: "Next" })).toBeDisabled();
    const rest = body.total - (body.pages - 1) * 10;
    await expect(page.getByTestId("contractor-invoice")).toHaveCount(rest);
  } finally {
    await context.close();
  }
});

test("[spec 1 §7] every demo document: the spec's url exactly when the bytes download, and the same bytes", async ({
  browser,
}) => {
  const { context, api } = await signedIn(browser, "admin");
  try {
    const documents = await demoRows<{ id: string }>(`SELECT id FROM "Document" ORDER BY id`);
    expect(documents.length).toBeGreaterThan(0);
    let linked = 0;
    for (const { id } of documents) {
      const answer = await api.get(`/api/documents/${id}/download`);
      const bytes = await api.get(`/api/documents/${id}/download?download=1`);
      expect(answer.status(), id).toBe(bytes.status());
      if (answer.status() !== 200) continue;
      const { url } = (await answer.json()) as { url: string };
      const opened = await api.get(url);
      expect(opened.status(), id).toBe(200);
      expect((await opened.body()).equals(await bytes.body()), id).toBe(true);
      linked++;
    }
    expect(linked).toBeGreaterThan(0);
  } finally {
    await context.close();
  }
});

test("[spec 1 §7] every seeded contract with a PDF has its DOCX behind linkToDocument; the page downloads it", async ({
  browser,
}) => {
  const seeded = await demoRows<{ documentId: string; docx: string | null }>(
    `SELECT "documentId", "docxStorageKey" AS docx FROM "Contract" WHERE "storageKey" LIKE 'seed/%' ORDER BY 1`,
  );
  expect(seeded.length).toBeGreaterThan(0);
  expect(seeded.filter((c) => !c.docx).map((c) => c.documentId)).toEqual([]);
  const { context, page, api } = await signedIn(browser, "admin");
  try {
    for (const { documentId } of seeded) {
      const answer = await api.get(`/api/contracts/documents/${documentId}/download?format=docx`);
      expect(answer.status(), documentId).toBe(200);
      const { linkToDocument } = (await answer.json()) as { linkToDocument: string };
      const docx = await api.get(linkToDocument);
      expect(docx.headers()["content-type"], documentId).toContain("wordprocessingml");
      expect((await docx.body()).subarray(0, 4).toString("latin1"), documentId).toBe("PK\x03\x04");
    }

    // The page's link (opened in a new tab) is the bytes of the same call.
    await page.goto("/employees/emp-emma/contracts/doc-contract-emma-v2");
    const href = await page.getByRole("link", { name: "Download docx" }).getAttribute("href");
    const file = await api.get(href!);
    expect(file.headers()["content-disposition"]).toMatch(/^attachment; filename="[^"]+\.docx"/);
    expect((await file.body()).subarray(0, 4).toString("latin1")).toBe("PK\x03\x04");
  } finally {
    await context.close();
  }
});

test("[spec 2 §7] a demo pay report exports as base64 of the zip that download=1 gives", async ({ browser }) => {
  const { context, api } = await signedIn(browser, "payrollAdmin");
  try {
    const list = await api.get("/api/gross-to-net?workbookId=wb-2026-09&processingStatus=PUBLISHED");
    const { items } = (await list.json()) as { items: { id: string }[] };
    expect(items.length).toBeGreaterThan(0);
    const ids = items.map((i) => i.id).join(",");
    const text = await api.get(`/api/gross-to-net/export?dataFrameIds=${ids}`);
    expect(text.headers()["content-type"]).toMatch(/^text\/plain/);
    const zip = Buffer.from(await text.text(), "base64");
    const bytes = await api.get(`/api/gross-to-net/export?dataFrameIds=${ids}&download=1`);
    expect(bytes.headers()["content-disposition"]).toContain('filename="export.zip"');
    expect(zipEntryNames(zip)).toEqual(zipEntryNames(await bytes.body()));
    expect(zipEntryNames(zip)).toHaveLength(items.length * 2);
  } finally {
    await context.close();
  }
});

test("[spec 1 §7] the data export of a demo employee answers url, or a status URL to wait on", async ({ browser }) => {
  const { context, api } = await signedIn(browser, "admin");
  try {
    const res = await api.post("/api/employees/emp-emma/data-export", { data: {} });
    type View = { status: string; url: string | null; statusUrl: string };
    const view = (await res.json()) as View;
    let url = view.url;
    if (res.status() === 202) {
      expect(res.headers()["location"]).toBe(view.statusUrl);
      expect(Number(res.headers()["retry-after"])).toBeGreaterThan(0);
      await expect
        .poll(async () => ((await (await api.get(view.statusUrl)).json()) as View).status, { timeout: 60_000 })
        .toBe("READY");
      url = ((await (await api.get(view.statusUrl)).json()) as View).url;
    } else expect(res.status()).toBe(200);
    const zip = await api.get(url!);
    expect((await zip.body()).subarray(0, 2).toString("latin1")).toBe("PK");
  } finally {
    await context.close();
  }
});
