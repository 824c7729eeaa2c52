// [TIME] Approval chains on the timesheet screens: the month shows its levels once submitted in a chain (and the
// decided levels after its approval), nothing outside a chain or before it is submitted; Approve follows the
// month's own actions (the loader answers false to a manager who is not at the chain's current level); the
// company list shows a waiting month's levels under its status.
import { act, render, screen } from "@testing-library/react";
import { SWRConfig } from "swr";
import type { ApprovalProgressDto } from "@/lib/approvals/get-approval-progress";
import type { TimesheetMonthDto } from "@/lib/timesheets/dto";

const answers = new Map<string, unknown>();
const fetched: string[] = [];
jest.mock("@/lib/http/client", () => ({
  swrFetcher: (url: string) => {
    fetched.push(url);
    return Promise.resolve(answers.get(url));
  },
  apiFetch: jest.fn(),
  failureMessage: (_: unknown, fallback: string) => fallback,
}));
jest.mock("next/navigation", () => ({
  useRouter: () => ({ replace: jest.fn(), push: jest.fn(), refresh: jest.fn() }),
  useSearchParams: () => new URLSearchParams(),
}));
import { TimesheetMonth } from "@/app/(app)/timesheets/timesheet-month";
import { TimesheetStatusCell } from "@/app/(app)/timesheets/timesheet-progress";

const step = (n: number, over: Partial<ApprovalProgressDto["steps"][number]>) => ({
  step: n,
  total: 2,
  approverKind: "DIRECT_MANAGER" as const,
  approvers: ["Dirk Berg"],
  state: "not-reached" as const,
  decidedBy: null,
  onBehalfOf: null,
  decidedAt: null,
  note: null,
  ...over,
});
const WAITING: ApprovalProgressDto = {
  inChain: true,
  steps: [step(1, { state: "waiting" }), step(2, { approverKind: "COMPANY_ADMIN", approvers: ["Ada Adams"] })],
};
const DECIDED: ApprovalProgressDto = {
  inChain: true,
  steps: [
    step(1, { state: "approved", decidedBy: "Dirk Berg", decidedAt: "2031-04-01T09:00:00Z" }),
    step(2, {
      approverKind: "COMPANY_ADMIN",
      approvers: ["Ada Adams"],
      state: "approved",
      decidedBy: "Ada Adams",
      decidedAt: "2031-04-02T09:00:00Z",
    }),
  ],
};

const month = (over: Partial<TimesheetMonthDto>): TimesheetMonthDto => ({
  id: "ts-1",
  employeeId: "emp-emma",
  employeeName: "Emma Employee",
  countryCode: "DE",
  weekendDays: [0, 6],
  yearMonth: "2031-03",
  status: "SUBMITTED",
  format: "SIMPLE",
  persisted: true,
  days: [],
  overtime: [],
  timeoff: [],
  totalMonthWorkingHours: "160.00",
  totalOvertimeHours: "0.00",
  submittedDate: "2031-03-31T10:00:00Z",
  approvedDate: null,
  version: 2,
  inApprovalChain: true,
  actions: { canApprove: false },
  ...over,
});

const PROGRESS = "/api/approvals/progress/timesheet/ts-1";
const fresh = (ui: React.ReactNode) => render(<SWRConfig value={{ provider: () => new Map() }}>{ui}</SWRConfig>);
const settle = () => act(() => new Promise((r) => setTimeout(r, 20)));

function showMonth(m: TimesheetMonthDto) {
  answers.set("/api/timesheets/emp-emma/2031/03", m);
  return fresh(<TimesheetMonth initial={m} actions={{ edit: false }} backHref={null} />);
}

beforeEach(() => {
  answers.clear();
  fetched.length = 0;
  answers.set(PROGRESS, WAITING);
});

describe("[TIME] timesheet month in an approval chain", () => {
  it("a submitted month shows the level it waits at; no Approve for a manager not at that level", async () => {
    showMonth(month({}));
    expect(await screen.findByRole("heading", { name: "Approval progress" })).toBeInTheDocument();
    const items = screen.getByRole("list", { name: "Approval progress" }).querySelectorAll("li");
    expect(items[0]).toHaveTextContent("Level 1 of 2 · Direct manager · Waiting for Dirk Berg");
    expect(items[1]).toHaveTextContent("Level 2 of 2 · A company admin · Not reached yet");
    expect(screen.queryByRole("button", { name: "Approve" })).not.toBeInTheDocument();
  });

  it("the level's approver gets Approve", async () => {
    showMonth(month({ actions: { canApprove: true } }));
    expect(await screen.findByRole("button", { name: "Approve" })).toBeInTheDocument();
    expect(await screen.findByRole("list", { name: "Approval progress" })).toBeInTheDocument();
  });

  it("an approved month shows who decided each level", async () => {
    answers.set(PROGRESS, DECIDED);
    showMonth(month({ status: "APPROVED", approvedDate: "2031-04-02T09:00:00Z" }));
    const list = await screen.findByRole("list", { name: "Approval progress" });
    expect(list.querySelectorAll("li")[0]).toHaveTextContent("Approved by Dirk Berg on Apr 01, 2031");
    expect(list.querySelectorAll("li")[1]).toHaveTextContent("Approved by Ada Adams on Apr 02, 2031");
  });

  it("nothing outside a chain, and no request for it", async () => {
    showMonth(month({ inApprovalChain: false, actions: { canApprove: true } }));
    expect(await screen.findByRole("button", { name: "Approve" })).toBeInTheDocument();
    await settle();
    expect(screen.queryByRole("list", { name: "Approval progress" })).not.toBeInTheDocument();
    expect(fetched).not.toContain(PROGRESS);
  });

  it("nothing for a month in a chain's company not submitted yet", async () => {
    showMonth(month({ status: "EDITED", submittedDate: null, inApprovalChain: true }));
    await settle();
    expect(screen.queryByRole("list", { name: "Approval progress" })).not.toBeInTheDocument();
    expect(fetched).not.toContain(PROGRESS);
  });
});

describe("[TIME] company timesheets list in an approval chain", () => {
  it("shows a submitted month's levels under its status, not an approved one's or one outside a chain", async () => {
    fresh(<TimesheetStatusCell row={{ id: "ts-1", status: "SUBMITTED", inApprovalChain: true }} />);
    expect(await screen.findByRole("list", { name: "Approval progress" })).toHaveTextContent("Waiting for Dirk Berg");
    expect(screen.getByText("Submitted")).toBeInTheDocument();
  });

  it("leaves the others as a status alone", async () => {
    fresh(
      <>
        <TimesheetStatusCell row={{ id: "ts-1", status: "APPROVED", inApprovalChain: true }} />
        <TimesheetStatusCell row={{ id: "ts-1", status: "SUBMITTED", inApprovalChain: false }} />
      </>,
    );
    await settle();
    expect(screen.getByText("Approved")).toBeInTheDocument();
    expect(screen.queryByRole("list", { name: "Approval progress" })).not.toBeInTheDocument();
    expect(fetched).not.toContain(PROGRESS);
  });
});
