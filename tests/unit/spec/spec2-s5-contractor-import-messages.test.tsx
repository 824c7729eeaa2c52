// Spec 2 sections 5 and 8 (add contractor: 'Next' disabled until 'I agree to the Client Terms' is ticked; a failed
// acceptance reads 'There was a problem while processing the request: {server message}.') and spec 3 sections 2
// and 8 (bulk import: 'Importing employees...' while pending, then '{n} employees have not been imported' and
// "can't be imported. Check what went wrong below."). Components run against a mocked fetch.
import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { SWRConfig } from "swr";
import { AddContractorClient } from "@/app/(app)/companies/[companyId]/add-contractor/page-client";
import { BulkUploadResult } from "@/app/(app)/companies/[companyId]/employees-upload/[bulkUploadId]/page-client";
import type { AddContractorContext } from "@/lib/contractors/get-add-contractor-context";
import type { BulkUploadDto } from "@/lib/bulk-uploads/schema";

jest.mock("next/link", () => ({
  __esModule: true,
  default: ({ href, children }: { href: string; children: React.ReactNode }) => <a href={href}>{children}</a>,
}));
jest.mock("next/navigation", () => ({
  useRouter: () => ({ push: jest.fn(), replace: jest.fn(), refresh: jest.fn() }),
  usePathname: () => "/",
  useSearchParams: () => new URLSearchParams(),
}));

function answer(status: number, body: unknown) {
  global.fetch = jest.fn(async () => ({
    ok: status < 400,
    status,
    headers: new Headers({ "content-type": "application/json" }),
    json: async () => body,
    text: async () => JSON.stringify(body),
  })) as unknown as typeof fetch;
}

describe("[spec 2 §5] add contractor", () => {
  it("[spec 2 §8] 'Next' stays disabled until the Client Terms are agreed; a failed acceptance shows 'There was a problem while processing the request: {server message}.'", async () => {
    answer(503, { message: "The contractors service is not available" });
    const context = {
      companyId: "acme",
      companyName: "Acme",
      available: true,
      terms: { accepted: false, acceptedAt: null, canAccept: true },
      countries: [],
    } as unknown as AddContractorContext;
    render(
      <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>
        <AddContractorClient context={context} />
      </SWRConfig>,
    );
    const user = userEvent.setup();
    const next = screen.getByRole("button", { name: "Next" });
    expect(next).toBeDisabled();
    await user.click(screen.getByRole("checkbox", { name: "I agree to the Client Terms" }));
    expect(next).toBeEnabled();
    await user.click(next);
    expect(
      await screen.findByText(
        "There was a problem while processing the request: The contractors service is not available.",
      ),
    ).toBeInTheDocument();
  });
});

describe("[spec 3 §8] bulk import result", () => {
  const upload = (over: Partial<BulkUploadDto>): BulkUploadDto => ({
    id: "bu-1",
    companyId: "acme",
    state: "finished",
    fileNames: ["employees.csv"],
    total: 3,
    successCount: 1,
    errorCount: 2,
    errors: [
      { rowNumber: 2, name: "Ada Lovelace", email: "ada@", errors: [], error: "Please enter a valid email address" },
      { rowNumber: 3, name: "Bob Byte", email: "bob@example.com", errors: [], error: "Please enter a start date" },
    ],
    createdAt: "2031-01-01T00:00:00.000Z",
    finishedAt: "2031-01-01T00:00:05.000Z",
    ...over,
  });

  it("[spec 3 §2] while pending the page shows 'Importing employees...' with a warning not to leave", () => {
    answer(200, upload({ state: "pending", errorCount: 0, errors: [] }));
    render(
      <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>
        <BulkUploadResult companyId="acme" initial={upload({ state: "pending", errorCount: 0, errors: [] })} />
      </SWRConfig>,
    );
    expect(screen.getByRole("status")).toHaveTextContent("Importing employees...");
    expect(screen.getByRole("status")).toHaveTextContent("Please do not leave this page");
  });

  it("[spec 3 §8] import result: '{n} employees have not been imported' with \"can't be imported. Check what went wrong below.\"", () => {
    answer(200, upload({}));
    render(
      <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>
        <BulkUploadResult companyId="acme" initial={upload({})} />
      </SWRConfig>,
    );
    expect(screen.getByText("2 employees have not been imported")).toBeInTheDocument();
    expect(screen.getByText(/can't be imported\. Check what went wrong below\./)).toBeInTheDocument();
    expect(screen.getAllByTestId("invalid-employee")).toHaveLength(2);
  });
});
