// The progress part: nothing for a request outside any chain; inside one, a list of its levels with a declined
// level's reason.
import { act, render, screen } from "@testing-library/react";
import { SWRConfig } from "swr";
import type { ApprovalProgressDto } from "@/lib/approvals/get-approval-progress";

const answers = new Map<string, ApprovalProgressDto>();
jest.mock("@/lib/http/client", () => ({ swrFetcher: (url: string) => Promise.resolve(answers.get(url)) }));
import { ApprovalProgress } from "@/components/approvals/approval-progress";

const fresh = (ui: React.ReactNode) => render(<SWRConfig value={{ provider: () => new Map() }}>{ui}</SWRConfig>);

it("renders nothing outside a chain", async () => {
  answers.set("/api/approvals/progress/timeOff/t-1", { inChain: false, steps: [] });
  const { container } = fresh(<ApprovalProgress kind="timeOff" id="t-1" />);
  // The answer arrives and changes nothing.
  await act(() => new Promise((r) => setTimeout(r, 20)));
  expect(container).toBeEmptyDOMElement();
});

it("lists the levels, a declined one with its reason", async () => {
  answers.set("/api/approvals/progress/expense/e-1", {
    inChain: true,
    steps: [
      {
        step: 1,
        total: 2,
        approverKind: "DIRECT_MANAGER",
        approvers: ["Dirk Berg"],
        state: "approved",
        decidedBy: "Dirk Berg",
        onBehalfOf: null,
        decidedAt: "2026-12-03T09:00:00Z",
        note: null,
      },
      {
        step: 2,
        total: 2,
        approverKind: "COMPANY_ADMIN",
        approvers: ["Ada Adams"],
        state: "declined",
        decidedBy: "Ada Adams",
        onBehalfOf: null,
        decidedAt: "2026-12-04T09:00:00Z",
        note: "Too long in the busy season",
      },
    ],
  });
  fresh(<ApprovalProgress kind="expense" id="e-1" heading="Approval progress" />);
  const list = await screen.findByRole("list", { name: "Approval progress" });
  expect(screen.getByRole("heading", { name: "Approval progress" })).toBeInTheDocument();
  const items = list.querySelectorAll("li");
  expect(items[0]).toHaveTextContent("Level 1 of 2 · Direct manager · Approved by Dirk Berg on Dec 03, 2026");
  expect(items[1]).toHaveTextContent("Declined by Ada Adams on Dec 04, 2026");
  expect(items[1]).toHaveTextContent("Reason: Too long in the busy season");
});
