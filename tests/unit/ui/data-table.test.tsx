// The one table kit: rows that lead somewhere carry a real link (Tab, Enter, ctrl-click), rows that open a
// dialog carry a real button; a click elsewhere on the row does the same; clicks on controls stay theirs.
import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { ColumnDef } from "@tanstack/react-table";
import { DataTable } from "@/components/ui/data-table";

type Row = { id: string; name: string; country: string };

const ROWS: Row[] = [
  { id: "a1", name: "Ada Lovelace", country: "Germany" },
  { id: "b2", name: "Grace Hopper", country: "France" },
];

const onAction = jest.fn();

const COLUMNS: ColumnDef<Row, unknown>[] = [
  { id: "name", header: "Name", cell: ({ row }) => row.original.name },
  { id: "country", header: "Country", cell: ({ row }) => row.original.country },
  {
    id: "actions",
    header: "Actions",
    cell: ({ row }) => (
      <button type="button" onClick={() => onAction(row.original.id)}>
        Archive {row.original.name}
      </button>
    ),
  },
];

const MARKED: ColumnDef<Row, unknown>[] = [
  { id: "country", header: "Country", cell: ({ row }) => row.original.country },
  { id: "name", header: "Name", cell: ({ row }) => row.original.name, meta: { rowLink: true } },
];

beforeEach(() => onAction.mockClear());

describe("DataTable rowHref", () => {
  it("puts a real link with the href in the first cell, reachable by Tab", async () => {
    const user = userEvent.setup();
    render(
      <>
        <button type="button">Before</button>
        <DataTable caption="People" columns={COLUMNS} rows={ROWS} rowHref={(r) => `/employees/${r.id}`} />
      </>,
    );
    const link = screen.getByRole("link", { name: "Ada Lovelace" });
    expect(link).toHaveAttribute("href", "/employees/a1");
    expect(link.closest("td")).toBe(screen.getAllByRole("cell")[0]);
    expect(link.className).toMatch(/focus-visible:outline/);
    await user.click(screen.getByRole("button", { name: "Before" }));
    await user.tab();
    expect(link).toHaveFocus();
    // The row keeps its accessible name, so getByRole("row", { name }) locators still work.
    const row = screen.getByRole("row", { name: /Grace Hopper/ });
    expect(within(row).getByRole("link", { name: "Grace Hopper" })).toHaveAttribute("href", "/employees/b2");
  });

  it("follows the row's link on a click elsewhere on the row, but not on a button in the row", async () => {
    const user = userEvent.setup();
    render(<DataTable caption="People" columns={COLUMNS} rows={ROWS} rowHref={(r) => `/employees/${r.id}`} />);
    const link = screen.getByRole("link", { name: "Ada Lovelace" });
    const followed = jest.fn((event: MouseEvent) => event.preventDefault());
    link.addEventListener("click", followed);
    await user.click(screen.getByRole("cell", { name: "Germany" }));
    expect(followed).toHaveBeenCalledTimes(1);
    await user.click(screen.getByRole("button", { name: "Archive Ada Lovelace" }));
    expect(onAction).toHaveBeenCalledWith("a1");
    expect(followed).toHaveBeenCalledTimes(1);
  });

  it("opens a new tab on ctrl-click elsewhere on the row", async () => {
    const user = userEvent.setup();
    const open = jest.spyOn(window, "open").mockImplementation(() => null);
    render(<DataTable caption="People" columns={COLUMNS} rows={ROWS} rowHref={(r) => `/employees/${r.id}`} />);
    await user.keyboard("{Control>}");
    await user.click(screen.getByRole("cell", { name: "France" }));
    await user.keyboard("{/Control}");
    expect(open).toHaveBeenCalledWith("/employees/b2", "_blank", "noopener");
    open.mockRestore();
  });

  it("puts the link in the column marked rowLink, and none in rows without an href", () => {
    render(
      <DataTable
        caption="People"
        columns={MARKED}
        rows={ROWS}
        rowHref={(r) => (r.id === "a1" ? `/employees/${r.id}` : null)}
      />,
    );
    expect(screen.getByRole("link", { name: "Ada Lovelace" })).toHaveAttribute("href", "/employees/a1");
    expect(screen.queryByRole("link", { name: "Germany" })).not.toBeInTheDocument();
    expect(screen.queryByRole("link", { name: "Grace Hopper" })).not.toBeInTheDocument();
  });
});

describe("DataTable onRowClick", () => {
  it("makes the first cell a real button: Tab reaches it, Enter opens the row", async () => {
    const user = userEvent.setup();
    const onRowClick = jest.fn();
    render(<DataTable caption="People" columns={COLUMNS} rows={ROWS} onRowClick={onRowClick} />);
    const button = screen.getByRole("button", { name: "Ada Lovelace" });
    await user.tab();
    expect(button).toHaveFocus();
    await user.keyboard("{Enter}");
    expect(onRowClick).toHaveBeenCalledTimes(1);
    expect(onRowClick).toHaveBeenLastCalledWith(ROWS[0]);
  });

  it("opens the row on a click elsewhere on it, not on a control in it", async () => {
    const user = userEvent.setup();
    const onRowClick = jest.fn();
    render(<DataTable caption="People" columns={COLUMNS} rows={ROWS} onRowClick={onRowClick} />);
    await user.click(screen.getByRole("cell", { name: "France" }));
    expect(onRowClick).toHaveBeenCalledWith(ROWS[1]);
    await user.click(screen.getByRole("button", { name: "Archive Grace Hopper" }));
    expect(onRowClick).toHaveBeenCalledTimes(1);
    expect(onAction).toHaveBeenCalledWith("b2");
  });
});

describe("DataTable emptyState", () => {
  it("shows the empty state in one full-width row", () => {
    render(<DataTable caption="People" columns={COLUMNS} rows={[]} emptyState="No people yet" />);
    const cell = screen.getByRole("cell", { name: "No people yet" });
    expect(cell).toHaveAttribute("colspan", "3");
    expect(screen.getByRole("table", { name: "People" })).toBeInTheDocument();
  });
});
