// Spec 2 section 8 'Payroll report download' ('Failed to download file from server.') and spec 1 section 8's
// dropdown/list load failure 'Cannot load the list of employees', each on its screen with a failing fetch.
import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { SWRConfig } from "swr";
import { PayrollReportsClient } from "@/app/(app)/payroll-reports/page-client";
import { EmployeesList } from "@/components/employees/employees-list";

jest.mock("next/link", () => ({
  __esModule: true,
  default: ({ href, children }: { href: string; children: React.ReactNode }) => <a href={href}>{children}</a>,
}));
jest.mock("next/navigation", () => ({
  useRouter: () => ({ push: jest.fn(), replace: jest.fn(), refresh: jest.fn() }),
  usePathname: () => "/employees",
  useSearchParams: () => new URLSearchParams(),
}));

const failing = (status: number) =>
  (global.fetch = jest.fn(async () => ({
    ok: false,
    status,
    headers: new Headers({ "content-type": "application/json" }),
    json: async () => ({ message: "boom" }),
    text: async () => "boom",
    blob: async () => new Blob([]),
  })) as unknown as typeof fetch);

describe("[spec 2 §8] payroll report download", () => {
  it("[spec 2 §8] a failed CSV download shows 'Failed to download file from server.'", async () => {
    failing(500);
    render(<PayrollReportsClient companyId="acme" months={[{ period: "203101", missing: null, currencies: [] }]} />);
    await userEvent.setup().click(screen.getByRole("link", { name: /Download CSV/ }));
    expect(await screen.findByText("Failed to download file from server.")).toBeInTheDocument();
  });
});

describe("[spec 1 §8] list load failures", () => {
  it("[spec 1 §8] the employees list that cannot load shows 'Cannot load the list of employees'", async () => {
    failing(500);
    render(
      <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0, shouldRetryOnError: false }}>
        <EmployeesList options={{ companies: [], lsps: [], countries: [] }} showCompanyFilter />
      </SWRConfig>,
    );
    expect(await screen.findByText("Cannot load the list of employees")).toBeInTheDocument();
  });
});
