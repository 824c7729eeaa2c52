// The employee page's "Next step" card (lib/employees/next-step.ts): what the hire in progress waits for, whose
// move it is, and the action right here when the viewer may take it (the employer step opens its dialog).
import Link from "next/link";
import { NEXT_STEP_ANCHOR, type NextStep } from "@/lib/employees/next-step";
import { Pill } from "@/components/ui/misc";
import type { EmployerChoices } from "./set-employer-dialog";
import { SetEmployerAction } from "./set-employer-action";

const ACTION_LINK =
  "inline-flex min-h-10 items-center rounded-md bg-indigo-600 px-4 text-sm font-medium text-white hover:bg-indigo-700 focus-visible:outline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600";

export function NextStepCard({
  employeeId,
  step,
  employer,
}: {
  employeeId: string;
  step: NextStep;
  /** The employer dialog's choices and current values, when the step is the employer and the viewer sets it. */
  employer: { choices: EmployerChoices; current: { lspId: string | null; legalEntityId: string | null } } | null;
}) {
  const headingId = `${NEXT_STEP_ANCHOR}-heading`;
  return (
    <section
      id={NEXT_STEP_ANCHOR}
      aria-labelledby={headingId}
      className="scroll-mt-24 rounded-lg border border-indigo-200 bg-indigo-50 p-5 shadow-sm"
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id={headingId} className="text-base font-semibold text-slate-900">
          Next step
        </h2>
        <Pill tone="info">Owner: {step.owner}</Pill>
      </div>
      <p className="mt-2 text-sm font-medium text-slate-900" data-testid="next-step-title">
        {step.title}
      </p>
      <p className="mt-1 text-sm text-slate-700">{step.explanation}</p>
      {step.action ? (
        <div className="mt-3">
          {step.step === "employer" && employer ? (
            <SetEmployerAction
              employeeId={employeeId}
              label={step.action.label}
              choices={employer.choices}
              current={employer.current}
            />
          ) : (
            <Link href={step.action.href} className={ACTION_LINK}>
              {step.action.label}
            </Link>
          )}
        </div>
      ) : null}
    </section>
  );
}
