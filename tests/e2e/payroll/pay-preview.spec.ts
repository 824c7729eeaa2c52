// [PAYSLIPS] Next month's pay in Chromium: the demo employee opens Pay from the navigation, reads the next month
// card (its month, what changes her pay or that nothing does, her last payslip), sends 'Something looks wrong'
// (an empty message is refused on the field first), and a payroll admin reads her question on the pay report of
// that month for her country and provider, or, when that month has no report yet, on the latest one before it,
// which says so.
import { randomBytes } from "node:crypto";
import { expect, test, type APIRequestContext } from "@playwright/test";
import { MONTH_NAMES } from "../../../lib/payroll/schema";
import { authFile } from "../support/auth";

test.use({ storageState: authFile("employee") });

const LIVE = (status: string) => !["ERROR", "DISCARDED", "SUPERSEDED"].includes(status);

type File = {
  id: string;
  country: string;
  lspId: string;
  payrollCycle: string;
  payrollPeriod: string;
  processingStatus: string;
  workbookId: string | null;
};

/** The report the question shows on: the month's own, else the latest of the country and provider before it. */
async function reportFor(api: APIRequestContext, country: string, lspId: string, period: string): Promise<File> {
  let p = period;
  for (let i = 0; i < 24; i++) {
    const res = await api.get(`/api/gross-to-net?country=${country}&lspId=${lspId}&payrollPeriod=${p}&pageSize=100`);
    expect(res.ok()).toBeTruthy();
    const live = ((await res.json()) as { items: File[] }).items.filter((f) => LIVE(f.processingStatus));
    if (live.length) return live.sort((a, b) => a.payrollCycle.localeCompare(b.payrollCycle))[0];
    const [y, m] = [Number(p.slice(0, 4)), Number(p.slice(4))];
    p = m === 1 ? `${y - 1}12` : `${y}${String(m - 1).padStart(2, "0")}`;
  }
  throw new Error(`No pay report of ${country}/${lspId} up to ${period}`);
}

test("[PAYSLIPS] the employee asks about next month's pay and the payroll admin reads it on the pay report", async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  const message = `The bonus agreed in my review is missing (${randomBytes(3).toString("hex")}).`;
  await page.goto("/");
  await page.getByRole("link", { name: "Pay", exact: true }).first().click();
  const card = page.getByTestId("next-month-card");
  await expect(card).toBeVisible();
  const heading = card.getByRole("heading", { name: /^Next month: / });
  const [, monthName, year] = /^Next month: (\w+) (\d{4})$/.exec((await heading.textContent())!.trim())!;
  const period = `${year}${String(MONTH_NAMES.indexOf(monthName) + 1).padStart(2, "0")}`;
  // Either the reasons on record or the sentence that there are none; and the last payslip to compare with.
  const reasons = card.getByTestId("next-pay-reason");
  if ((await reasons.count()) === 0) await expect(card).toContainText("Nothing on record changes your pay");
  await expect(card).toContainText("Last payslip");

  await card.getByRole("button", { name: "Something looks wrong" }).click();
  const dialog = page.getByRole("dialog", { name: "Something looks wrong" });
  await dialog.getByRole("button", { name: "Send" }).click();
  await expect(dialog.getByLabel("What looks wrong?")).toHaveAttribute("aria-invalid", "true");
  await dialog.getByLabel("What looks wrong?").fill(message);
  await dialog.getByRole("button", { name: "Send" }).click();
  await expect(dialog).toBeHidden();
  await expect(card.getByRole("status")).toContainText("Your question was sent to the payroll team.");

  // Her provider and country, from her newest payslip's report.
  const payslips = await page.request.get("/api/employees/emp-emma/payslips?pageSize=1");
  const [newest] = ((await payslips.json()) as { items: { payReportId: string }[] }).items;
  const admin = await browser.newContext({ storageState: authFile("payrollAdmin") });
  try {
    const file = (await (await admin.request.get(`/api/gross-to-net/${newest.payReportId}`)).json()) as File;
    const report = await reportFor(admin.request, file.country, file.lspId, period);
    const workbook = report.workbookId ?? `wb-${report.payrollPeriod.slice(0, 4)}-${report.payrollPeriod.slice(4)}`;
    const adminPage = await admin.newPage();
    await adminPage.goto(
      `/payroll/payroll-instances/${workbook}/lspBillsDetail?country=${report.country}&lspId=${report.lspId}&payrollCycle=${report.payrollCycle}&payrollPeriod=${report.payrollPeriod}`,
    );
    const section = adminPage.getByTestId("pay-questions");
    await expect(section.getByRole("heading", { name: "Questions from employees" })).toBeVisible();
    const row = section.getByTestId("pay-question").filter({ hasText: message });
    await expect(row).toHaveCount(1);
    await expect(row).toContainText("Emma Employee");
    await expect(row).toContainText(`${monthName} ${year}`);
    if (report.payrollPeriod !== period)
      await expect(section).toContainText(
        "Questions about later months are listed here until their pay report is uploaded.",
      );
  } finally {
    await admin.close();
  }
});
