"use client";

// 'Complete profile and build contract' (spec 1 sections 2, 5): two validated stages ('Step n/m'), Back/Exit,
// Next then Submit, 'Save and close' (a draft), and on submit the seat's conversion into an employee.
import { useState } from "react";
import Link from "next/link";
import { useRouter } from "next/navigation";
import { useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { apiFetch } from "@/lib/http/client";
import { profileStage1Schema, ZProfileStage2 } from "@/lib/hiring/schema";
import type { SeatView } from "@/lib/hiring/dto";
import { Banner } from "@/components/ui/misc";
import { applyApiError, useApiForm } from "@/components/ui/use-api-form";
import { contractDefaults, personalDefaults, profileOf, withOfferedCurrency, type Values } from "./profile-defaults";
import { PersonalDetailsStep } from "./personal-details-step";
import { ContractDetailsStep } from "./contract-details-step";
import { useFocusOnChange } from "@/components/ui/use-focus-on-change";

const STEPS = 2;

export function CompleteProfileForm({
  seat,
  countries,
  requirePrivateAddress,
  exitHref,
  salaryCurrencies,
}: {
  seat: SeatView;
  countries: { code: string; name: string }[];
  requirePrivateAddress: boolean;
  exitHref: string;
  /** The salary currencies offered; null: any (admins). */
  salaryCurrencies: string[] | null;
}) {
  const router = useRouter();
  const [step, setStep] = useState(profileOf(seat).profileStage === 1 ? 2 : 1);
  const [done, setDone] = useState<string | null>(null);
  // Each step, and the success screen replacing the form, lands keyboard focus on its heading.
  const headingRef = useFocusOnChange(done ?? step);
  const stage1 = useForm<Values>({
    resolver: zodResolver(profileStage1Schema(requirePrivateAddress) as never) as never,
    defaultValues: personalDefaults(seat),
  });
  const stage2 = useForm<Values>({
    resolver: zodResolver(ZProfileStage2 as never) as never,
    defaultValues: withOfferedCurrency(contractDefaults(seat), salaryCurrencies),
  });
  // One banner for both stages: the refusal lands on the stage shown (the only one that can be sent).
  const form = step === 1 ? stage1 : stage2;
  const { serverError, setServerError, submit } = useApiForm(form);

  async function save(stage: 1 | 2, values: Values, draft: boolean) {
    await apiFetch(`/api/seats/${seat.id}/employee-profile`, { method: "PATCH", json: { stage, draft, values } });
  }

  const next = stage1.handleSubmit(
    submit(async (values) => {
      await save(1, values, false);
      setStep(2);
    }),
  );

  const convert = stage2.handleSubmit(
    submit(async (values) => {
      await save(2, values, false);
      const res = await apiFetch<{ data: { employeeId: string } }>(`/api/seats/${seat.id}/convert`, {
        method: "POST",
        json: {},
      });
      setDone(res.data.employeeId);
    }),
  );

  async function saveAndClose() {
    try {
      await save(step as 1 | 2, form.getValues(), true);
      router.push(exitHref);
    } catch (error) {
      setServerError(applyApiError(form, error));
    }
  }

  if (done) {
    return (
      <div className="mx-auto max-w-xl space-y-4 text-center" data-testid="profile-success">
        <h1 ref={headingRef} tabIndex={-1} className="text-2xl font-semibold outline-none">
          Employee created
        </h1>
        <p>
          {seat.firstName} {seat.lastName} has been created and onboarding will start.
        </p>
        <Link className="text-indigo-700 underline" href={`/employees/${done}`}>
          Go to the employee
        </Link>
      </div>
    );
  }

  return (
    <div className="mx-auto max-w-3xl space-y-5">
      <div className="flex items-center justify-between gap-3">
        <h1 className="text-2xl font-semibold">Complete profile and build contract</h1>
        <button type="button" className="text-sm text-indigo-700 underline" onClick={saveAndClose}>
          Save and close
        </button>
      </div>
      <p ref={headingRef} tabIndex={-1} className="text-sm font-medium text-slate-700 outline-none" aria-live="polite">
        Step {step}/{STEPS}
      </p>
      {serverError ? <Banner tone="error" title={serverError} /> : null}

      {step === 1 ? (
        <PersonalDetailsStep
          form={stage1}
          onSubmit={next}
          countryCode={seat.countryCode}
          countries={countries}
          requirePrivateAddress={requirePrivateAddress}
          exitHref={exitHref}
        />
      ) : (
        <ContractDetailsStep
          form={stage2}
          onSubmit={convert}
          onBack={() => setStep(1)}
          countryCode={seat.countryCode}
          countryName={seat.countryName}
          salaryCurrencies={salaryCurrencies}
        />
      )}
    </div>
  );
}
