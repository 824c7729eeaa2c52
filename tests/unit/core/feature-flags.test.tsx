// Spec 1 section 9: the feature flags' effects on screen, each with both values. isFeatureOn reads
// FEATURE_<NAME> at call time (no cache), so a test sets the variable and puts the previous value back.
import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { buildActor, type ActorRole, type RoleType } from "@/lib/auth/actor";
import { featureFlags } from "@/lib/config";
import { specNavigation } from "@/lib/navigation";
import { addSeatBackHref } from "@/lib/hiring/atlas";
import { addEmployeeInvoicePopupOn } from "@/lib/hiring/invoice-popup";
import { payrollJustificationsOn } from "@/lib/payroll/justifications-flag";
import { workingTimeTimesheetsOn } from "@/lib/timesheets/working-time";
import { isNewIntegrationOn as newIntegrationOn } from "@/lib/integrations/new-integration-flag";
import { OrderFormView } from "@/app/(app)/employees/[employeeId]/[seatId]/order-form/page-client";
import { LspBillDetail } from "@/app/(app)/payroll/payroll-instances/[id]/lspBillsDetail/page-client";
import { offeredInvoiceTypes } from "@/lib/finance/invoice-types";
import { InvoiceMonitoringClient } from "@/app/(app)/finance/page-client";
import type { SeatView } from "@/lib/hiring/dto";

jest.mock("next/navigation", () => ({
  useRouter: () => ({ push: jest.fn(), refresh: jest.fn() }),
  usePathname: () => "/",
  useSearchParams: () => new URLSearchParams(),
}));

function withFlag<T>(name: string, value: "true" | "false", run: () => T): T {
  const key = `FEATURE_${name}`;
  const before = process.env[key];
  process.env[key] = value;
  try {
    return run();
  } finally {
    if (before === undefined) delete process.env[key];
    else process.env[key] = before;
  }
}

const staff = (roles: [RoleType, string?][]) =>
  buildActor({
    userId: "u",
    email: "u@x.example",
    name: "U",
    roles: roles.map(([type, tenantId = null]): ActorRole => ({ type, scopes: [], tenantId })),
  });

let fetched: { url: string; method: string }[] = [];
beforeEach(() => {
  fetched = [];
  // Data calls never answer (the screens' controls render without them); the seat PATCH answers at once.
  global.fetch = jest.fn((input: RequestInfo | URL, init?: RequestInit) => {
    const method = init?.method ?? "GET";
    fetched.push({ url: String(input), method });
    if (method !== "PATCH") return new Promise<Response>(() => {});
    return Promise.resolve(
      new Response(JSON.stringify({ id: "seat-1" }), { status: 200, headers: { "content-type": "application/json" } }),
    );
  }) as typeof fetch;
});

const seat = {
  id: "seat-1",
  companyId: "acme",
  companyName: "Acme",
  name: "Mira Request",
  countryCode: "DE",
  countryName: "Germany",
  desiredStartDate: "2026-12-01",
  purchaseOrderNumber: "",
  billingCurrency: "USD",
  sowStatus: "sow:awaiting-acceptance",
  sowSignature: null,
  annualBaseSalary: null,
  missingOrderFormFields: [],
  version: 1,
  employeeProfile: { employeeType: "EOR", depositType: "ZERO_DEPOSIT_INSURANCE" },
} as unknown as SeatView;

describe("[spec 1 §9] feature flags on screen", () => {
  it("[spec 1 §9] addEmployeeInvoicePopup: 'Add Employee' opens the 'Agree and continue?' invoices modal only when on", async () => {
    expect(withFlag("ADD_EMPLOYEE_INVOICE_POPUP", "true", addEmployeeInvoicePopupOn)).toBe(true);
    expect(withFlag("ADD_EMPLOYEE_INVOICE_POPUP", "false", addEmployeeInvoicePopupOn)).toBe(false);
    const user = userEvent.setup();
    const view = (invoicePopup: boolean) =>
      render(
        <OrderFormView
          seat={seat}
          quote={null}
          keyFacts={null}
          reviewMode
          canAccept
          backHref="/"
          invoicePopup={invoicePopup}
        />,
      );

    const on = view(true);
    await user.click(screen.getByRole("checkbox", { name: /I have read and agreed/ }));
    await user.click(screen.getByRole("button", { name: "Add Employee" }));
    expect(await screen.findByRole("dialog", { name: "Agree and continue?" })).toBeInTheDocument();
    expect(fetched.filter((f) => f.method === "PATCH")).toHaveLength(0);
    on.unmount();

    view(false);
    await user.click(screen.getByRole("checkbox", { name: /I have read and agreed/ }));
    await user.click(screen.getByRole("button", { name: "Add Employee" }));
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
    expect(fetched.filter((f) => f.method === "PATCH").map((f) => f.url)).toEqual(["/api/seats/seat-1"]);
  });

  it("[spec 1 §9] atlas: the add-employee back link returns to /atlas only when on", () => {
    const args = { from: "atlas", isAdmin: false, companyId: "acme" };
    expect(withFlag("ATLAS", "true", () => addSeatBackHref(args))).toBe("/atlas");
    expect(withFlag("ATLAS", "false", () => addSeatBackHref(args))).toBe("/employees#pending-employees");
    expect(withFlag("ATLAS", "false", () => addSeatBackHref({ ...args, isAdmin: true }))).toBe(
      "/companies/acme#pending-employees",
    );
  });

  it("[spec 1 §9] payrollReportsTab: a manager's navigation has 'Payroll reports' only when on", () => {
    const manager = buildActor({
      userId: "u",
      email: "u@x.example",
      name: "U",
      roles: [["manager", ["super-manager"], "acme"] as [RoleType, string[], string]].map(
        ([type, scopes, tenantId]): ActorRole => ({ type, scopes, tenantId }),
      ),
    });
    const labels = () =>
      specNavigation(manager, {
        flags: featureFlags(),
        backOfficeUrl: "https://bo.example",
        payrollReportsTab: true,
      }).map((i) => i.label);
    expect(withFlag("PAYROLL_REPORTS_TAB", "true", labels)).toContain("Payroll reports");
    expect(withFlag("PAYROLL_REPORTS_TAB", "false", labels)).not.toContain("Payroll reports");
  });

  it("[spec 1 §9] benefits: the Benefits navigation entry shows only when on (spec 3 §2)", () => {
    const labels = () =>
      specNavigation(staff([["admin"], ["benefits"]]), {
        flags: featureFlags(),
        backOfficeUrl: "https://bo.example",
      }).map((i) => i.label);
    expect(withFlag("BENEFITS", "true", labels)).toContain("Benefits");
    expect(withFlag("BENEFITS", "false", labels)).not.toContain("Benefits");
    const specialist = () =>
      specNavigation(staff([["benefits-specialist"]]), { flags: featureFlags(), backOfficeUrl: "https://bo.example" });
    expect(withFlag("BENEFITS", "false", specialist).map((i) => i.href)).not.toContain("/benefits");
  });

  it("[spec 1 §9] newIntegration: the Integrations navigation entry shows only when on (spec 3 §2)", () => {
    const entries = () =>
      specNavigation(staff([["admin"]]), { flags: featureFlags(), backOfficeUrl: "https://bo.example" }).filter(
        (i) => i.label === "Integrations",
      );
    expect(withFlag("NEW_INTEGRATION", "true", entries)).toEqual([
      { label: "Integrations", href: "/back-office/integrations", group: "Settings" },
    ]);
    expect(withFlag("NEW_INTEGRATION", "false", entries)).toEqual([]);
    expect(withFlag("NEW_INTEGRATION", "true", newIntegrationOn)).toBe(true);
    expect(withFlag("NEW_INTEGRATION", "false", newIntegrationOn)).toBe(false);
  });

  it("[spec 1 §9] payrollJustifications: the bill detail offers 'Show justification' only when on", () => {
    expect(withFlag("PAYROLL_JUSTIFICATIONS", "true", payrollJustificationsOn)).toBe(true);
    expect(withFlag("PAYROLL_JUSTIFICATIONS", "false", payrollJustificationsOn)).toBe(false);
    const bill = { country: "DE", lspId: "lsp-1", payrollCycle: "CYCLE_1" as const, payrollPeriod: "203001" };
    const allowed = { transition: true, remove: true, lspData: true, justify: true, exportCsv: true };
    const viewOptions = () =>
      within(screen.getByLabelText("View"))
        .getAllByRole("option")
        .map((o) => o.textContent);

    const on = render(<LspBillDetail workbookId="wb-1" bill={bill} actions={allowed} justifications />);
    expect(viewOptions()).toEqual(["Show justification", "Show variance"]);
    on.unmount();
    render(<LspBillDetail workbookId="wb-1" bill={bill} actions={allowed} justifications={false} />);
    expect(viewOptions()).toEqual(["Show variance"]);
    expect(screen.getByLabelText("View")).toHaveValue("variance");
  });

  it("[spec 1 §9] accountingSystemInitialInvoice: the invoice type filter offers 'Setup fee only' and 'Deposit only' only when on", () => {
    const off = render(
      <InvoiceMonitoringClient
        invoiceTypes={withFlag("ACCOUNTING_SYSTEM_INITIAL_INVOICE", "false", offeredInvoiceTypes)}
      />,
    );
    expect(screen.getByLabelText("Setup fee and deposit")).toBeInTheDocument();
    expect(screen.getByLabelText("Salary pre-payment")).toBeInTheDocument();
    expect(screen.queryByLabelText("Setup fee only")).not.toBeInTheDocument();
    expect(screen.queryByLabelText("Deposit only")).not.toBeInTheDocument();
    off.unmount();
    render(
      <InvoiceMonitoringClient
        invoiceTypes={withFlag("ACCOUNTING_SYSTEM_INITIAL_INVOICE", "true", offeredInvoiceTypes)}
      />,
    );
    expect(screen.getByLabelText("Setup fee only")).toBeInTheDocument();
    expect(screen.getByLabelText("Deposit only")).toBeInTheDocument();
  });

  it("[spec 1 §9] workingTimeTimesheets: the helper the timesheet page reads follows the flag", () => {
    expect(withFlag("WORKING_TIME_TIMESHEETS", "true", workingTimeTimesheetsOn)).toBe(true);
    expect(withFlag("WORKING_TIME_TIMESHEETS", "false", workingTimeTimesheetsOn)).toBe(false);
  });
});
