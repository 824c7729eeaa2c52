// The employee's signed record in Chromium: the demo employee downloads it from /pay, the ZIP verifies with the
// payroll packs' verifier against the public key the platform serves (as scripts/verify-pack.ts would check it), and
// the public verification page (signed out) says it is an employee record that verifies.
import fs from "node:fs";
import { webcrypto } from "node:crypto";
import zlib from "node:zlib";
import { expect, request, test } from "@playwright/test";
import { authFile } from "../support/auth";
import { E2E } from "../support/servers";
import { verifyPackBytes } from "../../../lib/payroll/packs/verify-pack-bytes";

test.use({ storageState: authFile("employee") });

test("[PAYSLIPS] the employee downloads their signed record from /pay and it verifies", async ({ page, browser }) => {
  test.setTimeout(90_000);
  await page.goto("/pay");
  const downloading = page.waitForEvent("download");
  await page.getByRole("link", { name: "Download my signed record" }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^employee-record_Emma-[A-Za-z-]+_\d{4}-\d{2}-\d{2}\.zip$/);
  const zip = new Uint8Array(fs.readFileSync(await download.path()));

  const anonymous = await request.newContext({ baseURL: E2E.baseURL, storageState: { cookies: [], origins: [] } });
  const { publicKeyPem } = (await (await anonymous.get("/api/payroll/packs/public-key")).json()) as {
    publicKeyPem: string;
  };
  await anonymous.dispose();
  const verdict = await verifyPackBytes(zip, publicKeyPem, {
    subtle: webcrypto.subtle as unknown as SubtleCrypto,
    inflateRaw: async (bytes) => new Uint8Array(zlib.inflateRawSync(Buffer.from(bytes))),
  });
  expect(verdict.problems).toEqual([]);
  expect(verdict.kind).toBe("employee-record");
  expect(verdict.record?.employee.id).toBe("emp-emma");
  expect(verdict.record?.files.filter((f) => f.kind === "payslip").length).toBeGreaterThan(0);

  // Whoever Emma hands it to checks it on the public verification page, signed out, in their browser.
  const visitor = await browser.newContext({ storageState: { cookies: [], origins: [] } });
  const verify = await visitor.newPage();
  await verify.goto("/verify-record");
  await expect(verify.getByRole("heading", { name: "Verify a signed record" })).toBeVisible();
  await verify
    .getByLabel("Signed record (ZIP)")
    .setInputFiles({ name: "record.zip", mimeType: "application/zip", buffer: Buffer.from(zip) });
  const shown = verify.getByTestId("pack-verdict");
  await expect(shown.getByText("The employee record verifies", { exact: true })).toBeVisible();
  await expect(shown).toContainText("Employee record of Emma");
  await visitor.close();
});

test("[PAYSLIPS] the employee downloads one year's payslips as a ZIP from /pay", async ({ page }) => {
  // The year of Emma's newest payslip, and that year's payslips as the list names them.
  const listed = await page.request.get("/api/employees/emp-emma/payslips?pageSize=100");
  const items = ((await listed.json()) as { items: { period: string; version: number }[] }).items;
  const year = items[0].period.slice(0, 4);
  const names = items
    .filter((p) => p.period.startsWith(year))
    .map((p) => `payslip-${year}-${p.period.slice(4)}-emp-emma${p.version > 1 ? `-v${p.version}` : ""}.pdf`);
  await page.goto("/pay");
  await page.getByLabel("Year of payslips").selectOption(year);
  const downloading = page.waitForEvent("download");
  await page.getByRole("link", { name: `Download ${year}'s payslips (ZIP)` }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe(`payslips-${year}-emp-emma.zip`);
  const zip = fs.readFileSync(await download.path());
  expect(zip.subarray(0, 2).toString("latin1")).toBe("PK");
  expect(names.length).toBeGreaterThan(0);
  for (const name of names) expect([name, zip.includes(name)]).toEqual([name, true]);
});

test.describe("staff", () => {
  test.use({ storageState: authFile("payrollAdmin") });

  test("[PAYSLIPS] a payroll admin sees on Emma's page what /pay shows her: year to date, a year's ZIP, the payslips", async ({
    page,
  }) => {
    await page.goto("/employees/emp-emma#payslips");
    const card = page.locator("#payslips");
    await expect(card.getByTestId("pay-ytd")).toBeVisible();
    const zipLink = card.getByRole("link", { name: /^Download \d{4}'s payslips \(ZIP\)$/ });
    await expect(zipLink).toHaveAttribute("href", /^\/api\/employees\/emp-emma\/payslips\/zip\?year=\d{4}$/);
    await expect(card.getByRole("button", { name: /^Download the payslip of / }).first()).toBeVisible();
    const zip = await page.request.get((await zipLink.getAttribute("href"))!);
    expect([zip.status(), zip.headers()["content-type"]]).toEqual([200, "application/zip"]);
  });
});
