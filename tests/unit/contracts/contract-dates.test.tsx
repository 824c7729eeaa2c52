// Dates as the product shows them (spec 2 section 9, spec 3 section 9: 'MMM dd, yyyy'): the one formatter and the
// contract page's header, which printed '20/02/2024'.
import { render, screen } from "@testing-library/react";
import { formatDate, formatDateTime } from "@/lib/dates";
import { ContractViewerHeader } from "@/app/(app)/employees/[employeeId]/contracts/[documentId]/contract-viewer-header";
import type { ContractView } from "@/lib/contracts/get-contract-view";

describe("[spec 3 §9] date display format 'MMM dd, yyyy'", () => {
  it("formats dates, ISO strings and date-only strings; nothing or garbage shows a dash", () => {
    expect(formatDate("2024-02-20")).toBe("Feb 20, 2024");
    expect(formatDate(new Date(2031, 2, 5))).toBe("Mar 05, 2031");
    expect(formatDate(null)).toBe("—");
    expect(formatDate("not a date")).toBe("—");
  });

  it("moments carry the time of day; in UTC with the zone named where the screen shows one zone", () => {
    expect(formatDateTime(new Date(2024, 1, 20, 9, 5))).toBe("Feb 20, 2024, 09:05");
    expect(formatDateTime("2031-01-07T08:00:00.000Z", { utc: true })).toBe("Jan 07, 2031, 08:00 UTC");
    expect(formatDateTime(undefined)).toBe("—");
  });

  it("the contract page's header shows when the contract was archived as 'MMM dd, yyyy'", () => {
    const view = {
      employeeId: "emp-emma",
      documentId: "doc-contract-emma-v1",
      employeeName: "Emma Employee",
      title: "Contract archived",
      badge: { tone: "default", label: "Archived" },
      country: "Germany",
      contractVersion: 1,
      updatedAt: new Date(2024, 1, 21).toISOString(),
      archivedAt: new Date(2024, 1, 20).toISOString(),
      actions: {},
    } as unknown as ContractView;
    const noop = () => {};
    render(
      <ContractViewerHeader
        view={view}
        moves={[]}
        busy={false}
        onMove={noop}
        onDocuSign={noop}
        onRequestEdits={noop}
        onHistory={noop}
        onArchive={noop}
      />,
    );
    expect(screen.getByText("Archived Feb 20, 2024")).toBeInTheDocument();
    expect(document.body.textContent).not.toMatch(/\d{2}\/\d{2}\/\d{4}/);
  });
});
