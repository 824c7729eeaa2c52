// [EMPLOYMENTS] The employee Employments table: a click on a sortable header (by keyboard too) puts the server's
// sort in the address, the pager its page; an admin's Edit dialog PATCHes status and dates (an emptied date is
// cleared) and shows the server's field errors under their fields.
import { render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { apiFetch, ApiError } from "@/lib/http/client";
import { EmployeeEmploymentsClient } from "@/app/(app)/employees/[employeeId]/employments/page-client";
import type { EmployeeEmploymentRow } from "@/lib/employees/employments/list-employee-employments";

const replace = jest.fn();
const refresh = jest.fn();
jest.mock("next/navigation", () => ({
  useRouter: () => ({ replace, refresh, push: jest.fn() }),
  usePathname: () => "/employees/emp-emma/employments",
}));
jest.mock("@/lib/http/client", () => {
  const actual = jest.requireActual("@/lib/http/client");
  return { ...actual, apiFetch: jest.fn() };
});
const mockedFetch = apiFetch as jest.MockedFunction<typeof apiFetch>;

const row = (over: Partial<EmployeeEmploymentRow>): EmployeeEmploymentRow => ({
  id: "employment-1",
  type: "EOR",
  status: "EMPLOYMENT_STATUS_ACTIVE",
  isCurrent: true,
  employerName: "EuroEmploy GmbH",
  lspId: "euroemploy",
  legalEntityName: "EuroEmploy DE",
  legalEntityId: "le-de",
  startDate: "2024-03-01",
  terminationDate: null,
  firstPayrollDate: "2024-03-28",
  lastPayrollDate: null,
  ...over,
});
const rows = [
  row({}),
  row({ id: "employment-0", status: "EMPLOYMENT_STATUS_TERMINATED", isCurrent: false, startDate: "2022-01-01" }),
];
const query = { sort: "startDate", dir: "desc", pageIndex: 0, pageSize: 10 } as const;
const lastUrl = () => new URL(replace.mock.calls.at(-1)![0], "http://localhost");

beforeEach(() => {
  replace.mockClear();
  refresh.mockClear();
  mockedFetch.mockReset();
});

describe("EmployeeEmploymentsClient", () => {
  it("shows each employment with its status, the current one marked; sorting and paging go to the address", async () => {
    const user = userEvent.setup();
    render(<EmployeeEmploymentsClient items={rows} totalCount={12} query={query} canEdit={false} />);
    const table = screen.getByRole("table", { name: "Employments" });
    const [, first, second] = within(table).getAllByRole("row");
    expect(first).toHaveTextContent("Active");
    expect(first).toHaveTextContent("Current");
    expect(first).toHaveTextContent("Mar 01, 2024");
    expect(second).toHaveTextContent("Terminated");
    expect(second).not.toHaveTextContent("Current");
    expect(within(table).getByRole("columnheader", { name: /Start date/ })).toHaveAttribute("aria-sort", "descending");
    expect(screen.queryByRole("button", { name: /^Edit/ })).toBeNull();

    // The sorted column turns around; the page goes back to the first.
    await user.click(within(table).getByRole("button", { name: /Start date/ }));
    expect(Object.fromEntries(lastUrl().searchParams)).toEqual({
      sort: "startDate",
      dir: "asc",
      pageIndex: "0",
      pageSize: "10",
    });
    expect(lastUrl().pathname).toBe("/employees/emp-emma/employments");

    // Another column from the keyboard.
    within(table)
      .getByRole("button", { name: /Status/ })
      .focus();
    await user.keyboard("{Enter}");
    expect(lastUrl().searchParams.get("sort")).toBe("status");

    await user.click(screen.getByRole("button", { name: /next/i }));
    expect(lastUrl().searchParams.get("pageIndex")).toBe("1");
  });

  it("an admin edits status and dates; server field errors show under their field", async () => {
    const user = userEvent.setup();
    render(<EmployeeEmploymentsClient items={rows} totalCount={2} query={query} canEdit />);
    await user.click(screen.getByRole("button", { name: "Edit the active employment from Mar 01, 2024" }));
    const dialog = screen.getByRole("dialog", { name: "Edit employment" });
    expect(within(dialog).getByLabelText("Start date")).toHaveValue("2024-03-01");

    mockedFetch.mockRejectedValueOnce(
      new ApiError(400, { message: "Invalid", fieldErrors: { lastPayrollDate: ["Please enter a valid date"] } }),
    );
    await user.selectOptions(within(dialog).getByLabelText("Status"), "EMPLOYMENT_STATUS_TERMINATED");
    await user.type(within(dialog).getByLabelText("Termination date"), "2026-06-30");
    await user.clear(within(dialog).getByLabelText("First payroll date"));
    await user.click(within(dialog).getByRole("button", { name: "Save" }));
    expect(await within(dialog).findByText("Please enter a valid date")).toBeInTheDocument();
    expect(mockedFetch).toHaveBeenCalledWith("/api/employments/employment-1", {
      method: "PATCH",
      json: {
        status: "EMPLOYMENT_STATUS_TERMINATED",
        startDate: "2024-03-01",
        terminationDate: "2026-06-30",
        firstPayrollDate: null,
        lastPayrollDate: null,
      },
    });

    mockedFetch.mockResolvedValueOnce({});
    await user.click(within(dialog).getByRole("button", { name: "Save" }));
    await waitFor(() => expect(refresh).toHaveBeenCalled());
    expect(screen.queryByRole("dialog")).toBeNull();
  });

  it("says so when there is no employment", () => {
    render(<EmployeeEmploymentsClient items={[]} totalCount={0} query={query} canEdit />);
    expect(screen.getByText("No employments yet")).toBeInTheDocument();
  });
});
