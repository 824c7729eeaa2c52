// [EMPLOYEES] The employee page's document download widget (spec 1 section 2): the employee's latest documents,
// newest first, each with a Download button that fetches the download route; a link to all documents; the
// spec's empty text.
import { render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { SWRConfig } from "swr";
import { DocumentDownloadCard } from "@/app/(app)/employees/[employeeId]/document-download-card";

jest.mock("next/link", () => ({
  __esModule: true,
  default: ({ href, children, ...rest }: { href: string; children: React.ReactNode }) => (
    <a href={href} {...rest}>
      {children}
    </a>
  ),
}));

const doc = (id: string, title: string) => ({
  id,
  title,
  description: null,
  type: "DOCUMENT",
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

const requested: URL[] = [];
function mockFetch(list: { items: unknown[]; totalCount: number }) {
  requested.length = 0;
  global.fetch = jest.fn(async (input: RequestInfo | URL) => {
    const url = new URL(String(input), "http://localhost");
    requested.push(url);
    // The spec's answer: a signed link, which the card then opens.
    if (url.pathname.endsWith("/download"))
      return { ok: true, status: 200, headers: new Headers(), json: async () => ({ url: "/api/downloads/t1" }) };
    return {
      ok: true,
      status: 200,
      headers: new Headers({ "content-type": "application/json" }),
      json: async () => ({ ...list, pageSize: 5 }),
    };
  }) as unknown as typeof fetch;
}

const renderCard = (allHref: string | null = "/employees/emp-emma/documents") =>
  render(
    <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>
      <DocumentDownloadCard employeeId="emp-emma" allHref={allHref} />
    </SWRConfig>,
  );

beforeAll(() => {
  URL.createObjectURL = jest.fn(() => "blob:doc");
  URL.revokeObjectURL = jest.fn();
});

describe("DocumentDownloadCard", () => {
  it("lists the latest five documents newest first and downloads one from the keyboard", async () => {
    mockFetch({ items: [doc("d2", "Tax ID"), doc("d1", "Passport")], totalCount: 7 });
    const click = jest.spyOn(HTMLAnchorElement.prototype, "click").mockImplementation(() => {});
    const user = userEvent.setup();
    renderCard();
    const list = await screen.findByRole("list", { name: "Latest documents" });
    expect(
      within(list)
        .getAllByRole("listitem")
        .map((li) => li.textContent),
    ).toEqual([expect.stringContaining("Tax ID"), expect.stringContaining("Passport")]);
    expect(Object.fromEntries(requested[0].searchParams)).toEqual({
      employeeId: "emp-emma",
      sort: "desc",
      pageIndex: "0",
      pageSize: "5",
    });
    expect(screen.getByText("Showing the latest 2 of 7 documents.")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "All documents of this employee" })).toHaveAttribute(
      "href",
      "/employees/emp-emma/documents",
    );

    const button = screen.getByRole("button", { name: "Download Passport" });
    button.focus();
    await user.keyboard("{Enter}");
    await waitFor(() => expect(click).toHaveBeenCalled());
    expect((click.mock.contexts[0] as HTMLAnchorElement).getAttribute("href")).toBe("/api/downloads/t1");
    const download = requested.find((u) => u.pathname === "/api/documents/d1/download")!;
    expect(download.searchParams.get("disposition")).toBe("attachment");
    click.mockRestore();
  });

  it("says so when the employee has no documents, and leaves out the link when the page is not allowed", async () => {
    mockFetch({ items: [], totalCount: 0 });
    renderCard(null);
    expect(await screen.findByText("You haven't added any documents yet")).toBeInTheDocument();
    expect(screen.queryByRole("link")).toBeNull();
  });
});
