// Spec 2 sections 2 and 8, the pay reports tab of a payroll instance: the 'Some files could not be processed' and
// 'Your files are currently being processed' banners, the processing failure modal, the delete modal and its
// toasts, and the LSP data toasts. The component runs against a mocked fetch answering as the API does.
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
const file = {
  id: "f1",
  workbookId: "wb-1",
  fileName: "pay-register-january.csv",
  fileType: "PAY_REGISTER",
  country: "DE",
  lspId: "lsp-1",
  legalEntityId: "le-1",
  payrollCycle: "CYCLE_1",
  payrollPeriod: "203101",
  source: "MANUAL",
  processingStatus: "COPIED",
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
};
const list = {
  items: [file],
  nextCursor: null,
  processingCount: 1,
  failedFiles: [{ id: "f-bad", fileName: "broken.csv" }],
};

type Answer = { status: number; body: unknown };
const answer = ({ status, body }: Answer) => ({
  ok: status < 400,
  status,
  headers: new Headers({ "content-type": "application/json" }),
  json: async () => body,
  text: async () => JSON.stringify(body),
});
let writes: { method: string; path: string }[] = [];

function renderTab(write: Answer = { status: 200, body: {} }) {
  writes = [];
  toasts.length = 0;
  global.fetch = jest.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), "http://localhost");
    const method = init?.method ?? "GET";
    if (method !== "GET") {
      writes.push({ method, path: url.pathname });
      return answer(write);
    }
    if (url.pathname === "/api/gross-to-net") return answer({ status: 200, body: list });
    if (url.pathname === "/api/data-processing-errors")
      return answer({
        status: 200,
        body: [
          { dataFrameId: "f-bad", message: "Unknown concept 'Bonus X' on row 4" },
          { dataFrameId: "f-bad", message: "Unknown concept 'Bonus X' on row 4" },
          { dataFrameId: "f-bad", message: "Employee E000003 has no currency" },
        ],
      });
    return answer({ status: 404, body: { message: "Not found" } });
  }) as unknown as typeof fetch;
  render(
    <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>
      <PayReportsTab workbook={workbook} providers={[]} actions={allowed} />
    </SWRConfig>,
  );
}

async function rowAction(label: string) {
  const user = userEvent.setup();
  const trigger = await screen.findByRole("button", { name: `Actions for ${file.fileName}` });
  trigger.focus();
  await user.keyboard("{Enter}");
  await user.click(await screen.findByRole("menuitem", { name: label }));
}
const lastToast = async () => {
  await waitFor(() => expect(toasts.length).toBeGreaterThan(0));
  return toasts.at(-1);
};

describe("[spec 2 §2] pay reports tab", () => {
  it("[spec 2 §2] banners: 'Some files could not be processed' with the failed files, 'Your files are currently being processed'", async () => {
    renderTab();
    const failed = await screen.findByText("Some files could not be processed");
    expect(failed.closest("[role]") ?? failed.parentElement).toHaveTextContent("broken.csv");
    expect(screen.getByText("Your files are currently being processed")).toBeInTheDocument();
  });

  it("[spec 2 §8] processing failure modal: '{file} could not be processed' lists the distinct messages", async () => {
    renderTab();
    await userEvent.setup().click(await screen.findByRole("button", { name: "view details" }));
    const dialog = await screen.findByRole("dialog");
    expect(within(dialog).getByText("broken.csv could not be processed")).toBeInTheDocument();
    expect(
      within(dialog).getByText("Below you can find the errors we encountered while processing the file."),
    ).toBeInTheDocument();
    await waitFor(() =>
      expect(
        within(dialog)
          .getAllByRole("listitem")
          .map((li) => li.textContent),
      ).toEqual(["Unknown concept 'Bonus X' on row 4", "Employee E000003 has no currency"]),
    );
  });

  it.each([
    [200, "success", "pay-register-january.csv successfully deleted"],
    [500, "error", "Something went wrong while deleting file pay-register-january.csv"],
  ])("[spec 2 §8] file delete answering %i: %s '%s'", async (status, kind, text) => {
    renderTab({ status, body: status === 200 ? { id: "f1", result: "DELETED" } : { message: "boom" } });
    await rowAction("Delete");
    const dialog = await screen.findByRole("dialog");
    expect(within(dialog).getByText("Delete pay-register-january.csv")).toBeInTheDocument();
    expect(
      within(dialog).getByText(
        "Are you sure you wish to delete the pay-register-january.csv pay report file? This process can't be undone.",
      ),
    ).toBeInTheDocument();
    await userEvent.setup().click(within(dialog).getByRole("button", { name: "Delete" }));
    expect(await lastToast()).toEqual({ kind, text });
    expect(writes).toEqual([{ method: "DELETE", path: "/api/gross-to-net/f1" }]);
  });

  it.each([
    [200, "success", "LSP Data successfully added/updated"],
    [500, "error", "Error while adding/updating LSP Data"],
  ])("[spec 2 §8] LSP data save answering %i: %s '%s'", async (status, kind, text) => {
    renderTab({ status, body: status === 200 ? {} : { message: "boom" } });
    await rowAction("Add LSP data");
    const dialog = await screen.findByRole("dialog");
    const user = userEvent.setup();
    const fill = async (label: string, value: string) => {
      const input = within(dialog).getByLabelText(label, { exact: false });
      await user.clear(input);
      await user.type(input, value);
    };
    await fill("LSP bill number", "B-1");
    await fill("LSP bill URL", "https://bills.example/B-1");
    await fill("Invoice date", "2031-01-31");
    await fill("Invoice due date", "2031-02-28");
    await fill("Invoice amount", "100");
    await fill("Memo", "January");
    await user.click(within(dialog).getByRole("button", { name: "Save" }));
    expect(await lastToast()).toEqual({ kind, text });
    expect(writes).toEqual([{ method: "PUT", path: "/api/gross-to-net/f1/lsp-data" }]);
  });
});
