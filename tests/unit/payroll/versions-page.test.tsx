// Issue 27, the versions screen of a pay report: the actions come from the loader (Reopen on a published report,
// Upload corrected version and Cancel reopen on a reopened one), the reason is required before anything is sent,
// a reopen posts the reason with the version read, the history shows the reason, and the diff table reads old,
// new and the signed difference per employee and category.
import { render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { SWRConfig } from "swr";
import { VersionsPageClient } from "@/app/(app)/payroll/payroll-instances/[id]/pay-report-preview/[reportId]/versions/page-client";
import type { PayReportDiff, PayReportVersions } from "@/lib/payroll/versions/schema";

// A fresh SWR cache per render: the same key must not carry one test's answer into the next.
const screenOf = (initial: PayReportVersions) =>
  render(
    <SWRConfig value={{ provider: () => new Map() }}>
      <VersionsPageClient payrollInstanceId="wb" reportId="v1" initial={initial} />
    </SWRConfig>,
  );

jest.mock("next/navigation", () => ({ useRouter: () => ({ push: jest.fn(), refresh: jest.fn() }) }));

const v1 = {
  id: "v1",
  reportVersion: 1,
  fileName: "register.csv",
  processingStatus: "PUBLISHED" as const,
  total: "5000.0000",
  currency: "EUR",
  createdAt: "2031-01-05T10:00:00.000Z",
};
const current = {
  ...v1,
  version: 7,
  workbookId: "wb",
  country: "DE",
  payrollPeriod: "203101",
  payrollCycle: "CYCLE_1",
  providerName: "EuroEmploy Germany",
};
const published: PayReportVersions = {
  current,
  versions: [v1],
  history: [
    {
      reportVersion: 1,
      when: "2031-01-06T09:30:00.000Z",
      fromStatus: "DUPLICATES_CHECKED",
      toStatus: "PUBLISHED",
      by: "Pat Payroll",
      note: null,
    },
  ],
  actions: { reopen: true, cancelReopen: false, uploadCorrection: false },
};
const reopened: PayReportVersions = {
  ...published,
  current: { ...current, processingStatus: "REOPENED", version: 8 },
  versions: [
    { ...v1, processingStatus: "REOPENED" },
    { ...v1, id: "v2", reportVersion: 2, fileName: "register-v2.csv", processingStatus: "DUPLICATES_CHECKED" },
  ],
  history: [
    {
      reportVersion: 1,
      when: "2031-01-07T08:00:00.000Z",
      fromStatus: "PUBLISHED",
      toStatus: "REOPENED",
      by: "Pat Payroll",
      note: "Wrong allowance for Anna",
    },
    ...published.history,
  ],
  actions: { reopen: false, cancelReopen: false, uploadCorrection: false },
};
const diff: PayReportDiff = {
  from: { id: "v1", reportVersion: 1 },
  to: { id: "v2", reportVersion: 2 },
  summary: { added: 1, removed: 0, changed: 1 },
  rows: [
    {
      employeeRef: "E1",
      name: "Anna Alpha",
      change: "CHANGED",
      category: "allowance",
      currency: "EUR",
      old: "100.0000",
      new: "150.2500",
      delta: "50.2500",
    },
    {
      employeeRef: "E4",
      name: "Dora Delta",
      change: "ADDED",
      category: "total",
      currency: "EUR",
      old: null,
      new: "1000.0000",
      delta: "1000.0000",
    },
  ],
};

let answers: Record<string, unknown> = {};
const posted: { url: string; body: unknown }[] = [];
beforeEach(() => {
  posted.length = 0;
  global.fetch = jest.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = String(input);
    if (init?.method === "POST") posted.push({ url, body: JSON.parse(String(init.body)) });
    const key = Object.keys(answers).find((k) => url.startsWith(k));
    return {
      ok: true,
      status: 200,
      headers: new Headers({ "content-type": "application/json" }),
      json: async () => (key ? answers[key] : {}),
    };
  }) as unknown as typeof fetch;
});

describe("[PAYROLL] pay report versions screen", () => {
  it("a published report offers Reopen; the reason is required, then posted with the version read", async () => {
    answers = { "/api/gross-to-net/v1/versions": published, "/api/gross-to-net/v1/reopen": { id: "v1" } };
    screenOf(published);
    expect(screen.getByRole("heading", { level: 1 })).toHaveTextContent("register.csv · Version 1");
    expect(screen.queryByRole("button", { name: "Upload corrected version" })).not.toBeInTheDocument();
    expect(screen.getByText("Only one version so far.")).toBeInTheDocument();

    await userEvent.click(screen.getByRole("button", { name: "Reopen" }));
    const dialog = await screen.findByRole("dialog", { name: "Reopen pay report" });
    await userEvent.click(within(dialog).getByRole("button", { name: "Reopen" }));
    expect(await within(dialog).findByText("Reason is required")).toBeInTheDocument();
    expect(posted).toEqual([]);
    await userEvent.type(within(dialog).getByLabelText(/Reason/), "  Wrong allowance for Anna ");
    await userEvent.click(within(dialog).getByRole("button", { name: "Reopen" }));
    await waitFor(() =>
      expect(posted).toEqual([
        { url: "/api/gross-to-net/v1/reopen", body: { reason: "Wrong allowance for Anna", version: 7 } },
      ]),
    );
  });

  it("a reopened report: the history shows who reopened, why and when; the diff shows old, new and the difference", async () => {
    answers = { "/api/gross-to-net/v1/versions": reopened, "/api/gross-to-net/v2/diff": diff };
    screenOf(reopened);
    expect(screen.getByText(/Until its corrected version is published/)).toBeInTheDocument();
    const history = screen.getByRole("table", { name: "Status changes of every version, newest first" });
    const reopen = within(history).getAllByRole("row")[1];
    expect(reopen).toHaveTextContent("Jan 07, 2031, 08:00 UTC");
    expect(reopen).toHaveTextContent("Published → Reopened for correction");
    expect(reopen).toHaveTextContent("Pat Payroll");
    expect(reopen).toHaveTextContent("Wrong allowance for Anna");
    expect(screen.getByRole("link", { name: "Version 2" })).toHaveAttribute(
      "href",
      "/payroll/payroll-instances/wb/pay-report-preview/v2/versions",
    );

    const table = await screen.findByRole("table", { name: /Changes from version 1 to version 2/ });
    const anna = (await within(table).findByText(/Anna Alpha/)).closest("tr")!;
    expect(anna).toHaveTextContent("Changed");
    expect(anna).toHaveTextContent("Allowance");
    expect(anna).toHaveTextContent("100.00");
    expect(anna).toHaveTextContent("150.25");
    expect(anna).toHaveTextContent("+50.25");
    const dora = within(table)
      .getByText(/Dora Delta/)
      .closest("tr")!;
    expect(dora).toHaveTextContent("Added");
    expect(dora).toHaveTextContent("—");
    expect(screen.getByText("1 changed, 1 added, 0 removed employees.")).toBeInTheDocument();
  });
});
