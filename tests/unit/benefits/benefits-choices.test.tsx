// [BENEFITS] The company #benefits tab (spec 1 sections 4, 5): each country's catalogue (what is offered, cost,
// description) comes before its choice; 'Remind me later' asks for the consent in the spec's words and cannot be
// saved without it; who may not choose reads the choice only. The complete-profile form's catalogue says when a
// country has none.
import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { SWRConfig } from "swr";
import { BenefitsChoices } from "@/components/benefits/benefits-choices";
import { CountryBenefitCatalogue } from "@/components/benefits/country-benefit-catalogue";
import { REMIND_LATER_CONSENT } from "@/lib/benefits/rules";

jest.mock("sonner", () => ({ toast: { success: jest.fn(), error: jest.fn() } }));

const catalog = {
  isRequired: false,
  showBenefitsSelection: true,
  info: "Offer supplementary benefits to your team in Germany.",
  description: "Benefits are provided by local insurers and invoiced monthly.",
  offered: ["Private health insurance", "Life insurance"],
  cost: "From 3% of annual base salary",
  additional: "Changes take effect from the next payroll month.",
};

const prefs = {
  companyId: "acme",
  companyName: "Acme",
  items: [
    {
      countryCode: "DE",
      countryName: "Germany",
      isRequired: false,
      showBenefitsSelection: true,
      catalog,
      selectionStatus: null,
      consentGiven: false,
      updatedAt: null,
    },
    {
      countryCode: "US",
      countryName: "United States",
      isRequired: true,
      showBenefitsSelection: false,
      catalog: { ...catalog, isRequired: true, showBenefitsSelection: false, cost: "From 650 USD per month" },
      selectionStatus: "YES",
      consentGiven: false,
      updatedAt: null,
    },
  ],
};

let posted: unknown[] = [];
function json(status: number, body: unknown) {
  return {
    ok: status < 400,
    status,
    headers: new Headers({ "content-type": "application/json" }),
    json: async () => body,
  };
}
beforeEach(() => {
  posted = [];
  global.fetch = jest.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = String(input);
    if (init?.method === "POST") {
      posted.push(JSON.parse(String(init.body)));
      return json(200, { countryCode: "DE", selectionStatus: "REMIND_LATER", consentGiven: true });
    }
    if (url.startsWith("/api/benefits/catalog/country/CL")) return json(404, { message: "No benefits catalog" });
    if (url.startsWith("/api/benefits/catalog/country/")) return json(200, { countryCode: "DE", ...catalog });
    return json(200, prefs);
  }) as unknown as typeof fetch;
});

const renderFresh = (ui: React.ReactElement) =>
  render(<SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>{ui}</SWRConfig>);

describe("[BENEFITS] catalogue before the choice", () => {
  it("shows what is offered, its cost and description before the choice of the country", async () => {
    renderFresh(<BenefitsChoices companyId="acme" canChoose />);
    const germany = await screen.findByRole("region", { name: "Germany" });
    const catalogue = within(germany).getByTestId("benefit-catalogue");
    expect(catalogue).toHaveTextContent("Private health insurance");
    expect(catalogue).toHaveTextContent("Life insurance");
    expect(catalogue).toHaveTextContent("From 3% of annual base salary");
    expect(catalogue).toHaveTextContent("Benefits are provided by local insurers and invoiced monthly.");
    const choice = within(germany).getByRole("group", { name: "Add supplementary benefits in Germany?" });
    // The catalogue precedes the choice in reading order.
    expect(catalogue.compareDocumentPosition(choice) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    // A required country: its catalogue, Yes fixed, no choice.
    const us = screen.getByRole("region", { name: "United States" });
    expect(within(us).getByTestId("benefit-catalogue")).toHaveTextContent("From 650 USD per month");
    expect(within(us).getByText("Yes: benefits are required in this country")).toBeInTheDocument();
    expect(within(us).queryByRole("radio")).not.toBeInTheDocument();
  });

  it("'Remind me later' needs the consent in the spec's words before it can be saved", async () => {
    const user = userEvent.setup();
    renderFresh(<BenefitsChoices companyId="acme" canChoose />);
    const germany = await screen.findByRole("region", { name: "Germany" });
    expect(within(germany).queryByRole("checkbox")).not.toBeInTheDocument();
    await user.click(within(germany).getByRole("radio", { name: "Remind me later" }));
    const consent = within(germany).getByRole("checkbox", { name: REMIND_LATER_CONSENT });
    expect(REMIND_LATER_CONSENT).toBe(
      "I understand I can configure supplementary benefits at a later stage and that these come at an extra cost.",
    );
    const save = within(germany).getByRole("button", { name: "Save choice for Germany" });
    expect(save).toBeDisabled();
    await user.click(consent);
    expect(save).toBeEnabled();
    await user.click(save);
    expect(posted).toEqual([{ countryCode: "DE", selectionStatus: "REMIND_LATER", consentGiven: true }]);
  });

  it("who may not choose sees the catalogue and the choice read-only", async () => {
    renderFresh(<BenefitsChoices companyId="acme" canChoose={false} />);
    const germany = await screen.findByRole("region", { name: "Germany" });
    expect(within(germany).getByTestId("benefit-catalogue")).toHaveTextContent("Life insurance");
    expect(within(germany).getByText("Your choice: Not chosen yet")).toBeInTheDocument();
    expect(within(germany).queryByRole("radio")).not.toBeInTheDocument();
  });

  it("the complete-profile form's catalogue shows the country's offer, or says there is none", async () => {
    renderFresh(<CountryBenefitCatalogue countryCode="DE" countryName="Germany" />);
    expect(await screen.findByText("From 3% of annual base salary")).toBeInTheDocument();
    renderFresh(<CountryBenefitCatalogue countryCode="CL" countryName="Chile" />);
    expect(await screen.findByText(/No supplementary benefits catalogue for Chile yet/)).toBeInTheDocument();
  });
});
