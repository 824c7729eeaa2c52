// The failed jobs' Retry confirmation: closing it puts focus back on the Retry button that opened it. The rows'
// cells render as components, so a table whose columns were rebuilt on each render remounted its buttons when the
// dialog closed and focus was lost (found by the accessibility sweep on /back-office/jobs).
import { render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { FailedJobs } from "@/app/(app)/back-office/jobs/failed-jobs";
import type { FailedJob } from "@/lib/jobs/response-schema";

const job: FailedJob = {
  id: "job-1",
  name: "payroll.build-pack",
  reason: "pay report r-1 is REOPENED, not published",
  failedAt: "2026-11-29T08:00:00Z",
  createdAt: "2026-11-29T07:59:00Z",
  retriesUsed: 2,
  retryLimit: 2,
  entities: [{ key: "payReportId", value: "r-1" }],
  archived: false,
};
jest.mock("@/lib/swr/use-jobs", () => ({
  useFailedJobs: () => ({
    data: { items: [job], nextPageKey: null },
    error: null,
    isLoading: false,
    mutate: jest.fn(),
  }),
}));

it("returns focus to the row's Retry button when the confirmation closes", async () => {
  const user = userEvent.setup();
  render(<FailedJobs onRetried={() => undefined} />);
  const [retry] = screen.getAllByRole("button", { name: /^Retry payroll\.build-pack job/ });
  await user.click(retry);
  expect(await screen.findByRole("dialog", { name: "Retry this job?" })).toBeInTheDocument();
  expect(screen.getByRole("dialog")).toHaveTextContent("pay report r-1 is REOPENED, not published");
  await user.keyboard("{Escape}");
  await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
  expect(retry).toBeInTheDocument();
  expect(retry).toHaveFocus();
});
