// Invoice Monitoring in Chromium (spec 2 sections 2, 7; spec 3 section 7): the finance admin narrows the invoice
// logs with the status multi-select, selects rows (Export is disabled until then), exports them, and the
// downloaded CSV holds exactly the selected logs; changing a filter clears the selection.
import fs from "node:fs";
import { parse } from "csv-parse/sync";
import { expect, test } from "@playwright/test";
import { authFile } from "../support/auth";

test.use({ storageState: authFile("financeAdmin") });

test("[FINANCE] finance admin filters invoice logs, selects rows and exports the invoice report", async ({ page }) => {
  await page.goto("/finance");
  const rows = page.getByTestId("invoice-log-row");
  await expect(rows.first()).toBeVisible();
  const exportButton = page.getByRole("button", { name: "Export", exact: true });
  await expect(exportButton).toBeDisabled();

  // Statuses Failed and Submitted together (the API takes arrays).
  const statuses = page.getByRole("group", { name: "Statuses" });
  await statuses.getByRole("checkbox", { name: "Failed" }).check();
  await statuses.getByRole("checkbox", { name: "Submitted" }).check();
  await expect(rows.filter({ hasText: "Processed" })).toHaveCount(0);
  await expect(rows.filter({ hasText: /Failed|Submitted/ }).first()).toBeVisible();
  const shown = await rows.count();
  expect(shown).toBeGreaterThan(1);

  const first = rows.nth(0);
  const second = rows.nth(1);
  await first.getByRole("checkbox").check();
  await second.getByRole("checkbox").check();
  await expect(page.getByText("2 selected", { exact: true })).toBeVisible();
  await expect(exportButton).toBeEnabled();
  const picked = [
    (await first.getByRole("cell").nth(1).textContent())!.trim(),
    (await second.getByRole("cell").nth(1).textContent())!.trim(),
  ];

  const [download] = await Promise.all([page.waitForEvent("download"), exportButton.click()]);
  expect(download.suggestedFilename()).toMatch(/^invoice-report_.*\.csv$/);
  const records: string[][] = parse(fs.readFileSync((await download.path())!), { bom: true });
  const header = records[0];
  expect(header.slice(0, 3)).toEqual(["Invoice log ID", "Created at", "Client"]);
  expect(records).toHaveLength(3);
  const clients = records.slice(1).map((r) => r[header.indexOf("Client")]);
  expect(clients.sort()).toEqual(picked.sort());
  for (const r of records.slice(1)) expect(["Failed", "Submitted"]).toContain(r[header.indexOf("Status")]);

  // A filter change starts again with nothing selected.
  await statuses.getByRole("checkbox", { name: "Submitted" }).uncheck();
  await expect(page.getByText("0 selected", { exact: true })).toBeVisible();
  await expect(exportButton).toBeDisabled();
  await expect(rows.filter({ hasText: "Submitted" })).toHaveCount(0);
});
