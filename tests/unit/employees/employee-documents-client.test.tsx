// [DOCUMENTS] The employee Documents page: the table asks the API for one page sorted by date (newest first; a
// click on Date turns it around), Delete asks the spec's confirmation first, and an upload goes through the signed
// target (presignedpost, the form post with the signed fields first, then the registration as the employee's).
import { render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { SWRConfig } from "swr";
import { EmployeeDocumentsClient } from "@/app/(app)/employees/[employeeId]/documents/page-client";

jest.mock("next/navigation", () => ({
  useRouter: () => ({ push: jest.fn(), replace: jest.fn(), refresh: jest.fn() }),
}));

const doc = (id: string, title: string, type = "DOCUMENT") => ({
  id,
  title,
  description: `${title} scan`,
  type,
  fileName: `${id}.pdf`,
  mimeType: "application/pdf",
  sizeBytes: 10,
  status: "READY",
  scanStatus: "NOT_SCANNED",
  documentVersion: 1,
  userId: null,
  companyId: "acme",
  employeeId: "emp-emma",
  tenantId: "acme",
  createdAt: "2026-01-02T00:00:00.000Z",
  formattedDate: "Jan 02, 2026",
  metadata: { version: 1, status: "READY" },
  linkToDocument: `/api/documents/${id}/download`,
});

type Call = { url: URL; method: string; body: unknown };
const calls: Call[] = [];
const json = (body: unknown, status = 200) => ({
  ok: status < 400,
  status,
  headers: new Headers({ "content-type": "application/json" }),
  json: async () => body,
});

beforeEach(() => {
  calls.length = 0;
  global.fetch = jest.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), "http://localhost");
    const method = (init?.method ?? "GET").toUpperCase();
    calls.push({ url, method, body: init?.body });
    if (url.pathname === "/api/documents" && method === "GET")
      return json({ items: [doc("d2", "Tax ID"), doc("c1", "Contract", "CONTRACT")], totalCount: 2, pageSize: 20 });
    if (url.pathname === "/api/document-storage/presignedpost")
      return json({ url: "/api/document-storage/upload", fields: { key: "uploads/u/1/permit.pdf", policy: "p" } });
    if (url.pathname === "/api/document-storage/upload") return { ok: true, status: 204, headers: new Headers() };
    if (url.pathname === "/api/documents/signed-upload") return json(doc("d3", "Work permit"), 201);
    if (method === "DELETE") return { ok: true, status: 204, headers: new Headers() };
    return json({ message: "unexpected" }, 500);
  }) as unknown as typeof fetch;
});

const renderPage = (over: { canUpload?: boolean; canDelete?: boolean } = {}) =>
  render(
    <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>
      <EmployeeDocumentsClient
        employeeId="emp-emma"
        canUpload={over.canUpload ?? true}
        canDelete={over.canDelete ?? true}
      />
    </SWRConfig>,
  );
const listCalls = () => calls.filter((c) => c.url.pathname === "/api/documents" && c.method === "GET");

describe("EmployeeDocumentsClient", () => {
  it("lists a page newest first; Date turns the order around; contract files have no Delete", async () => {
    const user = userEvent.setup();
    renderPage();
    const table = await screen.findByRole("table", { name: "Documents" });
    await within(table).findByText("Tax ID");
    expect(Object.fromEntries(listCalls()[0].url.searchParams)).toEqual({
      employeeId: "emp-emma",
      sort: "desc",
      pageIndex: "0",
      pageSize: "20",
    });
    expect(within(table).getByRole("columnheader", { name: /Date/ })).toHaveAttribute("aria-sort", "descending");
    expect(screen.getByRole("button", { name: "Delete Tax ID" })).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Delete Contract" })).toBeNull();
    expect(screen.getByRole("button", { name: "Download Contract" })).toBeInTheDocument();

    await user.click(within(table).getByRole("button", { name: /Date/ }));
    await waitFor(() => expect(listCalls().at(-1)!.url.searchParams.get("sort")).toBe("asc"));
    expect(within(table).getByRole("columnheader", { name: /Date/ })).toHaveAttribute("aria-sort", "ascending");
  });

  it("deletes only after the spec's confirmation", async () => {
    const user = userEvent.setup();
    renderPage();
    await user.click(await screen.findByRole("button", { name: "Delete Tax ID" }));
    const dialog = screen.getByRole("dialog", { name: "Delete Tax ID" });
    expect(dialog).toHaveTextContent("Are you sure you want to delete this document?");
    expect(calls.some((c) => c.method === "DELETE")).toBe(false);
    await user.click(within(dialog).getByRole("button", { name: "Delete" }));
    await waitFor(() => expect(calls.find((c) => c.method === "DELETE")?.url.pathname).toBe("/api/documents/d2"));
  });

  it("uploads through the signed target and records the file as the employee's document", async () => {
    const user = userEvent.setup();
    renderPage();
    await user.type(screen.getByLabelText("Title"), "Work permit");
    const file = new File(["%PDF-1.4"], "permit.pdf", { type: "application/pdf" });
    await user.upload(screen.getByLabelText("File"), file);
    await user.click(screen.getByRole("button", { name: "Upload" }));
    await waitFor(() => expect(calls.some((c) => c.url.pathname === "/api/documents/signed-upload")).toBe(true));
    const target = calls.find((c) => c.url.pathname === "/api/document-storage/presignedpost")!;
    expect(Object.fromEntries(target.url.searchParams)).toEqual({ filename: "permit.pdf", employeeId: "emp-emma" });
    const form = calls.find((c) => c.url.pathname === "/api/document-storage/upload")!.body as FormData;
    expect([...form.keys()]).toEqual(["key", "policy", "file"]);
    const register = calls.find((c) => c.url.pathname === "/api/documents/signed-upload")!;
    expect(JSON.parse(String(register.body))).toEqual({
      key: "uploads/u/1/permit.pdf",
      employeeId: "emp-emma",
      title: "Work permit",
    });
  });

  it("refuses a file type the spec does not allow before sending anything", async () => {
    const user = userEvent.setup({ applyAccept: false });
    renderPage();
    await user.upload(screen.getByLabelText("File"), new File(["hi"], "notes.txt", { type: "text/plain" }));
    expect(
      await screen.findByText("This file type is not allowed. Please upload an image, pdf or word document."),
    ).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Upload" }));
    expect(calls.some((c) => c.url.pathname === "/api/document-storage/presignedpost")).toBe(false);
  });

  it("leaves out upload and delete for who may not use them", async () => {
    renderPage({ canUpload: false, canDelete: false });
    await screen.findByRole("button", { name: "Download Tax ID" });
    expect(screen.queryByRole("form", { name: "Upload a document" })).toBeNull();
    expect(screen.queryByRole("button", { name: /^Delete/ })).toBeNull();
  });
});
