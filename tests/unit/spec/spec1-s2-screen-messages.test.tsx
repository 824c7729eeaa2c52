// Spec 1 section 2 and spec 3 section 8: the pending employee page's 'Thanks for your new employee request!'
// modal (opened by ?showModal=true after a seat is created) and the template mappings' failure message.
import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { PendingEmployeeView } from "@/components/hiring/pending-employee-view";
import { TemplateMappingsClient } from "@/app/(app)/back-office/template-mappings/page-client";
import type { SeatView } from "@/lib/hiring/dto";
import type { TemplateMappingDto } from "@/lib/contracts/template-mappings/dto";

jest.mock("next/link", () => ({
  __esModule: true,
  default: ({ href, children }: { href: string; children: React.ReactNode }) => <a href={href}>{children}</a>,
}));
jest.mock("next/navigation", () => ({
  useRouter: () => ({ push: jest.fn(), replace: jest.fn(), refresh: jest.fn() }),
  usePathname: () => "/",
  useSearchParams: () => new URLSearchParams(),
}));

const seat = {
  id: "seat-1",
  companyId: "acme",
  companyName: "Acme",
  name: "Mira Request",
  firstName: "Mira",
  lastName: "Request",
  countryCode: "DE",
  countryName: "Germany",
  desiredStartDate: "2031-12-01",
  purchaseOrderNumber: "",
  billingCurrency: "EUR",
  sowStatus: "sow:awaiting-proposal",
  statusLabel: "Awaiting order form",
  seatStatus: "pending",
  sowSignature: null,
  annualBaseSalary: null,
  missingOrderFormFields: [],
  version: 1,
  employeeProfile: null,
} as unknown as SeatView;
const actions = {
  isAdmin: false,
  create: true,
  archive: false,
  acceptOrderForm: false,
  uploadOrderForm: false,
  markOrderFormSigned: false,
};

describe("[spec 1 §2] pending employee", () => {
  it("[spec 1 §2] after a seat is created the page opens 'Thanks for your new employee request!'", async () => {
    const view = render(<PendingEmployeeView seat={seat} countries={[]} actions={actions} showThanks backHref="/" />);
    const dialog = await screen.findByRole("dialog", { name: "Thanks for your new employee request!" });
    await userEvent.setup().click(within(dialog).getByRole("button", { name: "Close" }));
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
    view.unmount();
    render(<PendingEmployeeView seat={seat} countries={[]} actions={actions} showThanks={false} backHref="/" />);
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
  });

  it("does not promise to prepare an order form that is already accepted", () => {
    const accepted = { ...seat, sowStatus: "sow:accepted" } as typeof seat;
    render(<PendingEmployeeView seat={accepted} countries={[]} actions={actions} showThanks backHref="/" />);
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
    expect(screen.queryByText(/We will prepare the order form/)).not.toBeInTheDocument();
  });
});

describe("[spec 3 §8] template mappings", () => {
  it("[spec 3 §8] a failed toggle: 'Something went wrong during the mapping update/creation: {server message}'", async () => {
    global.fetch = jest.fn(async () => ({
      ok: false,
      status: 409,
      headers: new Headers({ "content-type": "application/json" }),
      json: async () => ({ message: "A mapping for this country is already enabled" }),
    })) as unknown as typeof fetch;
    const mapping = {
      id: "tm-1",
      countryCode: "DE",
      companyId: null,
      companyName: null,
      avvokaOriginalTemplateId: "12345",
      employeeType: null,
      disabled: true,
      createdAt: "2031-01-01T00:00:00.000Z",
      updatedAt: "2031-01-01T00:00:00.000Z",
    } as TemplateMappingDto;
    render(<TemplateMappingsClient initial={[mapping]} />);
    const user = userEvent.setup();
    await user.click(screen.getByRole("button", { name: "Enable" }));
    await user.click(within(await screen.findByRole("dialog")).getByRole("button", { name: "Enable" }));
    expect(
      await screen.findByText(
        "Something went wrong during the mapping update/creation: A mapping for this country is already enabled",
      ),
    ).toBeInTheDocument();
  });
});
