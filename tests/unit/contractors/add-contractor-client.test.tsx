// The add-contractor wizard (app/(app)/companies/[companyId]/add-contractor/page-client.tsx with
// components/contractors/add-contractor-steps.tsx) in the kit's idiom: each step checks its fields on Next, the
// review's form sends the one POST through useApiForm, and a refusal puts the message in the banner and each
// step-prefixed field error ("contractor.email", "contract.rate") under its field, showing that step.
import { fireEvent, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { SWRConfig } from "swr";
import { AddContractorClient } from "@/app/(app)/companies/[companyId]/add-contractor/page-client";
import type { AddContractorContext } from "@/lib/contractors/get-add-contractor-context";

jest.mock("next/link", () => ({
  __esModule: true,
  default: ({ href, children }: { href: string; children: React.ReactNode }) => <a href={href}>{children}</a>,
}));

const posts: unknown[] = [];
let postAnswer: { status: number; body: unknown } = { status: 201, body: {} };
beforeEach(() => {
  posts.length = 0;
  global.fetch = jest.fn(async (url: string, init?: RequestInit) => {
    const isPost = init?.method === "POST";
    if (isPost) posts.push(JSON.parse(String(init?.body)));
    const { status, body } = isPost
      ? postAnswer
      : {
          status: 200,
          body: {
            currency: "EUR",
            frequency: "PER_DAY",
            rate: "450",
            monthlyContractorCost: "9000",
            platformFee: "45",
            totalMonthlyCost: "9045",
          },
        };
    return {
      ok: status < 400,
      status,
      headers: new Headers({ "content-type": "application/json" }),
      json: async () => body,
      text: async () => JSON.stringify(body),
    };
  }) as unknown as typeof fetch;
});

const context = {
  companyId: "acme",
  companyName: "Acme",
  available: true,
  terms: { accepted: true, acceptedAt: null, canAccept: true },
  countries: [{ code: "PT", name: "Portugal" }],
} as unknown as AddContractorContext;

async function fillToReview() {
  render(
    <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>
      <AddContractorClient context={context} />
    </SWRConfig>,
  );
  const user = userEvent.setup();
  await user.type(screen.getByLabelText(/First name/), "Ana");
  await user.type(screen.getByLabelText(/Last name/), "Sousa");
  await user.type(screen.getByLabelText(/Email/), "Ana.Sousa@Freelance.example");
  await user.selectOptions(screen.getByLabelText(/Country of residence/), "PT");
  await user.click(screen.getByRole("button", { name: "Next" }));
  await user.type(await screen.findByLabelText(/Job role/), "Designer");
  await user.selectOptions(screen.getByLabelText(/Invoicing frequency/), "PER_DAY");
  await user.selectOptions(screen.getByLabelText(/Invoicing currency/), "EUR");
  await user.selectOptions(screen.getByLabelText(/Billing currency/), "GBP");
  await user.type(screen.getByLabelText(/Rate/), "450");
  fireEvent.change(screen.getByLabelText(/Start date/), { target: { value: "2031-02-01" } });
  await user.click(screen.getByRole("button", { name: "Next" }));
  await user.click(await screen.findByLabelText(/I understand the misclassification risk/));
  return user;
}

describe("[CONTRACTORS] add contractor wizard", () => {
  it("sends the one POST with the steps' parsed values and shows the confirmation", async () => {
    postAnswer = { status: 201, body: { id: "ctr-1", contractId: "cc-1", state: "ONBOARDING" } };
    const user = await fillToReview();
    await user.click(screen.getByRole("button", { name: "Add contractor" }));
    expect(await screen.findByText("Ana Sousa has been added.")).toBeInTheDocument();
    expect(posts).toEqual([
      {
        companyId: "acme",
        contractor: {
          firstName: "Ana",
          lastName: "Sousa",
          email: "ana.sousa@freelance.example",
          residenceCountry: "PT",
        },
        contract: {
          jobRole: "Designer",
          expectedInvoicingFrequency: "PER_DAY",
          invoicingCurrency: "EUR",
          billingCurrency: "GBP",
          rate: 450,
          startDate: "2031-02-01",
          endDate: "",
        },
        misclassificationRiskAccepted: true,
      },
    ]);
  });

  it("a refusal shows its message and puts each step's field errors under the fields, from the first such step", async () => {
    postAnswer = {
      status: 400,
      body: {
        message: "Some fields are invalid",
        code: "VALIDATION",
        fieldErrors: { "contractor.email": ["This e-mail is not accepted"], "contract.rate": ["The rate is too high"] },
      },
    };
    const user = await fillToReview();
    await user.click(screen.getByRole("button", { name: "Add contractor" }));
    expect(await screen.findByText("Some fields are invalid")).toBeInTheDocument();
    expect(await screen.findByText("This e-mail is not accepted")).toBeInTheDocument();
    expect(screen.getByLabelText(/Email/)).toHaveAttribute("aria-invalid", "true");
    // The values the step accepted are still there; Next goes on to the contract, whose refused field shows.
    expect(screen.getByLabelText(/First name/)).toHaveValue("Ana");
    await user.click(screen.getByRole("button", { name: "Next" }));
    expect(await screen.findByText("The rate is too high")).toBeInTheDocument();
    expect(screen.getByLabelText(/Rate/)).toHaveValue("450");
    // The review starts unticked again.
    await user.click(screen.getByRole("button", { name: "Next" }));
    expect(await screen.findByLabelText(/I understand the misclassification risk/)).not.toBeChecked();
  });
});
