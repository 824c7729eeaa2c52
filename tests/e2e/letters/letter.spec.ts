// [LETTERS] An employment letter in Chromium: the demo employee asks for a salary certificate on /pay, the admin
// approves it on /letters (People > Letter requests in the navigation), the background worker makes the
// signed PDF, the employee downloads it, and the public verification page (signed out) confirms that file and
// says a copy with one changed byte is not the letter, and that an unknown code names no letter.
import fs from "node:fs";
import { randomBytes } from "node:crypto";
import { expect, test } from "@playwright/test";
import { authFile } from "../support/auth";
import { openFromNavigation } from "../support/navigation";

test.use({ storageState: authFile("employee") });

test("[LETTERS] request, approve, download and verify a salary certificate", async ({ page, browser }) => {
  test.setTimeout(180_000);
  const purpose = `Flat rental ${randomBytes(3).toString("hex")}`;
  await page.goto("/pay");
  await page.getByRole("button", { name: "Request a letter" }).click();
  const dialog = page.getByRole("dialog", { name: "Request a letter" });
  await dialog.getByLabel("Kind of letter").selectOption({ label: "Salary certificate" });
  await dialog.getByLabel("Months of pay").selectOption({ label: "Last 3 months" });
  await dialog.getByLabel("Purpose (optional)").fill(purpose);
  await dialog.getByRole("button", { name: "Request" }).click();
  await expect(dialog).toBeHidden();
  const letters = page.getByTestId("letters-table");
  // The table and the phone cards are one table: its row for this letter says it waits.
  const mine = letters.getByRole("row").filter({ hasText: "Salary certificate (3 months)" }).first();
  await expect(mine).toContainText("Waiting for approval");

  const admin = await browser.newContext({ storageState: authFile("admin") });
  try {
    const adminPage = await admin.newPage();
    await openFromNavigation(adminPage, "Letter requests", "People");
    await expect(adminPage.getByRole("heading", { name: "Letters", level: 1 })).toBeVisible();
    const row = adminPage.getByTestId("letters-queue").getByRole("row").filter({ hasText: purpose });
    await expect(row).toContainText("Emma Employee");
    await row.getByRole("button", { name: /^Approve/ }).click();
    const confirm = adminPage.getByRole("dialog", { name: "Approve this letter?" });
    await confirm.getByRole("button", { name: "Approve" }).click();
    await expect(confirm).toBeHidden();
  } finally {
    await admin.close();
  }

  // The worker makes the PDF; the card checks again while it is being prepared.
  await page.reload();
  const ready = page
    .getByTestId("letters-table")
    .getByRole("row")
    .filter({ has: page.getByRole("link", { name: /^Download the salary certificate/ }) })
    .first();
  await expect(ready).toContainText("Ready", { timeout: 90_000 });
  const [download] = await Promise.all([
    page.waitForEvent("download"),
    ready.getByRole("link", { name: /^Download/ }).click(),
  ]);
  const file = await download.path();
  const bytes = fs.readFileSync(file);
  expect(bytes.subarray(0, 5).toString("latin1")).toBe("%PDF-");
  const listed = await page.request.get("/api/employees/emp-emma/letters");
  const letter = ((await listed.json()) as { items: { purpose: string | null; code: string | null }[] }).items.find(
    (l) => l.purpose === purpose,
  );
  expect(letter?.code).toMatch(/^[2-9A-Z]{10}$/);
  expect(download.suggestedFilename()).toBe(`salary-certificate-${letter!.code}.pdf`);

  const visitor = await browser.newContext({ storageState: { cookies: [], origins: [] } });
  try {
    const publicPage = await visitor.newPage();
    await publicPage.goto(`/verify-letter/${letter!.code}`);
    await expect(publicPage.getByTestId("letter-facts")).toHaveText(
      /^Genuine letter issued by .+ on \d{4}-\d{2}-\d{2}: Salary certificate \(3 months\), for Emma Employee\.$/,
    );
    const input = publicPage.getByLabel("Check a copy of the letter (PDF)");
    const status = publicPage.getByRole("status");
    await input.setInputFiles({ name: "letter.pdf", mimeType: "application/pdf", buffer: bytes });
    await expect(status).toHaveText("The file is the letter issued under this code: unaltered, signature valid.");
    const changed = Buffer.from(bytes);
    changed[Math.floor(changed.length / 2)] ^= 0x20;
    await input.setInputFiles({ name: "changed.pdf", mimeType: "application/pdf", buffer: changed });
    await expect(status).toHaveText("This file is not the letter issued under this code.");
    await publicPage.goto("/verify-letter/ABCDEFGHJK");
    await expect(publicPage.getByRole("status")).toHaveText("No letter has this code.");
  } finally {
    await visitor.close();
  }
});
