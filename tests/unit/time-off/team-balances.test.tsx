// [TIME] The /time-off team view reads its rows from GET /api/companies/{companyId}/time-off-balances page by page:
// the matching employees' count, a totals row of the page, Next with the answer's cursor and Previous back to
// the first page, a name filter sent to the server (debounced) that starts again from the first page, and an
// error said in an alert.
import { fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { SWRConfig } from "swr";
import { TeamBalances } from "@/app/(app)/time-off/team-balances";
import type { TeamBalancesPageDto, TimeOffBalanceDto } from "@/lib/time-off/response-schema";

const row = (id: string, name: string, taken: number, allowance: number | null = 25): TimeOffBalanceDto => ({
  employeeId: id,
  employeeName: name,
  year: 2031,
  allowanceType: allowance === null ? "UNLIMITED" : "EXCLUDING_PUBLIC_HOLIDAYS",
  allowanceDays: allowance,
  takenDays: taken,
  bookedDays: 1,
  pendingDays: 0,
  remainingDays: allowance === null ? null : allowance - taken - 1,
});

const PAGES: Record<string, TeamBalancesPageDto> = {
  first: {
    items: [row("e1", "Ada Adams", 2), row("e2", "Bo Brown", 3, null)],
    nextCursor: "c1",
    total: 3,
    totals: { allowanceDays: 25, takenDays: 5, bookedDays: 2, pendingDays: 0, remainingDays: 22 },
  },
  second: {
    items: [row("e3", "Cy Clark", 4)],
    nextCursor: null,
    total: 3,
    totals: { allowanceDays: 25, takenDays: 4, bookedDays: 1, pendingDays: 0, remainingDays: 20 },
  },
  cy: {
    items: [row("e3", "Cy Clark", 4)],
    nextCursor: null,
    total: 1,
    totals: { allowanceDays: 25, takenDays: 4, bookedDays: 1, pendingDays: 0, remainingDays: 20 },
  },
};

const requested: URL[] = [];
let failing = false;
beforeEach(() => {
  requested.length = 0;
  failing = false;
  global.fetch = jest.fn(async (input: RequestInfo | URL) => {
    const url = new URL(String(input), "http://localhost");
    requested.push(url);
    const name = url.searchParams.get("name");
    const body = failing
      ? { message: "Something went wrong." }
      : name
        ? PAGES.cy
        : url.searchParams.get("cursor") === "c1"
          ? PAGES.second
          : PAGES.first;
    return {
      ok: !failing,
      status: failing ? 500 : 200,
      headers: new Headers({ "content-type": "application/json" }),
      json: async () => body,
      text: async () => JSON.stringify(body),
    };
  }) as unknown as typeof fetch;
});

const renderView = () =>
  render(
    <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0, shouldRetryOnError: false }}>
      <TeamBalances companyId="acme" year={2031} />
    </SWRConfig>,
  );

const bodyRows = () => within(screen.getByTestId("team-balances")).getAllByRole("row").slice(1);

describe("TeamBalances", () => {
  it("shows a page with its totals row and the count, and pages on with the cursor and back", async () => {
    renderView();
    await screen.findByText("Ada Adams");
    expect(screen.getByRole("table", { name: "Team holiday balances 2031" })).toBeInTheDocument();
    expect(requested[0].pathname).toBe("/api/companies/acme/time-off-balances");
    expect(requested[0].searchParams.get("pageSize")).toBe("50");
    expect(requested[0].searchParams.has("cursor")).toBe(false);
    expect(bodyRows()).toHaveLength(3);
    expect(screen.getAllByText("Unlimited")).toHaveLength(2);
    const totals = screen.getByTestId("team-balances-totals");
    expect(totals).toHaveTextContent("Total of this page (2)");
    expect(totals).toHaveTextContent("25 days5 days2 days22 days");
    expect(screen.getByText(/3 results · Page 1/)).toBeInTheDocument();
    // No sortable headers: the list keeps the name order.
    expect(within(screen.getByTestId("team-balances")).queryByRole("button")).toBeNull();

    fireEvent.click(screen.getByRole("button", { name: "Next" }));
    await screen.findByText("Cy Clark");
    expect(requested.at(-1)!.searchParams.get("cursor")).toBe("c1");
    expect(screen.getByText(/3 results · Page 2/)).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Next" })).toBeDisabled();

    fireEvent.click(screen.getByRole("button", { name: "Previous" }));
    await screen.findByText("Ada Adams");
    expect(screen.getByText(/Page 1/)).toBeInTheDocument();
  });

  it("sends the name filter to the server and starts again from the first page", async () => {
    renderView();
    await screen.findByText("Ada Adams");
    fireEvent.click(screen.getByRole("button", { name: "Next" }));
    await screen.findByText("Cy Clark");
    fireEvent.change(screen.getByLabelText("Employee"), { target: { value: " cy " } });
    await waitFor(() => expect(requested.at(-1)!.searchParams.get("name")).toBe("cy"));
    expect(requested.at(-1)!.searchParams.has("cursor")).toBe(false);
    await screen.findByText(/1 result · Page 1/);
    expect(bodyRows().map((r) => r.textContent)).toEqual([
      expect.stringContaining("Cy Clark"),
      expect.stringContaining("Total of this page (1)"),
    ]);
  });

  it("says when the balances cannot be read", async () => {
    failing = true;
    renderView();
    expect(await screen.findByRole("alert")).toHaveTextContent(/./);
    expect(screen.getByText("The balances could not be read.")).toBeInTheDocument();
  });
});
