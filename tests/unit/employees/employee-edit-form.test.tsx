// The employee edit form shows the spec's rules (spec 1 sections 4, 5 and 9) with the schema the route uses.
import { act, render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { EmployeeEditForm } from "@/app/(app)/employees/[employeeId]/edit/page-client";
import { editableFields } from "@/lib/employees/edit-schema";
import { extraEditDefaults } from "@/lib/employees/extra-edit-fields";
import type { EmployeeDto } from "@/lib/employees/dto";
import { apiFetch } from "@/lib/http/client";

const push = jest.fn();
jest.mock("next/navigation", () => ({ useRouter: () => ({ push, refresh: jest.fn() }) }));
jest.mock("@/lib/http/client", () => {
  const actual = jest.requireActual("@/lib/http/client");
  return { ...actual, apiFetch: jest.fn() };
});
const mockedFetch = apiFetch as jest.MockedFunction<typeof apiFetch>;

function employeeDto(over: { onboardingStatus?: string; startDate?: string } = {}): EmployeeDto {
  return {
    id: "emp-1",
    userId: "user-1",
    companyId: "co-1",
    companyName: "Acme",
    country: "DE",
    countryName: "Germany",
    onboardingStatus: over.onboardingStatus ?? "ACTIVE",
    employeeType: "EOR",
    lsp: null,
    managerName: null,
    needsRequiredFieldsFilled: false,
    personalDetails: {
      firstName: "Erin",
      lastName: "Example",
      gender: "Female",
      pronouns: null,
      dateOfBirth: "1990-05-17",
      citizenship: "DE",
      socialInsuranceNumber: "SI-1",
      privateAddress: {
        addressLine1: "Hauptstraße 1",
        addressLine2: null,
        city: "Berlin",
        state: null,
        country: "DE",
        postalCode: "10115",
      },
      bankingDetails: { iban: "DE89370400440532013000", accountNumber: null, bicSwift: null },
    },
    contactDetails: { workEmail: "erin@acme.example", phoneNumber: "+4915100000000", personalEmail: null },
    employmentDetails: {
      jobTitle: "Software Engineer",
      jobDescription: "Builds the product.",
      startDate: over.startDate ?? "2025-01-01",
      firstPayDate: "",
      hoursOfWork: 40,
      annualBaseSalary: { amount: "60000", currency: "EUR" },
    },
    adminNotes: undefined,
  } as unknown as EmployeeDto;
}

// The stored record's values, as the edit page passes them (extraEditDefaults).
const extras = extraEditDefaults({
  department: "Engineering",
  locationOfWorkType: "HOME_OFFICE",
  annualBaseSalaryAmount: "60000",
  annualBaseSalaryCurrency: "EUR",
  probationaryPeriodLength: 6,
  probationaryPeriodTimeUnit: "months",
  holidayAllowanceValue: 25,
  holidayAllowanceType: "EXCLUDING_PUBLIC_HOLIDAYS",
  hasSupplementaryBenefits: "no",
  rightToWorkCheckCompleted: true,
  billingCurrency: "EUR",
  managementFeeAmount: "450",
  depositType: "NO_DEPOSIT",
  setupFee: "0",
  setupFeeStructure: "PER_EMPLOYEE",
});

function renderForm(
  kinds: Parameters<typeof editableFields>[0],
  employee = employeeDto(),
  salaryCurrencies: string[] | null = null,
) {
  const fields = editableFields(kinds);
  const extraDefaults = Object.fromEntries(
    Object.entries(extras).filter(([k]) => fields.includes(k as (typeof fields)[number])),
  );
  return render(
    <EmployeeEditForm
      employee={employee}
      fields={fields}
      backHref="/employees/emp-1"
      completing={false}
      extraDefaults={extraDefaults}
      salaryCurrencies={salaryCurrencies}
    />,
  );
}

beforeEach(() => {
  push.mockReset();
  mockedFetch.mockReset();
  mockedFetch.mockResolvedValue({ needsRequiredFieldsFilled: false });
});
afterEach(() => jest.useRealTimers());

describe("[EMPLOYEES] edit form", () => {
  it("[spec 1 §5] choosing Unlimited sets the holiday days to 0 and disables the days input", async () => {
    renderForm(["manager"], employeeDto({ onboardingStatus: "IN_PROGRESS" }));
    const days = screen.getByLabelText(/Holiday entitlement \(days\)/);
    expect(days).toBeEnabled();
    await userEvent.selectOptions(screen.getByLabelText(/Holiday entitlement type/), "UNLIMITED");
    await waitFor(() => expect(days).toBeDisabled());
    expect(days).toHaveValue(0);
    await userEvent.click(screen.getByRole("button", { name: "Save" }));
    await waitFor(() => expect(mockedFetch).toHaveBeenCalled());
    expect(mockedFetch.mock.calls[0]![1]).toMatchObject({
      json: { holidayAllowanceType: "UNLIMITED", holidayAllowanceValue: 0 },
    });
  });

  it("[spec 1 §5] waiver cycles at most 12, input capped at 2 characters", async () => {
    renderForm(["admin"]);
    const cycles = screen.getByLabelText(/Waiver billing cycles/);
    expect(cycles).toHaveAttribute("maxLength", "2");
    await userEvent.type(screen.getByLabelText(/Fee waiver \(%\)/), "10");
    await userEvent.type(screen.getByLabelText(/Waiver start/), "2027-01");
    await userEvent.type(cycles, "13");
    await userEvent.click(screen.getByRole("button", { name: "Save" }));
    expect(await screen.findByText("Up to 12 billing cycles allowed")).toBeInTheDocument();
    expect(mockedFetch).not.toHaveBeenCalled();
  });

  it("[spec 1 §4] role fields are not offered once an Active employee's start date has passed, and say why", async () => {
    renderForm(["manager"]);
    expect(screen.getByText(/Role details \(job title, job description/)).toBeInTheDocument();
    expect(screen.queryByLabelText(/Job title/)).not.toBeInTheDocument();
    expect(screen.queryByLabelText(/Annual base salary/)).not.toBeInTheDocument();
    expect(screen.queryByLabelText(/Hours of work/)).not.toBeInTheDocument();
    // The past start date, unchanged, does not block saving other fields.
    const po = screen.getByLabelText(/Purchase order number/);
    await userEvent.type(po, "PO-7");
    await userEvent.click(screen.getByRole("button", { name: "Save" }));
    await waitFor(() => expect(mockedFetch).toHaveBeenCalled());
    expect(mockedFetch.mock.calls[0]![1]).toMatchObject({ json: { purchaseOrderNumber: "PO-7" } });
  });

  it("[spec 1 §5] a changed start date must be in the future", async () => {
    renderForm(["manager"], employeeDto({ onboardingStatus: "IN_PROGRESS", startDate: "2099-01-01" }));
    expect(screen.getByLabelText(/Job title/)).toBeInTheDocument();
    const start = screen.getByLabelText(/Start date/);
    await userEvent.clear(start);
    await userEvent.type(start, "2020-03-02");
    await userEvent.click(screen.getByRole("button", { name: "Save" }));
    expect(await screen.findByText("Please enter a date in the future")).toBeInTheDocument();
    expect(mockedFetch).not.toHaveBeenCalled();
  });

  it.each([
    [10, true],
    [3, false],
  ])("[spec 1 §9] bank changes saved on day %i of the month: cutoff notice %s", async (dayOfMonth, notice) => {
    jest.useFakeTimers({
      now: new Date(2026, 9, dayOfMonth, 12),
      doNotFake: [
        "setTimeout",
        "clearTimeout",
        "setInterval",
        "clearInterval",
        "setImmediate",
        "clearImmediate",
        "queueMicrotask",
        "nextTick",
        "requestAnimationFrame",
        "cancelAnimationFrame",
        "requestIdleCallback",
        "cancelIdleCallback",
        "performance",
        "hrtime",
      ],
    });
    renderForm(["employee"]);
    expect(screen.queryByText(/cutoff date/)).not.toBeInTheDocument();
    const iban = screen.getByLabelText(/IBAN/);
    await userEvent.clear(iban);
    await userEvent.type(iban, "GB29NWBK60161331926819");
    await userEvent.click(screen.getByRole("button", { name: "Save" }));
    await waitFor(() => expect(mockedFetch).toHaveBeenCalled());
    if (notice) {
      expect(
        await screen.findByText("Changes after the cutoff date take effect in the next month's payroll."),
      ).toBeInTheDocument();
      expect(push).not.toHaveBeenCalled();
      await act(async () => userEvent.click(screen.getByRole("button", { name: "OK" })));
      expect(push).toHaveBeenCalledWith("/employees/emp-1");
    } else {
      await waitFor(() => expect(push).toHaveBeenCalledWith("/employees/emp-1"));
      expect(screen.queryByText(/cutoff date/)).not.toBeInTheDocument();
    }
  });

  it("[spec 1 §6] a manager is offered the country's salary currency only (a select), and saving other fields sends no currency", async () => {
    renderForm(["manager"], employeeDto({ onboardingStatus: "IN_PROGRESS" }), ["EUR"]);
    const currency = screen.getByLabelText(/Salary currency/);
    expect(currency.tagName).toBe("SELECT");
    expect([...(currency as HTMLSelectElement).options].map((o) => o.value)).toEqual(["EUR"]);
    expect(currency).toHaveValue("EUR");
    await userEvent.type(screen.getByLabelText(/Purchase order number/), "PO-8");
    await userEvent.click(screen.getByRole("button", { name: "Save" }));
    await waitFor(() => expect(mockedFetch).toHaveBeenCalled());
    expect(mockedFetch.mock.calls[0]![1]).toMatchObject({ json: { purchaseOrderNumber: "PO-8" } });
  });

  it("[spec 1 §6] the form's schema refuses another currency than the ones offered, with the reason", async () => {
    const { employeeEditSchema } = await import("@/lib/employees/edit-schema");
    const { salaryCurrencyMessage } = await import("@/lib/employees/salary-currency");
    const result = employeeEditSchema({ salaryCurrencies: ["EUR"] }).safeParse({ annualBaseSalaryCurrency: "jpy" });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((i) => i.message)).toEqual([salaryCurrencyMessage("EUR")]);
    expect(employeeEditSchema().safeParse({ annualBaseSalaryCurrency: "jpy" }).success).toBe(true);
  });
});
