// Spec 2 section 8 (error catalogue), the LSP bill detail's bulk actions: each action's success, partial failure
// (naming the employees of the failed files) and whole failure toasts, with the call each target uses (spec 2
// section 4). The component runs against a mocked fetch answering as the API does; the toasts are captured.
// UI tests of the conformance suite live here (jsdom), the rest of the suite in tests/spec.
import { render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { SWRConfig } from "swr";
import { LspBillDetail } from "@/app/(app)/payroll/payroll-instances/[id]/lspBillsDetail/page-client";
import type { PayReportStatusValue } from "@/lib/payroll/pay-report-status";

const toasts: { kind: "success" | "error"; text: string }[] = [];
jest.mock("sonner", () => ({
  toast: {
    success: (text: string) => toasts.push({ kind: "success", text }),
    error: (text: string) => toasts.push({ kind: "error", text }),
  },
}));
jest.mock("next/link", () => ({
  __esModule: true,
  default: ({ href, children }: { href: string; children: React.ReactNode }) => <a href={href}>{children}</a>,
}));

const bill = { country: "DE", lspId: "lsp-1", payrollCycle: "CYCLE_1" as const, payrollPeriod: "203101" };
const allowed = { transition: true, remove: true, lspData: true, justify: true, exportCsv: true };
const totals = {
  salary: "3000",
  allowance: "0",
  variablePay: "0",
  expenses: "0",
  pensionContribution: "0",
  benefitContribution: "0",
  socialCosts: "0",
  total: "3000",
  eeDeductions: "0",
  erContribution: "0",
};

function detail(status: PayReportStatusValue) {
  const file = (id: string) => ({
    id,
    gtnId: id,
    workbookId: "wb-1",
    fileName: `${id}.csv`,
    processingStatus: status,
    errorCount: 0,
    hasLspData: false,
    lspData: null,
  });
  const row = (gtnId: string, firstName: string, lastName: string) => ({
    gtnId,
    employeeRef: `REF-${gtnId}`,
    employeeId: null,
    firstName,
    lastName,
    currency: "EUR",
    status,
    lspBillNumber: null,
    justificationId: null,
    justification: null,
    errorCount: 0,
    totals,
  });
  return {
    country: "DE",
    countryName: "Germany",
    lspId: "lsp-1",
    providerName: "Acme Payroll",
    payrollCycle: "CYCLE_1",
    payrollPeriod: "203101",
    reportSummary: [file("f1"), file("f2")],
    totals: {
      grandTotalInBillingCurrency: "6000",
      billingCurrency: "EUR",
      uploadedEmployees: 2,
      uploadedRecords: 2,
      approvedRecords: 0,
      publishedRecords: 0,
    },
    employees: {
      items: [row("f1", "Ada", "Lovelace"), row("f2", "Bob", "Byte")],
      pageTotalCount: 2,
      pageIndex: 0,
      pageSize: 100,
    },
    variance: null,
    varianceSummary: null,
  };
}

type Answer = { status: number; body: unknown };
const json = ({ status, body }: Answer) => ({
  ok: status < 400,
  status,
  headers: new Headers({ "content-type": "application/json" }),
  json: async () => body,
  text: async () => JSON.stringify(body),
  blob: async () => new Blob(["zip"]),
});
let calls: { method: string; path: string; body: unknown }[] = [];

/** Renders the bill with files in `status`; writes answer `write`. */
function renderBill(status: PayReportStatusValue, write: Answer) {
  calls = [];
  toasts.length = 0;
  global.fetch = jest.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), "http://localhost");
    const method = init?.method ?? "GET";
    calls.push({ method, path: url.pathname, body: init?.body ? JSON.parse(String(init.body)) : null });
    if (url.pathname === "/api/gross-to-net/view/detail") return json({ status: 200, body: detail(status) });
    // The bill's 'Questions from employees' section reads its list: none asked.
    if (url.pathname === "/api/payroll/pay-questions")
      return json({ status: 200, body: { items: [], includesLaterPeriods: false } });
    return json(write);
  }) as unknown as typeof fetch;
  render(
    <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>
      <LspBillDetail workbookId="wb-1" bill={bill} actions={allowed} />
    </SWRConfig>,
  );
}

const SUCCESS = { f1: "SUCCESS", f2: "SUCCESS" };
const PARTIAL = { f1: "SUCCESS", f2: "FAILED" };
const FAILED = { f1: "FAILED", f2: "FAILED" };

async function clickWhenEnabled(name: string) {
  const button = await screen.findByRole("button", { name });
  await waitFor(() => expect(button).toBeEnabled());
  await userEvent.setup().click(button);
}
const lastToast = async () => {
  await waitFor(() => expect(toasts.length).toBeGreaterThan(0));
  return toasts.at(-1);
};

describe("[spec 2 §8] LSP bill detail bulk actions", () => {
  it.each([
    [SUCCESS, "success", "Pay report status has been changed successfully for employees."],
    [PARTIAL, "error", "Something went wrong starting verification for: Bob Byte."],
    [FAILED, "error", "Something went wrong starting verification for employees."],
  ])("[spec 2 §8] bulk start verification answering %j: %s '%s'", async (result, kind, text) => {
    renderBill("DUPLICATES_CHECKED", { status: 200, body: result });
    await clickWhenEnabled("Start Verification for all");
    expect(await lastToast()).toEqual({ kind, text });
    expect(calls.find((c) => c.method === "POST")).toMatchObject({
      path: "/api/approval/bulk",
      body: { dataFrameIds: ["f1", "f2"] },
    });
  });

  it.each([
    [SUCCESS, "success", "All employees status successfully changed."],
    [PARTIAL, "error", "Failed to change statuses: Bob Byte."],
    [FAILED, "error", "Failed to change status for employees."],
  ])("[spec 2 §8] bulk status change answering %j: %s '%s'", async (result, kind, text) => {
    renderBill("COPIED", { status: 200, body: result });
    await clickWhenEnabled("Approve all");
    expect(await lastToast()).toEqual({ kind, text });
    expect(calls.find((c) => c.method === "POST")).toMatchObject({
      path: "/api/approval-workflow/bulk",
      body: { dataFrameIds: ["f1", "f2"], newStatus: "SPECIALIST_APPROVED" },
    });
  });

  it.each([
    [SUCCESS, "success", "Published employees."],
    [PARTIAL, "error", "Failed to publish employees: Bob Byte."],
    [FAILED, "error", "Failed to publish employees."],
  ])("[spec 2 §8] bulk publish answering %j: %s '%s'", async (result, kind, text) => {
    renderBill("SPECIALIST_APPROVED", { status: 200, body: result });
    await clickWhenEnabled("Publish all");
    // Publishing asks for confirmation first; nothing is sent before it.
    const dialog = await screen.findByRole("dialog");
    expect(calls.find((c) => c.method === "POST")).toBeUndefined();
    await userEvent.setup().click(within(dialog).getByRole("button", { name: "Publish" }));
    expect(await lastToast()).toEqual({ kind, text });
    expect(calls.find((c) => c.method === "POST")?.path).toBe("/api/publish/bulk");
  });

  it.each([
    [{ f1: "DELETED", f2: "DELETED" }, "success", "Deleted employees."],
    [{ f1: "DELETED", f2: "NOT_FOUND" }, "error", "Failed to delete Bob Byte."],
    [{ f1: "NOT_FOUND", f2: "NOT_FOUND" }, "error", "Failed to delete employees."],
  ])("[spec 2 §8] bulk delete answering %j: %s '%s'", async (result, kind, text) => {
    renderBill("COPIED", { status: 200, body: result });
    await clickWhenEnabled("Delete all");
    const dialog = await screen.findByRole("dialog");
    await userEvent.setup().click(within(dialog).getByRole("button", { name: "Delete" }));
    expect(await lastToast()).toEqual({ kind, text });
    expect(calls.find((c) => c.method === "DELETE")).toMatchObject({ path: "/api/gross-to-net/bulk" });
  });

  it("[spec 2 §4] bulk delete is not offered once a report is approved or published", async () => {
    renderBill("PUBLISHED", { status: 200, body: {} });
    expect(await screen.findByRole("button", { name: "Delete all" })).toBeDisabled();
  });

  it.each([
    [200, "success", "Exported employees."],
    [500, "error", "Failed to export employees."],
  ])("[spec 2 §8] bulk export answering %i: %s '%s'", async (status, kind, text) => {
    URL.createObjectURL = jest.fn(() => "blob:export");
    URL.revokeObjectURL = jest.fn();
    jest.spyOn(HTMLAnchorElement.prototype, "click").mockImplementation(() => {});
    renderBill("COPIED", { status, body: {} });
    await clickWhenEnabled("Export all as CSV");
    expect(await lastToast()).toEqual({ kind, text });
    expect(calls.find((c) => c.path === "/api/gross-to-net/export")).toBeDefined();
  });
});
