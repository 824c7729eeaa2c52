// Finding 11: one tab bar everywhere; one Tab stop, arrow keys move and select, the hash follows.
import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { HashTabs } from "@/components/ui/tabs";
import { CompanyTabs } from "@/components/companies/company-tabs";

const items = [
  { value: "details", label: "Details", content: <p>Details panel</p> },
  { value: "employees", label: "Employees", content: <p>Employees panel</p> },
  { value: "documents", label: "Documents", content: <p>Documents panel</p> },
];

beforeEach(() => history.replaceState(null, "", "/"));

describe("HashTabs", () => {
  it("is one Tab stop and moves with the arrow keys, Home and End", async () => {
    const user = userEvent.setup();
    render(
      <>
        <button>Before</button>
        <HashTabs label="Sections" items={items} />
        <button>After</button>
      </>,
    );
    await user.click(screen.getByRole("button", { name: "Before" }));
    await user.tab();
    expect(screen.getByRole("tab", { name: "Details" })).toHaveFocus();
    await user.keyboard("{ArrowRight}");
    expect(screen.getByRole("tab", { name: "Employees" })).toHaveFocus();
    expect(screen.getByRole("tab", { name: "Employees" })).toHaveAttribute("aria-selected", "true");
    expect(screen.getByRole("tabpanel")).toHaveTextContent("Employees panel");
    expect(window.location.hash).toBe("#employees");
    await user.keyboard("{End}");
    expect(screen.getByRole("tab", { name: "Documents" })).toHaveFocus();
    await user.keyboard("{ArrowRight}");
    expect(screen.getByRole("tab", { name: "Details" })).toHaveFocus();
    await user.keyboard("{ArrowLeft}");
    expect(screen.getByRole("tab", { name: "Documents" })).toHaveFocus();
    // Tab leaves the tab list (into the panel), not to the next tab.
    await user.tab();
    expect(screen.getByRole("tab", { name: "Details" })).not.toHaveFocus();
    expect(screen.getByRole("tabpanel")).toHaveFocus();
  });

  it("opens the tab named by the hash", () => {
    history.replaceState(null, "", "/#documents");
    render(<HashTabs label="Sections" items={items} />);
    expect(screen.getByRole("tab", { name: "Documents" })).toHaveAttribute("aria-selected", "true");
  });
});

describe("CompanyTabs uses the shared tabs", () => {
  it("moves between company sections with the arrow keys", async () => {
    const user = userEvent.setup();
    render(
      <CompanyTabs
        title="Acme"
        tabs={items.map(({ value, label }) => ({ id: value, label: String(label) }))}
        panels={Object.fromEntries(items.map((i) => [i.value, i.content]))}
        editHref="/companies/acme/edit"
        addEmployeeHref="/companies/acme/add-hire"
        importHref={null}
      />,
    );
    screen.getByRole("tab", { name: "Details" }).focus();
    await user.keyboard("{ArrowRight}");
    expect(screen.getByRole("tab", { name: "Employees" })).toHaveFocus();
    expect(screen.getByRole("tabpanel")).toHaveTextContent("Employees panel");
    expect(screen.getByRole("link", { name: "Add employee" })).toBeInTheDocument();
    expect(screen.getAllByRole("tab").filter((t) => t.tabIndex === 0)).toHaveLength(1);
  });
});
