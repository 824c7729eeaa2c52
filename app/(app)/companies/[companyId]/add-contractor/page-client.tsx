"use client";

// The contractor flow (spec 1 sections 2, 5; spec 2 sections 3, 5): client terms (once per client), the
// contractor, the contract, then the review with the cost preview and the misclassification risk acceptance.
import { useState } from "react";
import Link from "next/link";
import { apiFetch, failureMessage } from "@/lib/http/client";
import { apiErrorOf } from "@/components/ui/api-error";
import { applyApiError } from "@/components/ui/use-api-form";
import { formatDate } from "@/lib/dates";
import type { AddContractorContext } from "@/lib/contractors/get-add-contractor-context";
import { useContractorCosts } from "@/lib/swr/use-contractor-costs";
import { Banner } from "@/components/ui/misc";
import { HireSteps } from "@/components/hiring/hire-steps";
import {
  ContractorStep,
  ContractStep,
  RiskStep,
  TermsStep,
  useAddContractorForms,
  type ContractorValues,
  type ContractValues,
} from "@/components/contractors/add-contractor-steps";
import { ContractorAdded, ContractorCostsCard, ContractorSummaryCard, type Created } from "./add-contractor-review";
import { useFocusOnChange } from "@/components/ui/use-focus-on-change";

const STEPS = [
  { id: "type", label: "Type of hire" },
  { id: "terms", label: "Client Terms" },
  { id: "contractor", label: "Contractor details" },
  { id: "contract", label: "Contract" },
  { id: "review", label: "Review" },
] as const;
type Step = "terms" | "contractor" | "contract" | "review";

/** True when the refusal names a field of the step (its paths start with "contractor." or "contract."). */
const refusesStep = (error: unknown, prefix: string) =>
  Object.keys(apiErrorOf(error)?.fieldErrors ?? {}).some((path) => path.startsWith(`${prefix}.`));

export function AddContractorClient({ context }: { context: AddContractorContext }) {
  const [termsAccepted, setTermsAccepted] = useState(context.terms.accepted);
  const [step, setStep] = useState<Step>(context.terms.accepted ? "contractor" : "terms");
  const [contractor, setContractor] = useState<ContractorValues | null>(null);
  const [contract, setContract] = useState<ContractValues | null>(null);
  // The banner (serverError) reads the refusal of the POST, and the failure of the terms' PUT.
  const { contractorForm, contractForm, riskForm, serverError, setServerError, submit } = useAddContractorForms();
  const [created, setCreated] = useState<Created | null>(null);
  // Each step, and the confirmation replacing the form, lands keyboard focus on the page heading.
  const headingRef = useFocusOnChange(created ? "created" : step);
  const costs = useContractorCosts(
    step === "review" && contract
      ? { rate: contract.rate, currency: contract.invoicingCurrency, frequency: contract.expectedInvoicingFrequency }
      : null,
  );
  const country = context.countries.find((c) => c.code === contractor?.residenceCountry);

  async function acceptTerms() {
    setServerError(null);
    try {
      await apiFetch(`/api/clients/${encodeURIComponent(context.companyId)}/terms?id_type=op_id`, {
        method: "PUT",
        json: { accepted: true },
      });
      setTermsAccepted(true);
      setStep("contractor");
    } catch (e) {
      // Spec 2 section 8, client terms acceptance.
      setServerError(`There was a problem while processing the request: ${failureMessage(e, String(e))}.`);
    }
  }

  // The review's form sends the one POST through useApiForm: its message goes to the banner, and each field error
  // of the contractor and contract steps under its field (their forms are the page's), then that step shows.
  const send = riskForm.handleSubmit(
    submit(async () => {
      if (!contractor || !contract) return;
      try {
        const res = await apiFetch<Created>("/api/contractors", {
          method: "POST",
          json: { companyId: context.companyId, contractor, contract, misclassificationRiskAccepted: true },
        });
        setCreated(res);
      } catch (e) {
        // A failure that is not the API's reads as itself, as before.
        if (!apiErrorOf(e)) return setServerError(String(e));
        applyApiError(contractorForm, e);
        applyApiError(contractForm, e);
        if (refusesStep(e, "contractor")) setStep("contractor");
        else if (refusesStep(e, "contract")) setStep("contract");
        throw e;
      }
    }),
  );

  const header = (
    <>
      <Link
        href={`/companies/${context.companyId}/add-hire?type=contractor`}
        className="text-sm text-indigo-700 underline"
      >
        Back to type of hire
      </Link>
      <HireSteps current={created ? "review" : step} steps={STEPS} />
      <h1 ref={headingRef} tabIndex={-1} className="text-2xl font-semibold outline-none">
        Add contractor
      </h1>
      <p className="text-sm text-slate-600">{context.companyName}</p>
    </>
  );

  if (!context.available)
    return (
      <div className="mx-auto max-w-3xl space-y-6">
        {header}
        <Banner tone="info" title="Currently, only Employee (EOR) and PEO hires are available.">
          Contractor hires are not enabled for this company. Contact support to enable them.
        </Banner>
      </div>
    );

  if (created) return <ContractorAdded header={header} created={created} contractor={contractor!} />;

  return (
    <div className="mx-auto max-w-3xl space-y-6">
      {header}
      {serverError ? <Banner tone="error" title={serverError} /> : null}
      {termsAccepted && step !== "terms" ? (
        <p className="text-sm text-slate-600" data-testid="terms-accepted">
          Client Terms agreed{context.terms.acceptedAt ? ` on ${formatDate(context.terms.acceptedAt)}` : ""}.
        </p>
      ) : null}
      {step === "terms" ? (
        context.terms.canAccept ? (
          <TermsStep onAccept={acceptTerms} />
        ) : (
          <Banner tone="warning" title="The Client Terms have not been agreed yet.">
            A manager of {context.companyName} must agree to the Client Terms before contractors can be added.
          </Banner>
        )
      ) : null}
      {step === "contractor" ? (
        <ContractorStep
          form={contractorForm}
          countries={context.countries}
          onNext={(values) => {
            setContractor(values);
            setStep("contract");
          }}
        />
      ) : null}
      {step === "contract" ? (
        <ContractStep
          form={contractForm}
          onBack={() => {
            // Back to the values of the last Next (what the step showed when it was left that way).
            contractForm.reset();
            setStep("contractor");
          }}
          onNext={(values) => {
            setContract(values);
            // The review starts unticked each time it is reached.
            riskForm.reset();
            setStep("review");
          }}
        />
      ) : null}
      {step === "review" && contractor && contract ? (
        <RiskStep
          form={riskForm}
          onBack={() => setStep("contract")}
          onSubmit={send}
          summary={
            <ContractorSummaryCard
              contractor={contractor}
              contract={contract}
              countryName={country?.name ?? contractor.residenceCountry}
            />
          }
          costs={<ContractorCostsCard costs={costs} />}
        />
      ) : null}
    </div>
  );
}
