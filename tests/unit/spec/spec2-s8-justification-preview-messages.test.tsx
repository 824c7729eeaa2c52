// Spec 2 sections 5 and 8: the justification note (saved on blur when changed, trimmed, 'Changes were saved'
// reverting after 1 second, read-only once PUBLISHED, the save and delete failure toasts) and the load errors of
// the pay report preview and the pay detail ('A problem occurred'), with the empty bill message.
import { act, render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { SWRConfig } from "swr";
import {
  JustificationDialog,
  PayDetailDialog,
} from "@/app/(app)/payroll/payroll-instances/[id]/lspBillsDetail/bill-employee-dialogs";
import { PayReportPreview } from "@/components/payroll/pay-report-preview";
import type { BillEmployee } from "@/lib/payroll/dto";

const toasts: { kind: string; text: string; description?: string }[] = [];
jest.mock("sonner", () => ({
  toast: {
    success: (text: string) => toasts.push({ kind: "success", text }),
    error: (text: string, o?: { description?: string }) =>
      toasts.push({ kind: "error", text, description: o?.description }),
  },
}));
jest.mock("next/link", () => ({
  __esModule: true,
  default: ({ href, children }: { href: string; children: React.ReactNode }) => <a href={href}>{children}</a>,
}));
jest.mock("next/navigation", () => ({
  useRouter: () => ({ push: jest.fn(), replace: jest.fn(), refresh: jest.fn() }),
  usePathname: () => "/payroll/payroll-instances/wb-1/pay-report-preview/f1",
  useSearchParams: () => new URLSearchParams(),
}));

type Answer = { status: number; body: unknown };
const answer = ({ status, body }: Answer) => ({
  ok: status < 400,
  status,
  headers: new Headers({ "content-type": "application/json" }),
  json: async () => body,
  text: async () => JSON.stringify(body),
});
let posts: unknown[] = [];
function mockFetch(get: Answer, post: Answer = { status: 200, body: {} }) {
  posts = [];
  toasts.length = 0;
  global.fetch = jest.fn(async (_input: RequestInfo | URL, init?: RequestInit) => {
    if ((init?.method ?? "GET") === "GET") return answer(get);
    posts.push(JSON.parse(String(init!.body)));
    return answer(post);
  }) as unknown as typeof fetch;
}
const fresh = (ui: React.ReactElement) =>
  render(
    <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0, shouldRetryOnError: false }}>{ui}</SWRConfig>,
  );

function row(status: BillEmployee["status"], justification: string | null = null): BillEmployee {
  return {
    gtnId: "f1",
    employeeRef: "E000001",
    employeeId: null,
    firstName: "Ada",
    lastName: "Lovelace",
    currency: "EUR",
    status,
    lspBillNumber: null,
    justificationId: justification ? "j1" : null,
    justification,
    errorCount: 0,
    totals: {} as BillEmployee["totals"],
  };
}

async function writeNoteAndBlur(text: string) {
  const user = userEvent.setup();
  const note = screen.getByLabelText("Note");
  await user.clear(note);
  if (text) await user.type(note, text);
  await user.click(screen.getByRole("button", { name: "Close" }));
}

describe("[spec 2 §5] justification note", () => {
  it("[spec 2 §5] saved on blur, trimmed; 'Changes were saved' reverts after 1 second", async () => {
    mockFetch({ status: 200, body: {} });
    jest.useFakeTimers({ advanceTimers: true });
    try {
      fresh(<JustificationDialog row={row("COPIED")} canWrite onClose={jest.fn()} onSaved={jest.fn()} />);
      await writeNoteAndBlur("  one-off bonus  ");
      await waitFor(() => expect(screen.getByRole("status")).toHaveTextContent("Changes were saved"));
      expect(posts).toEqual([{ grossToNetId: "f1", employeeId: "E000001", note: "one-off bonus" }]);
      act(() => jest.advanceTimersByTime(1000));
      expect(screen.getByRole("status")).toHaveTextContent("");
    } finally {
      jest.useRealTimers();
    }
  });

  it("[spec 2 §5] read-only once PUBLISHED: nothing is sent", async () => {
    mockFetch({ status: 200, body: {} });
    fresh(<JustificationDialog row={row("PUBLISHED", "old note")} canWrite onClose={jest.fn()} onSaved={jest.fn()} />);
    expect(screen.getByLabelText("Note")).toHaveAttribute("readonly");
    await userEvent.setup().click(screen.getByRole("button", { name: "Close" }));
    expect(posts).toEqual([]);
  });

  it("[spec 2 §8] justification save failure: 'Error' / 'Failed to save justification.'", async () => {
    mockFetch({ status: 200, body: {} }, { status: 500, body: { message: "boom" } });
    fresh(<JustificationDialog row={row("COPIED")} canWrite onClose={jest.fn()} onSaved={jest.fn()} />);
    await writeNoteAndBlur("late bonus");
    await waitFor(() =>
      expect(toasts).toEqual([{ kind: "error", text: "Error", description: "Failed to save justification." }]),
    );
  });

  it("[spec 2 §8] an emptied note deletes the justification; its failure reads 'Failed to delete justification.'", async () => {
    mockFetch({ status: 200, body: {} }, { status: 500, body: { message: "boom" } });
    fresh(<JustificationDialog row={row("COPIED", "old note")} canWrite onClose={jest.fn()} onSaved={jest.fn()} />);
    await writeNoteAndBlur("");
    await waitFor(() =>
      expect(toasts).toEqual([{ kind: "error", text: "Error", description: "Failed to delete justification." }]),
    );
    expect(posts).toEqual([{ grossToNetId: "f1", employeeId: "E000001", note: "" }]);
  });
});

describe("[spec 2 §8] pay report load errors", () => {
  it("[spec 2 §8] the pay report preview's load error: 'A problem occurred'", async () => {
    mockFetch({ status: 500, body: { message: "boom" } });
    fresh(<PayReportPreview payrollInstanceId="wb-1" dataFrameId="f1" canDelete />);
    expect(await screen.findByText("A problem occurred")).toBeInTheDocument();
  });

  it("[spec 2 §2] a pay report without employees: 'No LSP bill entries available.'", async () => {
    mockFetch({
      status: 200,
      body: {
        file: { id: "f1", fileName: "empty.csv", processingStatus: "COPIED" },
        items: [],
        totalCount: 0,
        pageIndex: 0,
        pageSize: 100,
        concepts: null,
      },
    });
    fresh(<PayReportPreview payrollInstanceId="wb-1" dataFrameId="f1" canDelete />);
    expect(await screen.findByText("No LSP bill entries available.")).toBeInTheDocument();
  });

  it("[spec 2 §8] the employee pay detail's load error: 'A problem occurred'", async () => {
    mockFetch({ status: 500, body: { message: "boom" } });
    fresh(<PayDetailDialog row={row("COPIED")} onClose={jest.fn()} />);
    expect(await screen.findByRole("alert")).toHaveTextContent("A problem occurred");
  });
});
