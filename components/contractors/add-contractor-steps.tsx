"use client";

// The add-contractor steps (spec 1 sections 2, 5; spec 2 sections 3, 5): client terms, contractor, contract and
// review, each a react-hook-form over the zod schema POST /api/contractors parses (lib/contractors/schema.ts).
import { useEffect } from "react";
import { useForm, useWatch } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import type { z } from "zod";
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

export type ContractorValues = z.output<typeof ZContractorStep>;
export type ContractValues = z.output<typeof ZContractStep>;
export type ServerErrors = Record<string, string>;

export const CLIENT_TERMS_URL = "https://help.omniplatform.example/contractor-client-terms";
export const CONTRACTOR_RISKS_URL = "https://help.omniplatform.example/contractor-risks";

/** Errors the server sent for this step's fields (keyed by path without the step prefix) shown on the fields. */
function useServerErrors(serverErrors: ServerErrors, setError: (name: never, error: { message: string }) => void) {
  useEffect(() => {
    for (const [field, message] of Object.entries(serverErrors)) setError(field as never, { message });
  }, [serverErrors, setError]);
}

function StepButtons({
  onBack,
  nextLabel,
  disabled,
  busy,
}: {
  onBack?: () => void;
  nextLabel: string;
  disabled?: boolean;
  busy?: boolean;
}) {
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

export function TermsStep({ onAccept, busy }: { onAccept: () => void; busy: boolean }) {
  const { register, handleSubmit, control } = useForm({
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
      <StepButtons nextLabel="Next" disabled={!accepted} busy={busy} />
    </form>
  );
}

export function ContractorStep({
  defaults,
  countries,
  serverErrors,
  onNext,
}: {
  defaults: Partial<ContractorValues>;
  countries: { code: string; name: string }[];
  serverErrors: ServerErrors;
  onNext: (values: ContractorValues) => void;
}) {
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm({
    resolver: zodResolver(ZContractorStep),
    defaultValues: { firstName: "", lastName: "", email: "", residenceCountry: "", ...defaults },
  });
  useServerErrors(serverErrors, setError as never);
  return (
    <form onSubmit={handleSubmit(onNext)} noValidate className="space-y-4" aria-label="Contractor details">
      <Card title="Contractor details">
        <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
          <TextField label="First name" required {...register("firstName")} error={errors.firstName?.message} />
          <TextField label="Last name" required {...register("lastName")} error={errors.lastName?.message} />
          <TextField
            label="Email"
            type="email"
            required
            autoComplete="off"
            {...register("email")}
            error={errors.email?.message}
          />
          <SelectField
            label="Country of residence"
            required
            placeholder="Select a country"
            options={countries.map((c) => ({ value: c.code, label: c.name }))}
            {...register("residenceCountry")}
            error={errors.residenceCountry?.message}
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
  defaults,
  serverErrors,
  onBack,
  onNext,
}: {
  defaults: Partial<ContractValues>;
  serverErrors: ServerErrors;
  onBack: () => void;
  onNext: (values: ContractValues) => void;
}) {
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm({
    resolver: zodResolver(ZContractStep),
    defaultValues: {
      jobRole: "",
      invoicingCurrency: "" as never,
      billingCurrency: "" as never,
      expectedInvoicingFrequency: "" as never,
      rate: "",
      startDate: "",
      endDate: "",
      ...defaults,
    },
  });
  useServerErrors(serverErrors, setError as never);
  return (
    <form onSubmit={handleSubmit(onNext)} noValidate className="space-y-4" aria-label="Contract">
      <Card title="Contract">
        <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
          <TextField label="Job role" required {...register("jobRole")} error={errors.jobRole?.message} />
          <SelectField
            label="Invoicing frequency"
            required
            placeholder="Select a frequency"
            options={FREQUENCY_OPTIONS}
            {...register("expectedInvoicingFrequency")}
            error={errors.expectedInvoicingFrequency?.message}
          />
          <SelectField
            label="Invoicing currency"
            required
            placeholder="Select a currency"
            hint="The currency the contractor invoices in."
            options={CURRENCY_OPTIONS}
            {...register("invoicingCurrency")}
            error={errors.invoicingCurrency?.message}
          />
          <SelectField
            label="Billing currency"
            required
            placeholder="Select a currency"
            hint="The currency we bill you in."
            options={CURRENCY_OPTIONS}
            {...register("billingCurrency")}
            error={errors.billingCurrency?.message}
          />
          <TextField label="Rate" required inputMode="decimal" {...register("rate")} error={errors.rate?.message} />
          <span />
          <TextField
            label="Start date"
            type="date"
            required
            {...register("startDate")}
            error={errors.startDate?.message}
          />
          <TextField
            label="End date"
            type="date"
            hint="Leave empty for an open-ended contract."
            {...register("endDate")}
            error={errors.endDate?.message}
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
  onBack,
  onSubmit,
  busy,
}: {
  summary: React.ReactNode;
  costs: React.ReactNode;
  onBack: () => void;
  onSubmit: () => Promise<void>;
  busy: boolean;
}) {
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm({
    resolver: zodResolver(ZRiskStep),
    defaultValues: { misclassificationRiskAccepted: false as unknown as true },
  });
  return (
    <form onSubmit={handleSubmit(onSubmit)} noValidate className="space-y-4" aria-label="Review and add">
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
      <StepButtons nextLabel="Add contractor" onBack={onBack} busy={busy} />
    </form>
  );
}
