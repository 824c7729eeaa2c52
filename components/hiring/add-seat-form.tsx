"use client";

// 'Add employee details' (spec 1 sections 2, 5): the client request (manager) and the admin hire form, one
// react-hook-form each way with the shared zod schemas, the cost estimate panel beside it, sanctions and key facts.
import { useMemo, useState } from "react";
import Link from "next/link";
import { useRouter } from "next/navigation";
import { useForm, useWatch, type Resolver } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { apiFetch, ApiError } from "@/lib/http/client";
import { addSeatBackLabel } from "@/lib/hiring/atlas";
import {
  APD_PERCENT_CHOICES,
  BILLING_CURRENCIES,
  DEPOSIT_TYPE_LABELS,
  EMPLOYEE_TYPES,
  EMPLOYEE_TYPE_LABELS,
  MESSAGES_HIRING,
  SETUP_FEE_STRUCTURES,
  SETUP_FEE_STRUCTURE_LABELS,
  depositTypesFor,
  type EmployeeTypeValue,
} from "@/lib/hiring/constants";
import { apdPercentOf, makeZAdminSeatForm, ZClientSeatForm } from "@/lib/hiring/schema";
import { needsDocumentationNote } from "@/lib/hiring/dates";
import { Button } from "@/components/ui/button";
import { CheckboxField, SelectField, TextField } from "@/components/ui/field";
import { Banner, Card } from "@/components/ui/misc";
import { CostEstimatePanel } from "@/components/hiring/cost-estimate-panel";
import { KeyFacts, type KeyFactsContent } from "@/components/hiring/key-facts";
import { HireSteps } from "@/components/hiring/hire-steps";

export type CountryWithFacts = {
  code: string;
  name: string;
  currency: string;
  isSanctioned: boolean;
  keyFacts: KeyFactsContent | null;
  /** Country.weekendDays (0 = Sunday): the start-date rules count business days on it. */
  weekendDays: number[];
};

type Values = Record<string, unknown> & {
  countryCode: string;
  desiredStartDate: string;
  employeeType?: string;
  depositType?: string;
  billingCurrency?: string;
  orderFormSigned?: boolean;
  includeSalary?: boolean;
  acceptTerms?: boolean;
  apdChoice?: string;
};

/** What still keeps the request from being sent, in the words shown beside the disabled button. */
export function submitBlockers(values: Values, isAdmin: boolean, sanctionedCountry: string | null): string[] {
  const list: string[] = [];
  if (sanctionedCountry) list.push(`choose a country other than ${sanctionedCountry}`);
  else if (!values.countryCode) list.push("choose a country");
  if (!values.desiredStartDate) list.push("enter the desired start date");
  if (!isAdmin && !values.acceptTerms) list.push("tick the terms and conditions box");
  return list;
}

export function AddSeatForm({
  companyId,
  variant,
  countries,
  initialCountry,
  automatedProposals,
  isInternalCompany,
  backHref,
}: {
  companyId: string;
  variant: "client" | "admin";
  countries: CountryWithFacts[];
  initialCountry: string | null;
  automatedProposals: boolean;
  isInternalCompany: boolean;
  backHref: string;
}) {
  const router = useRouter();
  const isAdmin = variant === "admin";
  // The admin start-date rule counts business days on the chosen country's weekend: a schema per validation.
  const resolver: Resolver<Values> = (values, context, options) => {
    const weekendDays = countries.find((c) => c.code === values.countryCode)?.weekendDays;
    const schema = isAdmin ? makeZAdminSeatForm(weekendDays) : ZClientSeatForm;
    return (zodResolver(schema as never) as Resolver<Values>)(values, context, options);
  };
  const {
    register,
    handleSubmit,
    control,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<Values>({
    resolver,
    defaultValues: {
      variant,
      companyId,
      countryCode: initialCountry ?? "",
      desiredStartDate: "",
      ...(isAdmin
        ? { employeeType: "EOR", orderFormSigned: false, includeSalary: false, setupFeeStructure: "PER_EMPLOYEE" }
        : { acceptTerms: false }),
    },
  });
  const values = useWatch({ control }) as Values;
  const [serverError, setServerError] = useState<string | null>(null);
  const [orderFormFile, setOrderFormFile] = useState<File | null>(null);
  const country = countries.find((c) => c.code === values.countryCode);
  const sanctioned = !!country?.isSanctioned;
  const depositOptions = depositTypesFor(values.employeeType as EmployeeTypeValue, isInternalCompany);
  const err = (name: string) => (errors as Record<string, { message?: string }>)[name]?.message;

  const submitLabel = isAdmin
    ? values.orderFormSigned
      ? "Add employee"
      : "Upload order form"
    : automatedProposals
      ? "Continue"
      : "Request order form";

  const panelFees = useMemo(
    () =>
      isAdmin
        ? {
            managementFee: Number(values.managementFeeAmount),
            setupFee: Number(values.setupFeeAmount),
            depositType: values.depositType,
            apdPercent: apdPercentOf(values.apdChoice || undefined, Number(values.apdOtherPercent)),
            zeroDepositFee: Number(values.zeroDepositFee),
          }
        : undefined,
    [
      isAdmin,
      values.managementFeeAmount,
      values.setupFeeAmount,
      values.depositType,
      values.apdChoice,
      values.apdOtherPercent,
      values.zeroDepositFee,
    ],
  );

  async function onSubmit(data: Values) {
    setServerError(null);
    try {
      const body = isAdmin ? data : { ...data, useAutomatedProposal: automatedProposals };
      const res = await apiFetch<{ data: { id: string; sowStatus: string } }>("/api/seats", {
        method: "POST",
        json: body,
      });
      const seatId = res.data.id;
      if (isAdmin) {
        const file = orderFormFile;
        if (!data.orderFormSigned && file) {
          const form = new FormData();
          form.set("file", file);
          await apiFetch(`/api/seats/${seatId}/order-form`, { method: "POST", body: form });
        }
        router.push(
          data.orderFormSigned
            ? `/companies/${companyId}#pending-employees`
            : `/companies/${companyId}/pending-employee/${seatId}`,
        );
      } else if (res.data.sowStatus === "sow:awaiting-acceptance") {
        router.push(`/employees/new/${seatId}/order-form?review=1`);
      } else {
        router.push(`/companies/${companyId}/pending-employee/${seatId}?showModal=true`);
      }
      router.refresh();
    } catch (error) {
      if (error instanceof ApiError) {
        for (const [field, messages] of Object.entries(error.fieldErrors))
          setError(field as never, { message: messages[0] });
        setServerError(error.message);
      } else setServerError(String(error));
    }
  }

  const termsOk = isAdmin || !!values.acceptTerms;
  const blockers = submitBlockers(values, isAdmin, sanctioned ? country!.name : null);
  const documentationNote =
    !isAdmin &&
    values.desiredStartDate &&
    needsDocumentationNote(values.desiredStartDate, new Date(), country?.weekendDays);

  return (
    <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_340px]">
      <form onSubmit={handleSubmit(onSubmit)} noValidate className="space-y-5" aria-label="Add employee details">
        <Link href={backHref} className="text-sm text-indigo-700 underline">
          {addSeatBackLabel(backHref)}
        </Link>
        {isAdmin ? null : <HireSteps current="details" />}
        <h1 className="text-2xl font-semibold">Add employee details</h1>
        {serverError ? <Banner tone="error" title={serverError} /> : null}
        <Card>
          <div className="grid gap-4 sm:grid-cols-2">
            <SelectField
              label="Country"
              required
              {...register("countryCode")}
              placeholder="Select a country"
              options={countries.map((c) => ({ value: c.code, label: c.name }))}
              error={err("countryCode")}
            />
            <TextField
              label="Desired start date"
              required
              type="date"
              min="1910-01-01"
              {...register("desiredStartDate")}
              error={err("desiredStartDate")}
            />
            <TextField label="First name" required={isAdmin} {...register("firstName")} error={err("firstName")} />
            <TextField label="Last name" required={isAdmin} {...register("lastName")} error={err("lastName")} />
            <TextField
              label="Purchase order number"
              {...register("purchaseOrderNumber")}
              error={err("purchaseOrderNumber")}
            />
          </div>
          {documentationNote ? (
            <p className="mt-3 text-sm text-amber-800" role="note">
              The start date is less than two weeks away: confirmation depends on the employee providing their
              documentation in time.
            </p>
          ) : null}
        </Card>

        {sanctioned ? (
          <Banner tone="error" title={MESSAGES_HIRING.sanctioned(country!.name)}>
            <a className="underline" href="mailto:support@omniplatform.example">
              Contact support
            </a>
          </Banner>
        ) : null}
        {country && !sanctioned ? <KeyFacts countryName={country.name} content={country.keyFacts} /> : null}

        {isAdmin ? (
          <Card title="Fees and deposit">
            <div className="grid gap-4 sm:grid-cols-2">
              <SelectField
                label="Employee type"
                required
                {...register("employeeType")}
                placeholder="Select"
                options={EMPLOYEE_TYPES.map((t) => ({ value: t, label: EMPLOYEE_TYPE_LABELS[t] }))}
                error={err("employeeType")}
              />
              <SelectField
                label="Billing currency"
                required
                {...register("billingCurrency")}
                placeholder="Select"
                options={BILLING_CURRENCIES.map((c) => ({ value: c, label: c }))}
                error={err("billingCurrency")}
              />
              <TextField
                label="Management fee"
                required
                type="number"
                min={0}
                step="0.01"
                {...register("managementFeeAmount", { valueAsNumber: true })}
                error={err("managementFeeAmount")}
              />
              <TextField
                label="Setup fee"
                required
                type="number"
                min={0}
                step="0.01"
                {...register("setupFeeAmount", { valueAsNumber: true })}
                error={err("setupFeeAmount")}
              />
              <SelectField
                label="Setup fee structure"
                required
                {...register("setupFeeStructure")}
                placeholder="Select"
                options={SETUP_FEE_STRUCTURES.map((s) => ({ value: s, label: SETUP_FEE_STRUCTURE_LABELS[s] }))}
                error={err("setupFeeStructure")}
              />
              <SelectField
                label="Deposit type"
                required
                {...register("depositType")}
                placeholder="Select"
                options={depositOptions.map((d) => ({ value: d, label: DEPOSIT_TYPE_LABELS[d] }))}
                error={err("depositType")}
              />
              {values.depositType === "ZERO_DEPOSIT_INSURANCE" ? (
                <TextField
                  label="Zero deposit fee"
                  required
                  type="number"
                  min={1}
                  step="0.01"
                  {...register("zeroDepositFee", { valueAsNumber: true })}
                  error={err("zeroDepositFee")}
                />
              ) : null}
            </div>
            {values.depositType === "ADVANCED_PAYMENT_DEPOSIT" ? (
              <fieldset className="mt-4">
                <legend className="text-sm font-medium">Deposit percentage</legend>
                <div className="mt-1 flex flex-wrap gap-4">
                  {APD_PERCENT_CHOICES.map((c) => (
                    <label key={c} className="flex items-center gap-1 text-sm">
                      <input type="radio" value={c} {...register("apdChoice")} /> {c === "other" ? "Other" : `${c}%`}
                    </label>
                  ))}
                </div>
                {err("apdChoice") ? (
                  <p role="alert" className="text-xs text-red-700">
                    {err("apdChoice")}
                  </p>
                ) : null}
                {values.apdChoice === "other" ? (
                  <div className="mt-2 max-w-xs">
                    <TextField
                      label="Agreed percentage"
                      type="number"
                      min={1}
                      step="1"
                      {...register("apdOtherPercent", { valueAsNumber: true })}
                      error={err("apdOtherPercent")}
                    />
                  </div>
                ) : null}
              </fieldset>
            ) : null}
            <div className="mt-4 space-y-3">
              <CheckboxField label="Include annual base salary" {...register("includeSalary")} />
              {values.includeSalary ? (
                <div className="grid gap-4 sm:grid-cols-2">
                  <TextField
                    label="Annual base salary"
                    required
                    type="number"
                    min={1}
                    step="0.01"
                    {...register("annualBaseSalaryAmount", { valueAsNumber: true })}
                    error={err("annualBaseSalaryAmount")}
                  />
                  <TextField
                    label="Salary currency"
                    required
                    maxLength={3}
                    defaultValue={country?.currency}
                    {...register("annualBaseSalaryCurrency")}
                    error={err("annualBaseSalaryCurrency")}
                  />
                </div>
              ) : null}
              <CheckboxField label="Order form already signed" {...register("orderFormSigned")} />
              {!values.orderFormSigned ? (
                <div>
                  <label htmlFor="order-form-file" className="block text-sm font-medium">
                    Order form document (optional)
                  </label>
                  <input
                    id="order-form-file"
                    onChange={(e) => setOrderFormFile(e.target.files?.[0] ?? null)}
                    type="file"
                    accept=".pdf,.png,.jpg,.jpeg,.doc,.docx"
                    className="mt-1 text-sm"
                  />
                </div>
              ) : null}
            </div>
          </Card>
        ) : (
          <CheckboxField
            label="I agree to the terms and conditions of this request"
            {...register("acceptTerms")}
            error={err("acceptTerms")}
          />
        )}

        <div className="flex flex-wrap items-center justify-end gap-3">
          {blockers.length && (sanctioned || !termsOk) ? (
            <p id="submit-blockers" className="text-sm text-slate-700" data-testid="submit-blockers">
              To continue: {blockers.join(", ")}.
            </p>
          ) : null}
          <Button
            type="submit"
            loading={isSubmitting}
            disabled={sanctioned || !termsOk}
            aria-describedby={blockers.length && (sanctioned || !termsOk) ? "submit-blockers" : undefined}
          >
            {submitLabel}
          </Button>
        </div>
      </form>
      {values.countryCode && !sanctioned ? (
        <CostEstimatePanel
          countryCode={values.countryCode}
          companyId={companyId}
          billingCurrency={(values.billingCurrency as string) || null}
          fees={panelFees}
          salary={isAdmin && values.includeSalary ? Number(values.annualBaseSalaryAmount) || null : undefined}
        />
      ) : (
        <div />
      )}
    </div>
  );
}
