import { ZContractorStep, ZContractStep, ZCreateContractor } from "@/lib/contractors/schema";

const contractor = {
  firstName: "Ana",
  lastName: "Sousa",
  email: "Ana.Sousa@freelance.example",
  residenceCountry: "PT",
};
const contract = {
  jobRole: "Designer",
  invoicingCurrency: "EUR",
  billingCurrency: "GBP",
  expectedInvoicingFrequency: "PER_DAY",
  rate: "450",
  startDate: "2026-12-01",
  endDate: "",
};
const messages = (r: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  Object.fromEntries((r.error?.issues ?? []).map((i) => [i.path.join("."), i.message]));

describe("[CONTRACTORS] add-contractor form schemas", () => {
  it("a manager's contractor step keeps the e-mail lower-case and answers the spec's e-mail messages", () => {
    expect(ZContractorStep.parse(contractor).email).toBe("ana.sousa@freelance.example");
    expect(messages(ZContractorStep.safeParse({ ...contractor, email: "" })).email).toBe(
      "Please enter an email address",
    );
    expect(messages(ZContractorStep.safeParse({ ...contractor, email: " ana@freelance.example" })).email).toBe(
      "Email addresses should not contain any spaces at the beginning or the end",
    );
    expect(messages(ZContractorStep.safeParse({ ...contractor, email: "ana@freelance.notatld" })).email).toBe(
      "Please enter a valid email address",
    );
    expect(messages(ZContractorStep.safeParse({ ...contractor, residenceCountry: "" })).residenceCountry).toBe(
      "Please select a country",
    );
  });

  it("a manager's contract step refuses a rate of 0, a currency outside GBP/EUR/USD and an end before the start", () => {
    expect(ZContractStep.parse(contract).rate).toBe(450);
    expect(messages(ZContractStep.safeParse({ ...contract, rate: "0" })).rate).toBe("The rate must be greater than 0");
    expect(messages(ZContractStep.safeParse({ ...contract, invoicingCurrency: "CHF" })).invoicingCurrency).toBe(
      "Please select GBP, EUR or USD",
    );
    expect(
      messages(ZContractStep.safeParse({ ...contract, expectedInvoicingFrequency: "" })).expectedInvoicingFrequency,
    ).toBe("Please select a frequency");
    expect(messages(ZContractStep.safeParse({ ...contract, startDate: "" })).startDate).toBe(
      "Please enter a start date",
    );
    expect(messages(ZContractStep.safeParse({ ...contract, endDate: "2026-11-30" })).endDate).toBe(
      "The end date cannot be before the start date",
    );
    // The boundary: a one-day contract is allowed.
    expect(ZContractStep.safeParse({ ...contract, endDate: "2026-12-01" }).success).toBe(true);
  });

  it("the handler's body needs the misclassification risk accepted", () => {
    const body = { companyId: "acme", contractor, contract };
    expect(messages(ZCreateContractor.safeParse(body)).misclassificationRiskAccepted).toBe(
      "Please accept the misclassification risk",
    );
    expect(ZCreateContractor.safeParse({ ...body, misclassificationRiskAccepted: true }).success).toBe(true);
  });
});
