// [TIME] Beyond the spec: the manager's 'Waiting for approval' list on /time-off. Approve posts the decision with
// the row's version; Decline opens a dialog whose reason is required before anything is sent; buttons follow
// the row's `actions` from the loader; each row shows the employee's remaining holiday.
import { render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { PendingApprovals } from "@/app/(app)/time-off/pending-approvals";
import type { TimeOffDto } from "@/lib/time-off/dto";

const refresh = jest.fn();
jest.mock("next/navigation", () => ({
  useRouter: () => ({ replace: jest.fn(), push: jest.fn(), refresh }),
}));

const base: TimeOffDto = {
  id: "t1",
  employeeId: "emp-emma",
  employeeName: "Emma Employee",
  companyId: "acme",
  leaveType: "op:leave:holiday",
  startDate: "2031-05-12",
  endDate: "2031-05-13",
  employeeNote: "Wedding",
  unpaid: false,
  workingDays: 2,
  isTaken: false,
  status: "PENDING",
  version: 3,
  decidedAt: null,
  declineReason: null,
  inApprovalChain: false,
  actions: { canApprove: true, canDecline: true, canDelete: false },
  createdAt: "2031-04-01T00:00:00.000Z",
  createdBy: null,
  updatedAt: "2031-04-01T00:00:00.000Z",
  updatedBy: null,
};
const other: TimeOffDto = {
  ...base,
  id: "t2",
  employeeId: "emp-tom",
  employeeName: "Tom Other",
  employeeNote: "Trip",
  unpaid: false,
  version: 1,
  actions: { canApprove: false, canDecline: false, canDelete: false },
};
const balance = (employeeId: string, remainingDays: number) => ({
  employeeId,
  employeeName: "x",
  year: 2031,
  allowanceType: "EXCLUDING_PUBLIC_HOLIDAYS" as const,
  allowanceDays: 25,
  takenDays: 0,
  bookedDays: 25 - remainingDays,
  pendingDays: 2,
  remainingDays,
});

const posted: { url: string; body: unknown }[] = [];
beforeEach(() => {
  posted.length = 0;
  refresh.mockClear();
  global.fetch = jest.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    posted.push({ url: String(input), body: init?.body ? JSON.parse(String(init.body)) : null });
    return {
      ok: true,
      status: 200,
      headers: new Headers({ "content-type": "application/json" }),
      json: async () => ({ ...base, status: "APPROVED" }),
    };
  }) as unknown as typeof fetch;
});

function renderList() {
  const onDecided = jest.fn();
  render(
    <PendingApprovals
      pending={{ requests: [base, other], balances: [balance("emp-emma", 1), balance("emp-tom", 12)] }}
      onDecided={onDecided}
    />,
  );
  const table = screen.getByRole("table", { name: "Time off waiting for approval" });
  const rowOf = (text: string) => within(table).getByText(text).closest("tr")!;
  return { onDecided, rowOf };
}

describe("PendingApprovals", () => {
  it("approves with the row's version, and offers buttons only where the row allows them", async () => {
    const { onDecided, rowOf } = renderList();
    expect(screen.getByRole("heading", { name: "Waiting for approval (2)" })).toBeInTheDocument();
    expect(rowOf("Wedding")).toHaveTextContent("1 day");
    expect(rowOf("Trip")).toHaveTextContent("12 days");
    expect(within(rowOf("Trip")).queryByRole("button")).toBeNull();

    await userEvent.click(within(rowOf("Wedding")).getByRole("button", { name: /^Approve Emma Employee's Holiday/ }));
    await waitFor(() => expect(onDecided).toHaveBeenCalled());
    expect(posted).toEqual([{ url: "/api/timeoff/requests/t1/decision", body: { decision: "APPROVED", version: 3 } }]);
    expect(refresh).toHaveBeenCalled();
  });

  it("declining needs a reason before anything is sent", async () => {
    const { onDecided, rowOf } = renderList();
    await userEvent.click(within(rowOf("Wedding")).getByRole("button", { name: /^Decline Emma Employee's Holiday/ }));
    const dialog = await screen.findByRole("dialog", { name: "Decline time off?" });
    await userEvent.click(within(dialog).getByRole("button", { name: "Decline" }));
    expect(await within(dialog).findByText("Please give a reason")).toBeInTheDocument();
    expect(posted).toEqual([]);

    await userEvent.type(within(dialog).getByLabelText(/Reason/), "Release week");
    await userEvent.click(within(dialog).getByRole("button", { name: "Decline" }));
    await waitFor(() => expect(onDecided).toHaveBeenCalled());
    expect(posted).toEqual([
      {
        url: "/api/timeoff/requests/t1/decision",
        body: { decision: "DECLINED", reason: "Release week", version: 3 },
      },
    ]);
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
  });
});
