// [TIME] /time-off?employeeId= (the employee page's Time off link): a manager or admin sees that employee's time off
// only (GET /api/timeoff/by-employee-id/{id}/requests), says whose it is, and offers the whole company again.
import { render, screen, waitFor } from "@testing-library/react";
import { SWRConfig } from "swr";
import { TimeOffClient } from "@/app/(app)/time-off/page-client";

jest.mock("next/navigation", () => ({
  useRouter: () => ({ replace: jest.fn(), push: jest.fn(), refresh: jest.fn() }),
  useSearchParams: () => new URLSearchParams("employeeId=emp-emma&month=2031-07"),
}));
jest.mock("next/link", () => ({
  __esModule: true,
  default: ({ href, children }: { href: string; children: React.ReactNode }) => <a href={href}>{children}</a>,
}));

const entry = {
  id: "t1",
  employeeId: "emp-emma",
  employeeName: "Emma Employee",
  companyId: "acme",
  leaveType: "op:leave:other" as const,
  startDate: "2031-07-14",
  endDate: "2031-07-15",
  employeeNote: "Moving house",
  unpaid: false,
  workingDays: 2,
  isTaken: false,
  status: "APPROVED" as const,
  version: 2,
  decidedAt: "2031-06-02T00:00:00.000Z",
  declineReason: null,
  inApprovalChain: false,
  actions: { canApprove: false, canDecline: false, canDelete: false },
  createdAt: "2031-06-01T00:00:00.000Z",
  createdBy: null,
  updatedAt: "2031-06-01T00:00:00.000Z",
  updatedBy: null,
};

const balance = {
  employeeId: "emp-emma",
  employeeName: "Emma Employee",
  year: 2031,
  allowanceType: "EXCLUDING_PUBLIC_HOLIDAYS" as const,
  allowanceDays: 28,
  takenDays: 5,
  bookedDays: 2,
  pendingDays: 3,
  remainingDays: 21,
};

const requested: URL[] = [];
beforeEach(() => {
  requested.length = 0;
  global.fetch = jest.fn(async (input: RequestInfo | URL) => {
    const url = new URL(String(input), "http://localhost");
    requested.push(url);
    return {
      ok: true,
      status: 200,
      headers: new Headers({ "content-type": "application/json" }),
      json: async () => (url.pathname.endsWith("/balance") ? balance : { taken: [], scheduled: [entry] }),
    };
  }) as unknown as typeof fetch;
});

describe("TimeOffClient filtered to one employee", () => {
  it("lists the employee's time off, names them and links back to the whole company", async () => {
    render(
      <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>
        <TimeOffClient
          data={{
            mode: "company",
            companyId: "acme",
            companies: [{ id: "acme", name: "Acme Corp" }],
            employee: { id: "emp-emma", name: "Emma Employee" },
            month: "2031-07",
            list: { taken: [], scheduled: [entry] },
            balance: null,
            pending: null,
            actions: { canDecide: true },
          }}
        />
      </SWRConfig>,
    );
    expect(screen.getByTestId("time-off-employee-filter")).toHaveTextContent("Showing the time off of Emma Employee.");
    expect(screen.getByRole("link", { name: "Show the whole company" })).toHaveAttribute(
      "href",
      "/time-off?companyId=acme&month=2031-07",
    );
    expect(screen.getByRole("table", { name: "Scheduled time off" })).toHaveTextContent("Emma Employee");
    await waitFor(() =>
      expect(requested.map((u) => u.pathname)).toContain("/api/timeoff/by-employee-id/emp-emma/requests"),
    );
    const list = requested.find((u) => u.pathname === "/api/timeoff/by-employee-id/emp-emma/requests")!;
    expect(list.searchParams.get("year_month")).toBe("2031-07");
    // Beyond the spec: the filtered employee's holiday balance, and each entry's approval status.
    expect(await screen.findByTestId("time-off-balance")).toHaveTextContent("Remaining21 days");
    expect(screen.getByRole("heading", { name: "Holiday balance 2031: Emma Employee" })).toBeInTheDocument();
    expect(screen.getByRole("table", { name: "Scheduled time off" })).toHaveTextContent("Approved");
  });
});
