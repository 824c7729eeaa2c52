// Spec 1 section 8 and spec 2 section 8 (toasts titled Error when a company screen cannot load its data), spec 1
// section 8 and spec 3 section 8 (a failed contract edit: 'The request failed because: ' plus the server message).
// The server pages (company page, its edit page, add-hire) run with their data modules mocked to fail and the
// result is rendered; the client screens (company invoices, contract edit) run against a mocked fetch.
import { render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { SWRConfig } from "swr";
import CompanyPage from "@/app/(app)/companies/[companyId]/page";
import EditCompanyPage from "@/app/(app)/companies/[companyId]/edit/page";
import AddHirePage from "@/app/(app)/companies/[companyId]/add-hire/page";
import { CompanyInvoicesClient } from "@/app/(app)/companies/[companyId]/invoices/page-client";
import { ContractEditClient } from "@/app/(app)/employees/[employeeId]/contracts/[documentId]/edit/page-client";
import { ZCompanyInvoicesQuery } from "@/lib/finance/company-invoice-schema";
import { AppError } from "@/lib/errors";
import type { CompanyInvoicePage } from "@/lib/swr/use-company-invoices";
import type { QuestionnaireView } from "@/lib/contracts/get-questionnaire";

const mockToasts: { kind: "success" | "error"; title: string; description?: string }[] = [];
jest.mock("sonner", () => ({
  toast: {
    success: (title: string, o?: { description?: string }) =>
      mockToasts.push({ kind: "success", title, description: o?.description }),
    error: (title: string, o?: { description?: string }) =>
      mockToasts.push({ kind: "error", title, description: o?.description }),
  },
}));
jest.mock("next/link", () => ({
  __esModule: true,
  default: ({ href, children }: { href: string; children: React.ReactNode }) => <a href={href}>{children}</a>,
}));
jest.mock("next/navigation", () => ({
  useRouter: () => ({ push: jest.fn(), replace: jest.fn(), refresh: jest.fn() }),
  usePathname: () => "/",
  useSearchParams: () => new URLSearchParams(),
  notFound: () => {
    throw new Error("NEXT_NOT_FOUND");
  },
  forbidden: () => {
    throw new Error("NEXT_FORBIDDEN");
  },
}));

// The server pages' data and the parts they render around the failure.
const mockData = {
  getCompanyOrThrow: jest.fn(),
  getAvailableProducts: jest.fn(),
  getHireAvailability: jest.fn(),
};
jest.mock("@/lib/pages/guard", () => ({ guardPage: async () => ({ id: "u-admin", companyId: null, roles: [] }) }));
jest.mock("@/lib/auth/actor", () => ({
  flagsOf: () => ({ isAdmin: true, isManager: false, isCSAdmin: false, isSuperManager: false }),
}));
jest.mock("@/lib/policy", () => ({ can: () => false }));
jest.mock("@/lib/config", () => ({ configuredBackOfficeUrl: () => null, isFeatureOn: () => false }));
jest.mock("@/lib/hiring/atlas", () => ({ isAtlasOn: () => false }));
jest.mock("@/lib/companies/service", () => ({
  getCompanyOrThrow: (...args: unknown[]) => mockData.getCompanyOrThrow(...args),
  getAvailableProducts: (...args: unknown[]) => mockData.getAvailableProducts(...args),
  companyTabs: async () => ({ details: true }),
}));
jest.mock("@/lib/hiring/get-hire-availability", () => ({
  getHireAvailability: (...args: unknown[]) => mockData.getHireAvailability(...args),
}));
jest.mock("@/lib/account/managers/service", () => ({
  listManagers: async () => ({ items: [] }),
  listAssignableEmployees: async () => [],
}));
jest.mock("@/lib/terminations/resignations/list-resignations", () => ({ listResignations: jest.fn() }));
jest.mock("@/lib/terminations/list-termination-requests", () => ({ listTerminationRequests: jest.fn() }));
jest.mock("@/lib/benefits/selection", () => ({ canChooseBenefits: () => false }));
jest.mock("@/lib/finance/list-billing-entities", () => ({ listBillingEntities: async () => [] }));
jest.mock("@/lib/hiring/list-countries", () => ({ listCountries: async () => [] }));
jest.mock("@/components/companies/company-tabs", () => ({
  CompanyTabs: ({ title }: { title: string }) => <h1>{title}</h1>,
}));
jest.mock("@/components/hiring/choose-hire-type", () => ({
  ChooseHireType: () => <h1>Choose your type of hire</h1>,
}));
jest.mock("@/components/companies/company-edit-form", () => ({ CompanyEditForm: () => <form aria-label="Company" /> }));
jest.mock("@/components/resignations/resignations-table", () => ({ ResignationsTable: () => null }));
jest.mock("@/components/benefits/benefits-choices", () => ({ BenefitsChoices: () => null }));
jest.mock("@/components/terminations/termination-requests-table", () => ({ TerminationRequestsTable: () => null }));
jest.mock("@/components/companies/company-employees-tab", () => ({ CompanyEmployeesTab: () => null }));
jest.mock("@/components/managers/managers-card", () => ({ ManagersCard: () => null }));
jest.mock("@/components/managers/permissions-panel", () => ({ PermissionsPanel: () => null }));
jest.mock("@/components/documents/documents-tab", () => ({ DocumentsTab: () => null }));
jest.mock("@/components/hiring/pending-employees-tab", () => ({ PendingEmployeesTab: () => null }));
jest.mock("@/app/(app)/companies/[companyId]/billing-entities-card", () => ({ BillingEntitiesCard: () => null }));
jest.mock("@/app/(app)/companies/[companyId]/resources-panel", () => ({ ResourcesPanel: () => null }));

const CLIENT_INFO = "Something went wrong while getting client information. Please contact support.";
const PRODUCTS = "Something went wrong while getting company available products. Please contact support.";
const INVOICES = "Something went wrong while getting invoice reports. Please contact support.";
const params = Promise.resolve({ companyId: "acme" });
const company = { id: "acme", name: "Acme", needsManagerReview: false };

beforeEach(() => {
  mockToasts.length = 0;
  jest.spyOn(console, "error").mockImplementation(() => {});
  mockData.getCompanyOrThrow.mockResolvedValue(company);
  mockData.getAvailableProducts.mockResolvedValue({ enabledProducts: ["EOR"] });
});
afterEach(() => jest.restoreAllMocks());

/** The toast titled Error with the message, and the page's error banner with the same message. */
async function expectLoadError(message: string) {
  await waitFor(() => expect(mockToasts).toContainEqual({ kind: "error", title: "Error", description: message }));
  expect(screen.getByRole("alert")).toHaveTextContent(message);
}

describe("[spec 1 §8] company page loads", () => {
  it("[spec 1 §8] the company cannot be read: toast titled Error 'Something went wrong while getting client information. Please contact support.'", async () => {
    mockData.getCompanyOrThrow.mockRejectedValue(new Error("connection reset"));
    render(await CompanyPage({ params }));
    await expectLoadError(CLIENT_INFO);
  });

  it("[spec 1 §8] an unknown company is the 404 page, not the load error", async () => {
    mockData.getCompanyOrThrow.mockRejectedValue(new AppError("NOT_FOUND", "Company not found"));
    await expect(CompanyPage({ params })).rejects.toThrow("NEXT_NOT_FOUND");
  });

  it("[spec 1 §8] the available products cannot be read: banner and toast 'Something went wrong while getting company available products. Please contact support.'", async () => {
    mockData.getAvailableProducts.mockRejectedValue(new Error("connection reset"));
    render(await CompanyPage({ params }));
    await expectLoadError(PRODUCTS);
    // The rest of the page is still shown.
    expect(screen.getByRole("heading", { name: "Acme" })).toBeInTheDocument();
  });

  it("[spec 1 §8] both loads succeed: no error", async () => {
    render(await CompanyPage({ params }));
    expect(screen.getByRole("heading", { name: "Acme" })).toBeInTheDocument();
    expect(screen.queryByRole("alert")).not.toBeInTheDocument();
    expect(mockToasts).toEqual([]);
  });
});

describe("[spec 2 §8] company edit page load", () => {
  it("[spec 2 §8] the company cannot be read: toast titled Error 'Something went wrong while getting client information. Please contact support.'", async () => {
    mockData.getCompanyOrThrow.mockRejectedValue(new Error("connection reset"));
    render(await EditCompanyPage({ params }));
    await expectLoadError(CLIENT_INFO);
    expect(screen.queryByRole("form", { name: "Company" })).not.toBeInTheDocument();
  });
});

describe("[spec 1 §8] add-hire page load", () => {
  it("[spec 1 §8] the available products cannot be read: toast titled Error 'Something went wrong while getting company available products. Please contact support.'", async () => {
    mockData.getHireAvailability.mockRejectedValue(new Error("connection reset"));
    render(await AddHirePage({ params, searchParams: Promise.resolve({}) }));
    await expectLoadError(PRODUCTS);
    expect(screen.queryByRole("heading", { name: "Choose your type of hire" })).not.toBeInTheDocument();
  });

  it("[spec 1 §8] an unknown company is the 404 page; a readable one shows the hire types", async () => {
    mockData.getHireAvailability.mockRejectedValue(new AppError("NOT_FOUND", "Company not found"));
    await expect(AddHirePage({ params, searchParams: Promise.resolve({}) })).rejects.toThrow("NEXT_NOT_FOUND");
    mockData.getHireAvailability.mockResolvedValue({ companyId: "acme", companyName: "Acme" });
    render(await AddHirePage({ params, searchParams: Promise.resolve({}) }));
    expect(screen.getByRole("heading", { name: "Choose your type of hire" })).toBeInTheDocument();
    expect(mockToasts).toEqual([]);
  });
});

describe("[spec 2 §8] company invoices load", () => {
  const page: CompanyInvoicePage = {
    companyId: "acme",
    companyName: "Acme",
    items: [
      {
        number: "INV-1",
        currency: "EUR",
        invoiceDate: "2026-10-25",
        dueDate: "2026-11-24",
        payrollPeriod: "202610",
        amount: "1234.50",
        itemCount: 2,
        isBenefit: false,
        status: "OPEN",
        statusLabel: "Open",
        downloadUrl: "/api/invoice-reports/companies/acme/invoices/INV-1/download",
      },
    ],
    totalCount: 1,
    outstanding: [],
  };

  it("[spec 2 §8] reading the invoices fails: toast titled Error 'Something went wrong while getting invoice reports. Please contact support.'", async () => {
    global.fetch = jest.fn(async () => ({
      ok: false,
      status: 500,
      headers: new Headers({ "content-type": "application/json" }),
      json: async () => ({ message: "Internal error" }),
    })) as unknown as typeof fetch;
    render(
      <SWRConfig
        value={{ provider: () => new Map(), dedupingInterval: 0, revalidateOnMount: false, shouldRetryOnError: false }}
      >
        <CompanyInvoicesClient
          companyId="acme"
          initial={page}
          initialQuery={ZCompanyInvoicesQuery.parse({})}
          balancesHref="/balances"
          directDebitLinks={[]}
        />
      </SWRConfig>,
    );
    expect(screen.queryByRole("alert")).not.toBeInTheDocument();
    // Sorting by amount reads the invoices again from the server, which fails.
    await userEvent.setup().click(screen.getByRole("button", { name: /Amount/ }));
    await expectLoadError(INVOICES);
    expect(global.fetch).toHaveBeenCalled();
  });
});

describe("[spec 3 §8] contract edit failure", () => {
  const data = {
    employeeId: "emp-1",
    companyId: "acme",
    documentId: "doc-1",
    status: "contract:draft",
    employeeName: "Mira Contract",
    templateName: "Germany EOR",
    definitions: [
      {
        attribute: "job_title",
        question_plain_text: "Job title",
        type: "text",
        required: true,
        party_id: "ClientManager",
      },
    ],
    answers: { job_title: "Engineer" },
    canGenerate: false,
  } as unknown as QuestionnaireView;

  it("[spec 3 §8] a refused save shows 'The request failed because: {server message}' (spec 1 §8: 'The request failed because: ' plus the server message)", async () => {
    const writes: { method?: string; url: string }[] = [];
    global.fetch = jest.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      writes.push({ method: init?.method, url: String(input) });
      return {
        ok: false,
        status: 409,
        headers: new Headers({ "content-type": "application/json" }),
        json: async () => ({ code: "CONFLICT", message: "The contract is being signed and cannot be changed" }),
      };
    }) as unknown as typeof fetch;
    render(<ContractEditClient data={data} mode="edit-answers" />);
    await userEvent.setup().click(screen.getByRole("button", { name: "Confirm" }));
    expect(await screen.findByRole("alert")).toHaveTextContent(
      "The request failed because: The contract is being signed and cannot be changed",
    );
    expect(mockToasts).toContainEqual({
      kind: "error",
      title:
        "Unable to update contract. Request failed with message: The contract is being signed and cannot be changed",
      description: undefined,
    });
    expect(writes).toEqual([{ method: "PATCH", url: "/api/contracts" }]);
  });
});
