"use client";

// 'Add employee details' (spec 1 sections 2, 5): the client request (manager) and the admin hire form, one
// react-hook-form each way with the shared zod schemas, the cost estimate panel beside it, sanctions and key facts.
import Link from "next/link";
import { addSeatBackLabel } from "@/lib/hiring/atlas";
import { MESSAGES_HIRING } from "@/lib/hiring/constants";
import { needsDocumentationNote } from "@/lib/hiring/dates";
import { Button } from "@/components/ui/button";
import { CheckboxField } from "@/components/ui/field";
import { Banner } from "@/components/ui/misc";
import { CostEstimatePanel } from "@/components/hiring/cost-estimate-panel";
import { KeyFacts } from "@/components/hiring/key-facts";
import { HireSteps } from "@/components/hiring/hire-steps";
import { submitBlockers, submitLabel, type CountryWithFacts } from "./add-seat-values";
import { useAddSeat } from "./use-add-seat";
import { SeatBasicsCard } from "./seat-basics-card";
import { AdminFeesCard } from "./admin-fees-card";

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
  const isAdmin = variant === "admin";
  const { register, err, isSubmitting, values, serverError, onSubmit, setOrderFormFile, panelFees, onPanelQuote } =
    useAddSeat({
      companyId,
      variant,
      countries,
      initialCountry,
      automatedProposals,
    });
  const country = countries.find((c) => c.code === values.countryCode);
  const sanctioned = !!country?.isSanctioned;
  const termsOk = isAdmin || !!values.acceptTerms;
  const blockers = submitBlockers(values, isAdmin, sanctioned ? country!.name : null);
  const showBlockers = blockers.length > 0 && (sanctioned || !termsOk);
  const documentationNote =
    !isAdmin &&
    !!values.desiredStartDate &&
    needsDocumentationNote(values.desiredStartDate, new Date(), country?.weekendDays);

  return (
    <div className="grid grid-cols-1 gap-6 lg:grid-cols-[minmax(0,1fr)_340px]">
      <form onSubmit={onSubmit} noValidate className="space-y-5" aria-label="Add employee details">
        <Link href={backHref} className="text-sm text-indigo-700 underline">
          {addSeatBackLabel(backHref)}
        </Link>
        {isAdmin ? null : <HireSteps current="details" />}
        <h1 className="text-2xl font-semibold">Add employee details</h1>
        {serverError ? <Banner tone="error" title={serverError} /> : null}
        <SeatBasicsCard
          register={register}
          err={err}
          countries={countries}
          isAdmin={isAdmin}
          documentationNote={documentationNote}
          salaryCurrency={country?.currency}
        />

        {sanctioned ? (
          <Banner tone="error" title={MESSAGES_HIRING.sanctioned(country!.name)}>
            <a className="underline" href="mailto:support@omniplatform.example">
              Contact support
            </a>
          </Banner>
        ) : null}
        {country && !sanctioned ? <KeyFacts countryName={country.name} content={country.keyFacts} /> : null}

        {isAdmin ? (
          <AdminFeesCard
            register={register}
            err={err}
            values={values}
            isInternalCompany={isInternalCompany}
            salaryCurrency={country?.currency}
            onOrderFormFile={setOrderFormFile}
          />
        ) : (
          <CheckboxField
            label="I agree to the terms and conditions of this request"
            {...register("acceptTerms")}
            error={err("acceptTerms")}
          />
        )}

        <div className="flex flex-wrap items-center justify-end gap-3">
          {showBlockers ? (
            <p id="submit-blockers" className="text-sm text-slate-700" data-testid="submit-blockers">
              To continue: {blockers.join(", ")}.
            </p>
          ) : null}
          <Button
            type="submit"
            loading={isSubmitting}
            disabled={sanctioned || !termsOk}
            aria-describedby={showBlockers ? "submit-blockers" : undefined}
          >
            {submitLabel(values, isAdmin, automatedProposals)}
          </Button>
        </div>
      </form>
      {values.countryCode && !sanctioned ? (
        <CostEstimatePanel
          countryCode={values.countryCode}
          companyId={companyId}
          billingCurrency={(values.billingCurrency as string) || null}
          fees={panelFees}
          onQuote={isAdmin ? onPanelQuote : undefined}
          salary={isAdmin && !values.includeSalary ? undefined : Number(values.annualBaseSalaryAmount) || null}
        />
      ) : (
        <div />
      )}
    </div>
  );
}
