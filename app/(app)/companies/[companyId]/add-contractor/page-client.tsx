"use client";

// The contractor flow (spec 1 sections 2, 5; spec 2 sections 3, 5): client terms (once per client), the
// contractor, the contract, then the review with the cost preview and the misclassification risk acceptance.
import { useState } from "react";
import Link from "next/link";
import { apiFetch, failureMessage, type ApiError } from "@/lib/http/client";
import { apiErrorOf } from "@/components/ui/api-error";
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
  type ContractorValues,
  type ContractValues,
  type ServerErrors,
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

function errorsFor(error: ApiError, prefix: string): ServerErrors {
  return Object.fromEntries(
    Object.entries(error.fieldErrors)
      .filter(([path]) => path.startsWith(`${prefix}.`))
      .map(([path, messages]) => [path.slice(prefix.length + 1), messages[0]]),
  );
}

export function AddContractorClient({ context }: { context: AddContractorContext }) {
  const [termsAccepted, setTermsAccepted] = useState(context.terms.accepted);
  const [step, setStep] = useState<Step>(context.terms.accepted ? "contractor" : "terms");
  const [contractor, setContractor] = useState<ContractorValues | null>(null);
  const [contract, setContract] = useState<ContractValues | null>(null);
  const [serverErrors, setServerErrors] = useState<{ contractor: ServerErrors; contract: ServerErrors }>({
    contractor: {},
    contract: {},
  });
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
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
    setBusy(true);
    setError(null);
    try {
      await apiFetch(`/api/clients/${encodeURIComponent(context.companyId)}/terms?id_type=op_id`, {
        method: "PUT",
        json: { accepted: true },
      });
      setTermsAccepted(true);
      setStep("contractor");
    } catch (e) {
      // Spec 2 section 8, client terms acceptance.
      setError(`There was a problem while processing the request: ${failureMessage(e, String(e))}.`);
    } finally {
      setBusy(false);
    }
  }

  async function submit() {
    if (!contractor || !contract) return;
    setBusy(true);
    setError(null);
    try {
      const res = await apiFetch<Created>("/api/contractors", {
        method: "POST",
        json: { companyId: context.companyId, contractor, contract, misclassificationRiskAccepted: true },
      });
      setCreated(res);
    } catch (e) {
      const apiError = apiErrorOf(e);
      if (!apiError) return setError(String(e));
      const byStep = { contractor: errorsFor(apiError, "contractor"), contract: errorsFor(apiError, "contract") };
      setServerErrors(byStep);
      setError(apiError.message);
      if (Object.keys(byStep.contractor).length) setStep("contractor");
      else if (Object.keys(byStep.contract).length) setStep("contract");
    } finally {
      setBusy(false);
    }
  }

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
      {error ? <Banner tone="error" title={error} /> : null}
      {termsAccepted && step !== "terms" ? (
        <p className="text-sm text-slate-600" data-testid="terms-accepted">
          Client Terms agreed{context.terms.acceptedAt ? ` on ${formatDate(context.terms.acceptedAt)}` : ""}.
        </p>
      ) : null}
      {step === "terms" ? (
        context.terms.canAccept ? (
          <TermsStep onAccept={acceptTerms} busy={busy} />
        ) : (
          <Banner tone="warning" title="The Client Terms have not been agreed yet.">
            A manager of {context.companyName} must agree to the Client Terms before contractors can be added.
          </Banner>
        )
      ) : null}
      {step === "contractor" ? (
        <ContractorStep
          defaults={contractor ?? {}}
          countries={context.countries}
          serverErrors={serverErrors.contractor}
          onNext={(values) => {
            setContractor(values);
            setStep("contract");
          }}
        />
      ) : null}
      {step === "contract" ? (
        <ContractStep
          defaults={contract ?? {}}
          serverErrors={serverErrors.contract}
          onBack={() => setStep("contractor")}
          onNext={(values) => {
            setContract(values);
            setStep("review");
          }}
        />
      ) : null}
      {step === "review" && contractor && contract ? (
        <RiskStep
          busy={busy}
          onBack={() => setStep("contract")}
          onSubmit={submit}
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
