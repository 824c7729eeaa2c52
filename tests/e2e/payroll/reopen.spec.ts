// Issue 27 in Chromium: a payroll admin reopens a published pay report with a reason, uploads the corrected
// register as version 2 from the versions page, reads the diff per employee and category, and once version 2 is
// published sees version 1 superseded (still readable) with the reopen's reason in the history. The setup (a
// workbook of its own in a far-future month, version 1 uploaded, processed and published) goes through the API.
import { randomBytes } from "node:crypto";
import { expect, request, test, type APIRequestContext } from "@playwright/test";
import { axeScan } from "../support/axe";
import { authFile } from "../support/auth";
import { E2E } from "../support/servers";

test.use({ storageState: authFile("payrollAdmin") });

const u = randomBytes(3).toString("hex");
const csv = (rows: string[][]) =>
  Buffer.from(["employeeId,firstName,lastName,concept,value", ...rows.map((r) => r.join(","))].join("\r\n") + "\r\n");
const lastName = `Reopen${u}`;

type Versions = { versions: { id: string; reportVersion: number; processingStatus: string }[] };

async function statusOf(api: APIRequestContext, id: string): Promise<string> {
  const res = await api.get(`/api/gross-to-net/${id}`);
  return ((await res.json()) as { processingStatus: string }).processingStatus;
}

async function publish(api: APIRequestContext, id: string) {
  const res = await api.post("/api/publish/bulk", { data: { grossToNetIds: [id] } });
  expect(res.status()).toBe(200);
  expect(((await res.json()) as Record<string, string>)[id]).toBe("SUCCESS");
}

test("[PAYROLL] payroll admin reopens a published report, uploads version 2, reads the diff and publishes it", async ({
  page,
}) => {
  test.setTimeout(150_000);
  const api = await request.newContext({ baseURL: E2E.baseURL, storageState: authFile("payrollAdmin") });
  const year = 2064 + (parseInt(u, 16) % 8); // each spec that makes a workbook has its own years: one per month
  const month = 1 + (parseInt(u.slice(0, 2), 16) % 12);
  const period = `${year}${String(month).padStart(2, "0")}`;

  // Version 1: a workbook of its own, one register, processed by the worker, published.
  const wb = await api.post("/api/workbook", { data: { name: `E2E reopen ${u}`, month, year } });
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
        name: `reopen-v1-${u}.csv`,
        mimeType: "text/csv",
        buffer: csv([
          [`R1-${u}`, "Alma", lastName, "Base Salary", "4100"],
          [`R2-${u}`, "Bruno", lastName, "Base Salary", "3900"],
        ]),
      },
    },
  });
  expect(up.status()).toBe(201);
  const v1 = ((await up.json()) as { items: { id: string }[] }).items[0].id;
  await expect.poll(() => statusOf(api, v1), { timeout: 45_000 }).toBe("DUPLICATES_CHECKED");
  await publish(api, v1);

  // The preview links the versions page.
  await page.goto(`/payroll/payroll-instances/${workbookId}/pay-report-preview/${v1}`);
  await page.getByRole("link", { name: "Versions and history" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toContainText("Version 1");
  await expect(page.getByTestId("status").first()).toHaveAttribute("data-status", "PUBLISHED");
  await expect(page.getByText("Only one version so far.")).toBeVisible();

  // Reopen: the reason is required.
  await page.getByRole("button", { name: "Reopen", exact: true }).click();
  const reopen = page.getByRole("dialog", { name: "Reopen pay report" });
  await reopen.getByRole("button", { name: "Reopen", exact: true }).click();
  await expect(reopen.getByText("Reason is required")).toBeVisible();
  const reason = `Wrong salary for Alma (${u})`;
  await reopen.getByLabel("Reason").fill(reason);
  await reopen.getByRole("button", { name: "Reopen", exact: true }).click();
  await expect(page.getByText("Pay report reopened")).toBeVisible();
  await expect(page.getByRole("dialog")).toHaveCount(0);
  await expect(page.getByTestId("status").first()).toHaveAttribute("data-status", "REOPENED");
  await expect(page.getByRole("table", { name: /Status changes of every version/ })).toContainText(reason);

  const axe = await axeScan(page).withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"]).analyze();
  expect(axe.violations).toEqual([]);

  // Upload the corrected register: period, provider and workbook are the reopened version's.
  await page.getByRole("button", { name: "Upload corrected version" }).click();
  const upload = page.getByRole("dialog", { name: "Upload corrected version" });
  await expect(upload).toContainText(period);
  await upload.getByLabel("Corrected register (.csv)").setInputFiles({
    name: `reopen-v2-${u}.csv`,
    mimeType: "text/csv",
    buffer: csv([
      [`R1-${u}`, "Alma", lastName, "Base Salary", "4200"],
      [`R3-${u}`, "Carla", lastName, "Base Salary", "5000"],
    ]),
  });
  await upload.getByRole("button", { name: "Upload", exact: true }).click();
  await expect(page.getByText("Version 2 uploaded: it is being processed")).toBeVisible();
  await expect(page.getByRole("link", { name: "Version 2", exact: true })).toBeVisible();
  const versions = (await (await api.get(`/api/gross-to-net/${v1}/versions`)).json()) as Versions;
  const v2 = versions.versions.find((v) => v.reportVersion === 2)!.id;
  await expect.poll(() => statusOf(api, v2), { timeout: 45_000 }).toBe("DUPLICATES_CHECKED");

  // The diff, version 2 against version 1: Alma changed, Bruno removed, Carla added.
  await page.reload();
  const diff = page.getByRole("table", { name: /Changes from version 1 to version 2/ });
  const alma = diff.getByRole("row").filter({ hasText: "Alma" }).filter({ hasText: "Salary" });
  await expect(alma).toContainText("Changed");
  await expect(alma).toContainText("4,100.00");
  await expect(alma).toContainText("4,200.00");
  await expect(alma).toContainText("+100.00");
  await expect(diff.getByRole("row").filter({ hasText: "Bruno" }).first()).toContainText("Removed");
  await expect(diff.getByRole("row").filter({ hasText: "Carla" }).first()).toContainText("Added");
  await expect(page.getByText("1 changed, 1 added, 1 removed employees.")).toBeVisible();

  // Publishing version 2 supersedes version 1, which stays readable.
  await publish(api, v2);
  await page.reload();
  await expect(page.getByTestId("status").first()).toHaveAttribute("data-status", "SUPERSEDED");
  await expect(page.getByText("A newer version was published.")).toBeVisible();
  await expect(page.getByRole("button", { name: "Reopen", exact: true })).toHaveCount(0);
  await page.getByRole("link", { name: "Preview version 1" }).click();
  await expect(page.getByRole("table", { name: "Employees" })).toContainText("Bruno");
  await api.dispose();
});
