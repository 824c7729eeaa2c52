// Spec 2 sections 2, 4, 7 and 8, the single pay report actions of the pay reports tab: which workflow buttons a
// row offers in each status, which call each one makes, and the toasts after it (success and failure). The tab
// runs against a mocked fetch answering as the API does.
import { render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { SWRConfig } from "swr";
import { PayReportsTab } from "@/components/payroll/instance-pay-reports-tab";

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
jest.mock("next/navigation", () => ({
  useRouter: () => ({ push: jest.fn(), replace: jest.fn(), refresh: jest.fn() }),
  usePathname: () => "/payroll/payroll-instances/wb-1",
  useSearchParams: () => new URLSearchParams(),
}));

const workbook = { id: "wb-1", name: "January 2031 - Workbook", month: 1, year: 2031 };
const allowed = {
  upload: true,
  transition: true,
  remove: true,
  lspData: true,
  benefitsRead: false,
  benefitsWrite: false,
};
const FILE_NAME = "pay-register-january.csv";
const fileIn = (processingStatus: string) => ({
  id: "f1",
  workbookId: "wb-1",
  fileName: FILE_NAME,
  fileType: "PAY_REGISTER",
  country: "DE",
  lspId: "lsp-1",
  legalEntityId: "le-1",
  payrollCycle: "CYCLE_1",
  payrollPeriod: "203101",
  source: "MANUAL",
  processingStatus,
  uploadStatus: "SUCCEEDED",
  uploadedById: null,
  currency: "EUR",
  rowCount: 10,
  processedRows: 10,
  totalRows: 10,
  version: 1,
  createdAt: "2031-01-20T10:00:00.000Z",
  providerName: "Acme Payroll",
  lspName: "Acme",
  total: "3000",
  hasLspData: false,
  lspData: null,
  errorCount: 0,
});

type Answer = { status: number; body: unknown };
const answer = ({ status, body }: Answer) => ({
  ok: status < 400,
  status,
  headers: new Headers({ "content-type": "application/json" }),
  json: async () => body,
  text: async () => JSON.stringify(body),
});
let writes: { method: string; path: string; body: unknown }[] = [];
let listReads = 0;

function renderTab(status: string, write: Answer = { status: 200, body: {} }, canTransition = true) {
  writes = [];
  listReads = 0;
  toasts.length = 0;
  global.fetch = jest.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), "http://localhost");
    const method = init?.method ?? "GET";
    if (method !== "GET") {
      writes.push({ method, path: url.pathname, body: JSON.parse(String(init?.body ?? "null")) });
      return answer(write);
    }
    if (url.pathname === "/api/gross-to-net") {
      listReads += 1;
      return answer({
        status: 200,
        body: { items: [fileIn(status)], nextCursor: null, processingCount: 0, failedFiles: [] },
      });
    }
    return answer({ status: 404, body: { message: "Not found" } });
  }) as unknown as typeof fetch;
  render(
    <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>
      <PayReportsTab workbook={workbook} providers={[]} actions={{ ...allowed, transition: canTransition }} />
    </SWRConfig>,
  );
}

/** The workflow buttons of the row's actions cell (the row menu's trigger left out), by visible label. */
async function rowButtons() {
  const row = await screen.findByTestId("pay-report-row");
  const actions = within(row).getAllByRole("cell").at(-1)!;
  return within(actions)
    .queryAllByRole("button")
    .filter((b) => b.getAttribute("aria-label") !== `Actions for ${FILE_NAME}`)
    .map((b) => b.textContent);
}
const lastToast = async () => {
  await waitFor(() => expect(toasts.length).toBeGreaterThan(0));
  return toasts.at(-1);
};

describe("[spec 2 §4] single pay report actions offered by status", () => {
  it.each([
    ["DUPLICATES_CHECKED", ["Start Verification", "Publish"]],
    ["APPROVED", ["Refresh"]],
    ["COPIED", ["Pre-approval query", "Approve"]],
    ["PRE_APPROVAL_QUERY", ["Approve"]],
    ["SPECIALIST_APPROVED", ["Pre-publish query", "Publish"]],
    ["PRE_PUBLISH_QUERY", ["Publish"]],
    ["PUBLISHED", []],
    ["ERROR", []],
    ["INGESTED", []],
  ])("[spec 2 §4] a row in %s offers %j", async (status, labels) => {
    renderTab(status);
    expect(await rowButtons()).toEqual(labels);
  });

  it("[spec 2 §6] without the transition permission a row offers no workflow button", async () => {
    renderTab("COPIED", undefined, false);
    expect(await rowButtons()).toEqual([]);
  });

  it("[spec 2 §4] APPROVED: the Refresh button reads the list again", async () => {
    renderTab("APPROVED");
    const refresh = await screen.findByRole("button", { name: `Refresh ${FILE_NAME}` });
    await waitFor(() => expect(listReads).toBe(1));
    await userEvent.setup().click(refresh);
    await waitFor(() => expect(listReads).toBe(2));
    expect(writes).toEqual([]);
  });
});

describe("[spec 2 §8] single pay report actions: calls and messages", () => {
  it.each([
    [
      "DUPLICATES_CHECKED",
      "Start Verification",
      "Pay report status has been changed successfully",
      { path: "/api/approval", body: { dataFrameId: "f1" } },
      { status: 200, body: { id: "f1", from: "DUPLICATES_CHECKED", to: "APPROVED" } },
    ],
    [
      "COPIED",
      "Pre-approval query",
      "Pay report query successfully submitted",
      { path: "/api/approval-workflow", body: { dataFrameId: "f1", newStatus: "PRE_APPROVAL_QUERY" } },
      { status: 200, body: { id: "f1", from: "COPIED", to: "PRE_APPROVAL_QUERY" } },
    ],
    [
      "SPECIALIST_APPROVED",
      "Pre-publish query",
      "Pay report query successfully submitted",
      { path: "/api/approval-workflow", body: { dataFrameId: "f1", newStatus: "PRE_PUBLISH_QUERY" } },
      { status: 200, body: { id: "f1", from: "SPECIALIST_APPROVED", to: "PRE_PUBLISH_QUERY" } },
    ],
    [
      "PRE_APPROVAL_QUERY",
      "Approve",
      "Pay report has been successfully approved",
      { path: "/api/approval-workflow", body: { dataFrameId: "f1", newStatus: "SPECIALIST_APPROVED" } },
      { status: 200, body: { id: "f1", from: "PRE_APPROVAL_QUERY", to: "SPECIALIST_APPROVED" } },
    ],
    [
      "PRE_PUBLISH_QUERY",
      "Publish",
      "Pay report has been successfully published",
      { path: "/api/publish/bulk", body: { dataFrameIds: ["f1"] } },
      { status: 200, body: { f1: "SUCCESS" } },
    ],
  ])("[spec 2 §8] %s, '%s' succeeds: '%s'", async (status, label, text, call, ok) => {
    renderTab(status, ok);
    await userEvent.setup().click(await screen.findByRole("button", { name: `${label} ${FILE_NAME}` }));
    expect(await lastToast()).toEqual({ kind: "success", text });
    expect(writes).toEqual([{ method: "POST", ...call }]);
    // The list is read again to show the new status.
    await waitFor(() => expect(listReads).toBeGreaterThanOrEqual(2));
  });

  it("[spec 2 §8] start verification refused: 'Something went wrong starting verification of the pay report: {server message}'", async () => {
    renderTab("DUPLICATES_CHECKED", {
      status: 422,
      body: { code: "UNPROCESSABLE", message: "A pay report cannot go from COPIED to APPROVED." },
    });
    await userEvent.setup().click(await screen.findByRole("button", { name: `Start Verification ${FILE_NAME}` }));
    expect(await lastToast()).toEqual({
      kind: "error",
      text: "Something went wrong starting verification of the pay report: A pay report cannot go from COPIED to APPROVED.",
    });
  });

  it("[spec 2 §8] status change refused: 'Something went wrong changing pay report state: {response}'", async () => {
    renderTab("COPIED", {
      status: 422,
      body: { code: "UNPROCESSABLE", message: "A pay report cannot go from PUBLISHED to SPECIALIST_APPROVED." },
    });
    await userEvent.setup().click(await screen.findByRole("button", { name: `Approve ${FILE_NAME}` }));
    expect(await lastToast()).toEqual({
      kind: "error",
      text: "Something went wrong changing pay report state: A pay report cannot go from PUBLISHED to SPECIALIST_APPROVED.",
    });
  });

  it("[spec 2 §8] publish answering another result than SUCCESS: 'Something went wrong changing pay report state: {response}'", async () => {
    renderTab("SPECIALIST_APPROVED", {
      status: 200,
      body: { f1: "A pay report cannot go from PUBLISHED to PUBLISHED." },
    });
    await userEvent.setup().click(await screen.findByRole("button", { name: `Publish ${FILE_NAME}` }));
    expect(await lastToast()).toEqual({
      kind: "error",
      text: "Something went wrong changing pay report state: A pay report cannot go from PUBLISHED to PUBLISHED.",
    });
    expect(writes).toEqual([{ method: "POST", path: "/api/publish/bulk", body: { dataFrameIds: ["f1"] } }]);
  });
});
