// The approval chains screen's pure parts and its editor: a saved chain as form values and back as the PUT body
// (only the fields that mean something for the level and the kind), the chain in words, the editor's PUT and the
// server's refusal under its field, and a request's progress in words.
import { render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { ZApprovalPolicyForm, type ApprovalPolicyDto } from "@/lib/approval-chains/schema";
import {
  describeLevel,
  formValuesOf,
  policyBodyOf,
  savedMessage,
  SINGLE_APPROVER,
} from "@/app/(app)/companies/[companyId]/approval-chains/chain-form";
import { joinOr, progressLine, type ProgressStep } from "@/components/approvals/progress-text";

jest.mock("next/navigation", () => ({ useRouter: () => ({ push: jest.fn(), refresh: jest.fn() }) }));
jest.mock("sonner", () => ({ toast: { success: jest.fn(), error: jest.fn() } }));
const apiFetch = jest.fn();
jest.mock("@/lib/http/client", () => {
  const actual = jest.requireActual("@/lib/http/client");
  return { ...actual, apiFetch: (...args: unknown[]) => apiFetch(...args) };
});
// After the mocks (jest hoists them anyway): the editor imports the client.
import { ChainEditor } from "@/app/(app)/companies/[companyId]/approval-chains/chain-editor";
import { ApiError } from "@/lib/http/client";

const saved: ApprovalPolicyDto = {
  kind: "TIME_OFF",
  updatedAt: "2026-12-01T10:00:00.000Z",
  levels: [
    {
      position: 2,
      approverKind: "NAMED_MANAGER",
      approverUserId: "u-ada",
      approverName: "Ada Adams",
      minAmount: null,
      minDays: 8,
    },
    {
      position: 1,
      approverKind: "DIRECT_MANAGER",
      approverUserId: null,
      approverName: null,
      minAmount: null,
      minDays: null,
    },
  ],
};

describe("the chain form", () => {
  it("turns a saved chain into the inputs' text, in position order", () => {
    expect(formValuesOf(saved)).toEqual({
      levels: [
        { approverKind: "DIRECT_MANAGER", approverUserId: "", minAmount: "", minDays: "" },
        { approverKind: "NAMED_MANAGER", approverUserId: "u-ada", minAmount: "", minDays: "8" },
      ],
    });
  });

  it("sends only the named approver of a named level and the kind's own threshold", () => {
    const parsed = ZApprovalPolicyForm.parse({
      levels: [
        { approverKind: "DIRECT_MANAGER", approverUserId: "u-left-over", minAmount: "", minDays: "8" },
        { approverKind: "NAMED_MANAGER", approverUserId: "u-ada", minAmount: "", minDays: "" },
      ],
    });
    expect(policyBodyOf("TIME_OFF", parsed)).toEqual({
      levels: [
        { approverKind: "DIRECT_MANAGER", approverUserId: null, minAmount: null, minDays: 8 },
        { approverKind: "NAMED_MANAGER", approverUserId: "u-ada", minAmount: null, minDays: null },
      ],
    });
    // A time-off length typed before switching the card's kind is not an expense's threshold.
    expect(policyBodyOf("EXPENSE", parsed).levels[0]).toMatchObject({ minAmount: null, minDays: null });
    expect(policyBodyOf("TIMESHEET", { levels: [] })).toEqual({ levels: [] });
  });

  it("says each level and each save in words", () => {
    expect(describeLevel(saved.levels[0], 1)).toBe("Level 2: Ada Adams, from 8 working days");
    expect(describeLevel(saved.levels[1], 0)).toBe("Level 1: Direct manager");
    expect(describeLevel({ ...saved.levels[1], approverKind: "COMPANY_ADMIN", minAmount: 1000 }, 2)).toBe(
      "Level 3: A company admin, for amounts from 1000",
    );
    expect(savedMessage("EXPENSE", 2)).toBe("Expenses: chain saved with 2 levels.");
    expect(savedMessage("TIME_OFF", 0)).toBe("Time off: chain removed. A single approver decides again.");
    expect(SINGLE_APPROVER).toBe("Single approver: any manager of the company");
  });
});

describe("the chain editor", () => {
  const managers = [
    { userId: "u-ada", name: "Ada Adams", isAdmin: true },
    { userId: "u-dirk", name: "Dirk Berg", isAdmin: false },
  ];
  beforeEach(() => apiFetch.mockReset());

  it("saves the levels with PUT and announces the outcome through onSaved", async () => {
    const user = userEvent.setup();
    const answer = { companyId: "acme" };
    apiFetch.mockResolvedValue(answer);
    const onSaved = jest.fn().mockResolvedValue(undefined);
    render(
      <ChainEditor
        companyId="acme"
        policy={{ kind: "EXPENSE", levels: [], updatedAt: null }}
        managers={managers}
        onSaved={onSaved}
        onFailed={jest.fn()}
      />,
    );
    await user.click(screen.getByRole("button", { name: "Add a level to the expenses chain" }));
    await user.click(screen.getByRole("button", { name: "Add a level to the expenses chain" }));
    const second = screen.getByRole("group", { name: "Level 2" });
    await user.selectOptions(screen.getAllByLabelText("Who approves")[1], "NAMED_MANAGER");
    await user.selectOptions(screen.getByLabelText("Manager"), "u-dirk");
    await user.type(screen.getAllByLabelText("Only from this amount")[1], "1000");
    expect(second).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Move level 2 up" }));
    await user.click(screen.getByRole("button", { name: "Save expenses chain" }));
    await waitFor(() => expect(onSaved).toHaveBeenCalledWith(answer, "Expenses: chain saved with 2 levels."));
    expect(apiFetch).toHaveBeenCalledWith("/api/companies/acme/approval-policies/EXPENSE", {
      method: "PUT",
      json: {
        levels: [
          { approverKind: "NAMED_MANAGER", approverUserId: "u-dirk", minAmount: 1000, minDays: null },
          { approverKind: "DIRECT_MANAGER", approverUserId: null, minAmount: null, minDays: null },
        ],
      },
    });
  });

  it("shows a level's own refusal under its field, and the schema's before sending", async () => {
    const user = userEvent.setup();
    apiFetch.mockRejectedValue(
      new ApiError(400, {
        message: "Please check the highlighted fields",
        fieldErrors: { "levels.0.approverUserId": ["Choose one of the company's managers"] },
      }),
    );
    render(
      <ChainEditor
        companyId="acme"
        policy={{ kind: "TIME_OFF", levels: [], updatedAt: null }}
        managers={managers}
        onSaved={jest.fn()}
        onFailed={jest.fn()}
      />,
    );
    await user.click(screen.getByRole("button", { name: "Add a level to the time off chain" }));
    await user.selectOptions(screen.getByLabelText("Who approves"), "NAMED_MANAGER");
    await user.type(screen.getByLabelText("Only from this many working days"), "2.5");
    await user.click(screen.getByRole("button", { name: "Save time off chain" }));
    expect(await screen.findByText("Choose the manager who approves at this level")).toBeInTheDocument();
    expect(screen.getByText("The length must be whole days")).toBeInTheDocument();
    expect(apiFetch).not.toHaveBeenCalled();

    await user.selectOptions(screen.getByLabelText("Manager"), "u-ada");
    await user.clear(screen.getByLabelText("Only from this many working days"));
    await user.click(screen.getByRole("button", { name: "Save time off chain" }));
    expect(await screen.findByText("Choose one of the company's managers")).toBeInTheDocument();
    expect(screen.getByLabelText("Manager")).toHaveAttribute("aria-invalid", "true");
    expect(screen.getByText("Please check the highlighted fields")).toBeInTheDocument();
  });
});

describe("the progress lines", () => {
  const step = (extra: Partial<ProgressStep>): ProgressStep => ({
    step: 1,
    total: 2,
    approverKind: "DIRECT_MANAGER",
    approvers: ["Dirk Berg"],
    state: "not-reached",
    decidedBy: null,
    onBehalfOf: null,
    decidedAt: null,
    note: null,
    ...extra,
  });

  it("names who decided, on whose behalf and when", () => {
    expect(progressLine(step({ state: "approved", decidedBy: "Dirk Berg", decidedAt: "2026-12-03T09:00:00Z" }))).toBe(
      "Level 1 of 2 · Direct manager · Approved by Dirk Berg on Dec 03, 2026",
    );
    expect(
      progressLine(
        step({
          state: "declined",
          decidedBy: "Eve Delegate",
          onBehalfOf: "Dirk Berg",
          decidedAt: "2026-12-04T09:00:00Z",
        }),
      ),
    ).toBe("Level 1 of 2 · Direct manager · Declined by Eve Delegate on behalf of Dirk Berg on Dec 04, 2026");
    expect(progressLine(step({ state: "info-requested", decidedBy: "Dirk Berg" }))).toBe(
      "Level 1 of 2 · Direct manager · More information requested by Dirk Berg",
    );
  });

  it("says who is waited for, and the levels not reached yet", () => {
    expect(
      progressLine(step({ step: 2, approverKind: "COMPANY_ADMIN", approvers: ["Ada Adams"], state: "waiting" })),
    ).toBe("Level 2 of 2 · A company admin · Waiting for Ada Adams");
    expect(progressLine(step({ state: "waiting", approvers: [] }))).toBe("Level 1 of 2 · Direct manager · Waiting");
    expect(progressLine(step({ step: 2 }))).toBe("Level 2 of 2 · Direct manager · Not reached yet");
    expect(joinOr(["A", "B", "C"])).toBe("A, B or C");
    expect(joinOr(["A", "B"])).toBe("A or B");
  });
});
