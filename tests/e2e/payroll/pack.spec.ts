// Issue 27 in Chromium: a payroll admin publishes a pay report, downloads its signed pack from the signed packs
// page and verifies it there (the check runs in the browser with Web Crypto); a pack with one byte changed is
// refused, naming the damaged file. The setup (a workbook of its own in a far-future month, one register
// uploaded and processed by the worker) goes through the API, as in reopen.spec.ts; so does the publish call.
import fs from "node:fs";
import { randomBytes } from "node:crypto";
import { expect, request, test, type APIRequestContext } from "@playwright/test";
import { axeScan } from "../support/axe";
import { authFile } from "../support/auth";
import { tamperFirstEntry } from "../support/pack-zip";
import { E2E } from "../support/servers";

test.use({ storageState: authFile("payrollAdmin") });

const u = randomBytes(3).toString("hex");
const csv = (rows: string[][]) =>
  Buffer.from(["employeeId,firstName,lastName,concept,value", ...rows.map((r) => r.join(","))].join("\r\n") + "\r\n");

async function statusOf(api: APIRequestContext, id: string): Promise<string> {
  const res = await api.get(`/api/gross-to-net/${id}`);
  return ((await res.json()) as { processingStatus: string }).processingStatus;
}

test("[PAYROLL] payroll admin publishes a report, downloads its signed pack and verifies it", async ({ page }) => {
  test.setTimeout(150_000);
  const api = await request.newContext({ baseURL: E2E.baseURL, storageState: authFile("payrollAdmin") });
  const year = 2072 + (parseInt(u, 16) % 8); // each spec that makes a workbook has its own years: one per month
  const month = 1 + (parseInt(u.slice(0, 2), 16) % 12);
  const period = `${year}${String(month).padStart(2, "0")}`;
  const fileName = `pack-${u}.csv`;

  const wb = await api.post("/api/workbook", { data: { name: `E2E pack ${u}`, month, year } });
  expect(wb.status()).toBe(201);
  const workbookId = ((await wb.json()) as { id: string }).id;
  const up = await api.post("/api/gross-to-net/complete", {
    multipart: {
      source: "MANUAL",
      payrollPeriod: period,
      payrollCycle: "CYCLE_1",
      fileType: "PAY_REGISTER",
      country: "DE",
      lspId: "euroemploy",
      legalEntityId: "le-euroemploy-de",
      workbookId,
      fileContent: {
        name: fileName,
        mimeType: "text/csv",
        buffer: csv([
          [`P1-${u}`, "Pia", `Pack${u}`, "Base Salary", "4100"],
          [`P2-${u}`, "Paul", `Pack${u}`, "Base Salary", "3900"],
        ]),
      },
    },
  });
  expect(up.status()).toBe(201);
  const id = ((await up.json()) as { items: { id: string }[] }).items[0].id;
  await expect.poll(() => statusOf(api, id), { timeout: 45_000 }).toBe("DUPLICATES_CHECKED");

  // Blocking findings of the anomaly checks are acknowledged first (the approval gate).
  const findings = (await (await api.get(`/api/gross-to-net/${id}/findings`)).json()) as {
    items: { id: string; severity: string; resolved: boolean }[];
  };
  for (const f of findings.items.filter((i) => i.severity === "BLOCKING" && !i.resolved)) {
    const ack = await api.post(`/api/gross-to-net/${id}/findings/${f.id}/acknowledge`, {
      data: { justification: "Checked with the provider: expected." },
    });
    expect(ack.ok()).toBe(true);
  }

  // Publish: the pack is built by the worker once the report is PUBLISHED.
  const published = await api.post("/api/publish/bulk", { data: { grossToNetIds: [id] } });
  expect(published.status()).toBe(200);
  expect(((await published.json()) as Record<string, string>)[id]).toBe("SUCCESS");
  await expect.poll(async () => (await api.get(`/api/payroll/packs/${id}`)).status(), { timeout: 45_000 }).toBe(200);

  // Managers never get the whole report's pack (it holds every company's employees); Acme's super manager, who may
  // download Acme's company packs, gets 404 for this report's whole pack and for an Acme pack it has none of (no Acme
  // employee in it). Company packs themselves: tests/integration/payroll/payroll-pack.test.ts.
  const superManager = await request.newContext({ baseURL: E2E.baseURL, storageState: authFile("superManager") });
  expect((await superManager.get(`/api/payroll/packs/${id}`)).status()).toBe(404);
  expect((await superManager.get(`/api/payroll/packs/${id}?companyId=acme`)).status()).toBe(404);
  expect((await api.get(`/api/payroll/packs/${id}?companyId=acme`)).status()).toBe(404);
  await superManager.dispose();

  // The public key is served to anyone.
  const anonymous = await request.newContext({ baseURL: E2E.baseURL, storageState: { cookies: [], origins: [] } });
  const key = await anonymous.get("/api/payroll/packs/public-key");
  expect(key.status()).toBe(200);
  const { keyId } = (await key.json()) as { keyId: string };

  // The payroll reports page links the signed packs page.
  await page.goto("/payroll-reports/packs");
  await expect(page.getByRole("heading", { name: "Signed payroll packs", level: 1 })).toBeVisible();
  const row = page.getByTestId("pack-row").filter({ hasText: fileName });
  await expect(row).toHaveAttribute("data-pay-report-id", id);

  // Download the pack.
  const downloading = page.waitForEvent("download");
  await row.getByRole("link", { name: `Download pack ${fileName} version 1`, exact: true }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe(`payroll-pack_DE_${period}_CYCLE_1_v1.zip`);
  const zipPath = await download.path();
  const zip = fs.readFileSync(zipPath);

  // Verify it on the page: the signature holds and every file matches.
  await page
    .getByLabel("Payroll pack (ZIP)")
    .setInputFiles({ name: "pack.zip", mimeType: "application/zip", buffer: zip });
  const verdict = page.getByTestId("pack-verdict");
  await expect(verdict.getByText("The pack verifies", { exact: true })).toBeVisible();
  await expect(verdict).toContainText(`key ${keyId}`);
  await expect(verdict.getByRole("list", { name: "Files in the pack" }).getByRole("listitem")).toHaveCount(6);
  await expect(verdict).toContainText(fileName);

  const axe = await axeScan(page).withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"]).analyze();
  expect(axe.violations).toEqual([]);

  // One byte changed inside the register's data (the first entry): refused, naming the file.
  const { tampered, entryName } = tamperFirstEntry(zip);
  expect(entryName).toBe(`register/${fileName}`);
  await page.getByLabel("Payroll pack (ZIP)").setInputFiles({
    name: "tampered.zip",
    mimeType: "application/zip",
    buffer: tampered,
  });
  await expect(verdict.getByText("The pack does not verify", { exact: true })).toBeVisible();
  await expect(verdict.getByRole("list", { name: "Problems found" })).toContainText(`register/${fileName}`);

  // At phone width the page does not overflow.
  await page.setViewportSize({ width: 390, height: 844 });
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  await anonymous.dispose();
  await api.dispose();
});
