"use client";

// The add-contractor steps (spec 1 sections 2, 5; spec 2 sections 3, 5): client terms, contractor, contract and
// review, each a react-hook-form over the zod schema POST /api/contractors parses (lib/contractors/schema.ts).
// The contractor, contract and review forms are the page's (useAddContractorForms): they outlive their step, so a
// refusal of the one POST puts each field error ("contractor.email", "contract.rate") under its field.
import { useForm, useWatch } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { z } from "zod";
import { ZAcceptTerms } from "@/lib/companies/clients/schema";
import {
  CONTRACTOR_CURRENCIES,
  FREQUENCY_LABEL,
  INVOICING_FREQUENCIES,
  ZContractorStep,
  ZContractStep,
  ZRiskStep,
} from "@/lib/contractors/schema";
import { Button } from "@/components/ui/button";
import { CheckboxField, SelectField, TextField } from "@/components/ui/field";
import { Card } from "@/components/ui/misc";
import { currencyOptions } from "@/lib/display";
import { useApiForm } from "@/components/ui/use-api-form";

export type ContractorValues = z.output<typeof ZContractorStep>;
export type ContractValues = z.output<typeof ZContractStep>;

export const CLIENT_TERMS_URL = "https://help.omniplatform.example/contractor-client-terms";
export const CONTRACTOR_RISKS_URL = "https://help.omniplatform.example/contractor-risks";

// Each step's fields under the POST body's key, so the server's field paths are the form's.
const ZContractorForm = z.object({ contractor: ZContractorStep });
const ZContractForm = z.object({ contract: ZContractStep });
const BLANK_CONTRACTOR = { firstName: "", lastName: "", email: "", residenceCountry: "" };
const BLANK_CONTRACT = {
  jobRole: "",
  invoicingCurrency: "" as never,
  billingCurrency: "" as never,
  expectedInvoicingFrequency: "" as never,
  rate: "",
  startDate: "",
  endDate: "",
};

/**
 * The forms of the contractor, contract and review steps, and the submission: the review's form sends the POST
 * through useApiForm (`submit`, `serverError` for the page's banner). A step's Next resets its form to the values
 * it accepted (what the step shows when the user comes back to it).
 */
export function useAddContractorForms() {
  const contractorForm = useForm({
    resolver: zodResolver(ZContractorForm),
    defaultValues: { contractor: BLANK_CONTRACTOR },
  });
  const contractForm = useForm({ resolver: zodResolver(ZContractForm), defaultValues: { contract: BLANK_CONTRACT } });
  const riskForm = useForm({
    resolver: zodResolver(ZRiskStep),
    defaultValues: { misclassificationRiskAccepted: false as unknown as true },
  });
  const { serverError, setServerError, submit } = useApiForm(riskForm);
  return { contractorForm, contractForm, riskForm, serverError, setServerError, submit };
}
type Forms = ReturnType<typeof useAddContractorForms>;

type StepButtonsProps = { onBack?: () => void; nextLabel: string; disabled?: boolean; busy?: boolean };

function StepButtons({ onBack, nextLabel, disabled, busy }: StepButtonsProps) {
  return (
    <div className="flex justify-between gap-2">
      {onBack ? (
        <Button variant="secondary" onClick={onBack}>
          Back
        </Button>
      ) : (
        <span />
      )}
      <Button type="submit" disabled={disabled} loading={busy}>
        {nextLabel}
      </Button>
    </div>
  );
}

/** The PUT of the terms is the page's `onAccept` (its failure reads in the page's banner). */
export function TermsStep({ onAccept }: { onAccept: () => Promise<void> }) {
  const {
    register,
    handleSubmit,
    control,
    formState: { isSubmitting },
  } = useForm({
    resolver: zodResolver(ZAcceptTerms),
    defaultValues: { accepted: false as unknown as true },
  });
  const accepted = useWatch({ control, name: "accepted" });
  return (
    <form onSubmit={handleSubmit(onAccept)} noValidate className="space-y-4" aria-label="Client Terms">
      <Card title="Client Terms">
        <div className="space-y-3 text-sm text-slate-700">
          <p>
            Before you add your first contractor, please read and agree to the Client Terms. They explain how
            contractors invoice you, how we collect and pay those invoices, and your responsibilities when you engage an
            independent contractor. You agree once for your company.
          </p>
          <p>
            <a className="text-indigo-700 underline" href={CLIENT_TERMS_URL} target="_blank" rel="noreferrer">
              Read the Client Terms
            </a>
          </p>
          <CheckboxField label="I agree to the Client Terms" {...register("accepted")} />
        </div>
      </Card>
      {/* Spec 2 section 5: 'Next' stays disabled until the terms are agreed. */}
      <StepButtons nextLabel="Next" disabled={!accepted} busy={isSubmitting} />
    </form>
  );
}

export function ContractorStep({
  form,
  countries,
  onNext,
}: {
  form: Forms["contractorForm"];
  countries: { code: string; name: string }[];
  onNext: (values: ContractorValues) => void;
}) {
  const { register, handleSubmit } = form;
  const errors = form.formState.errors.contractor;
  const next = handleSubmit(({ contractor }) => {
    form.reset({ contractor });
    onNext(contractor);
  });
  return (
    <form onSubmit={next} noValidate className="space-y-4" aria-label="Contractor details">
      <Card title="Contractor details">
        <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
          <TextField
            label="First name"
            required
            {...register("contractor.firstName")}
            error={errors?.firstName?.message}
          />
          <TextField
            label="Last name"
            required
            {...register("contractor.lastName")}
            error={errors?.lastName?.message}
          />
          <TextField
            label="Email"
            type="email"
            required
            autoComplete="off"
            {...register("contractor.email")}
            error={errors?.email?.message}
          />
          <SelectField
            label="Country of residence"
            required
            placeholder="Select a country"
            options={countries.map((c) => ({ value: c.code, label: c.name }))}
            {...register("contractor.residenceCountry")}
            error={errors?.residenceCountry?.message}
          />
        </div>
      </Card>
      <StepButtons nextLabel="Next" />
    </form>
  );
}

const CURRENCY_OPTIONS = currencyOptions(CONTRACTOR_CURRENCIES);
const FREQUENCY_OPTIONS = INVOICING_FREQUENCIES.map((f) => ({
  value: f,
  label: FREQUENCY_LABEL[f][0].toUpperCase() + FREQUENCY_LABEL[f].slice(1),
}));

export function ContractStep({
  form,
  onBack,
  onNext,
}: {
  form: Forms["contractForm"];
  onBack: () => void;
  onNext: (values: ContractValues) => void;
}) {
  const { register, handleSubmit } = form;
  const errors = form.formState.errors.contract;
  // The rate comes back as the number the schema made of it; the input shows it as text.
  const next = handleSubmit(({ contract }) => {
    form.reset({ contract: contract as never });
    onNext(contract);
  });
  return (
    <form onSubmit={next} noValidate className="space-y-4" aria-label="Contract">
      <Card title="Contract">
        <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
          <TextField label="Job role" required {...register("contract.jobRole")} error={errors?.jobRole?.message} />
          <SelectField
            label="Invoicing frequency"
            required
            placeholder="Select a frequency"
            options={FREQUENCY_OPTIONS}
            {...register("contract.expectedInvoicingFrequency")}
            error={errors?.expectedInvoicingFrequency?.message}
          />
          <SelectField
            label="Invoicing currency"
            required
            placeholder="Select a currency"
            hint="The currency the contractor invoices in."
            options={CURRENCY_OPTIONS}
            {...register("contract.invoicingCurrency")}
            error={errors?.invoicingCurrency?.message}
          />
          <SelectField
            label="Billing currency"
            required
            placeholder="Select a currency"
            hint="The currency we bill you in."
            options={CURRENCY_OPTIONS}
            {...register("contract.billingCurrency")}
            error={errors?.billingCurrency?.message}
          />
          <TextField
            label="Rate"
            required
            inputMode="decimal"
            {...register("contract.rate")}
            error={errors?.rate?.message}
          />
          <span />
          <TextField
            label="Start date"
            type="date"
            required
            {...register("contract.startDate")}
            error={errors?.startDate?.message}
          />
          <TextField
            label="End date"
            type="date"
            hint="Leave empty for an open-ended contract."
            {...register("contract.endDate")}
            error={errors?.endDate?.message}
          />
        </div>
      </Card>
      <StepButtons nextLabel="Next" onBack={onBack} />
    </form>
  );
}

export function RiskStep({
  summary,
  costs,
  form,
  onBack,
  onSubmit,
}: {
  summary: React.ReactNode;
  costs: React.ReactNode;
  form: Forms["riskForm"];
  onBack: () => void;
  /** The page's POST, wrapped in the forms' `submit` (useApiForm). */
  onSubmit: (event?: React.BaseSyntheticEvent) => Promise<void>;
}) {
  const {
    register,
    formState: { errors, isSubmitting },
  } = form;
  return (
    <form onSubmit={onSubmit} noValidate className="space-y-4" aria-label="Review and add">
      {summary}
      {costs}
      <Card title="Misclassification risk">
        <div className="space-y-3 text-sm text-slate-700">
          <p>
            Treating a contractor like an employee (fixed hours, your equipment, exclusive work, long open-ended
            engagements) can lead local authorities to reclassify them as an employee, with back taxes and penalties for
            your company.{" "}
            <a className="text-indigo-700 underline" href={CONTRACTOR_RISKS_URL} target="_blank" rel="noreferrer">
              Read about contractor risks
            </a>
          </p>
          <CheckboxField
            label="I understand the misclassification risk and accept it for this contractor"
            {...register("misclassificationRiskAccepted")}
            error={errors.misclassificationRiskAccepted?.message}
          />
        </div>
      </Card>
      <StepButtons nextLabel="Add contractor" onBack={onBack} busy={isSubmitting} />
    </form>
  );
}
