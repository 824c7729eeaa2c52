// The payroll reports table (spec 3 section 2): months newest first as given, a real download link per month
// with an accessible name, the empty state and the spec's list error text.
import { render, screen } from "@testing-library/react";
import { PayrollReportsClient } from "@/app/(app)/payroll-reports/page-client";

describe("[PAYROLL-REPORTS] page", () => {
  it("lists months with a Download CSV link to the CSV route", () => {
    render(<PayrollReportsClient companyId="acme" periods={["202311", "202310"]} />);
    const months = screen.getAllByRole("rowheader").map((h) => h.textContent);
    expect(months).toEqual(["November 2023", "October 2023"]);
    const link = screen.getByRole("link", { name: "Download CSV for November 2023" });
    expect(link).toHaveAttribute("href", "/api/payroll-reports/companies/acme/gross-to-net/202311");
    expect(link).toHaveTextContent("Download CSV");
    expect(screen.getByRole("columnheader", { name: "Month" })).toBeInTheDocument();
  });

  it("shows an empty state without months", () => {
    render(<PayrollReportsClient companyId="acme" periods={[]} />);
    expect(screen.getByText("No payroll reports yet")).toBeInTheDocument();
    expect(screen.queryByRole("link")).toBeNull();
  });

  it("shows the spec's error text when the list could not be read", () => {
    render(<PayrollReportsClient companyId="acme" periods={null} />);
    expect(screen.getByRole("alert")).toHaveTextContent("Failed to read payroll reports from server.");
  });
});
