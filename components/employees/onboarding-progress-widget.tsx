"use client";

// Onboarding progress (spec 1 sections 2 and 4): the percentage and current stage, 'See more' opens the side
// drawer with the nine stages. Admins tick steps; the changes go out after a 1 second pause. When the ticks
// would complete everything and no employer is set, the 'Employer missing' modal blocks.
import Link from "next/link";
import { useEffect, useRef, useState } from "react";
import { toast } from "sonner";
import { apiFetch, ApiError } from "@/lib/http/client";
import { summarizeProgress } from "@/lib/onboarding/progress";
import { stageExplanation } from "@/lib/onboarding/stage-guide";
import type { OnboardingProgressDto } from "@/lib/onboarding/get-progress";
import { ONBOARDING_ANCHOR } from "@/lib/employees/next-step";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/misc";
import { Dialog, SideDrawer } from "@/components/ui/dialog";

type Json<T> = T extends Date ? string : T extends object ? { [K in keyof T]: Json<T[K]> } : T;
export type ProgressView = Json<OnboardingProgressDto>;

export const STEP_DELAY_MS = 1000;

export function OnboardingProgressWidget({
  initial,
  canTick,
  editEmployerHref,
}: {
  initial: ProgressView;
  canTick: boolean;
  editEmployerHref: string;
}) {
  const [progress, setProgress] = useState(initial);
  const [done, setDone] = useState(() => new Set(initial.completedSteps));
  const [open, setOpen] = useState(false);
  const [employerMissing, setEmployerMissing] = useState(false);
  const pending = useRef(new Map<string, boolean>());
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const summary = summarizeProgress(progress.stages, [...done]);
  const current = progress.stages.find((s) => s.id === summary.latestInProgressStageId);

  useEffect(() => () => void (timer.current && clearTimeout(timer.current)), []);
  // The Next step card (and the home page) link to the steps with #onboarding-progress: open them there.
  useEffect(() => {
    const openAtAnchor = () => window.location.hash === `#${ONBOARDING_ANCHOR}` && setOpen(true);
    openAtAnchor();
    window.addEventListener("hashchange", openAtAnchor);
    return () => window.removeEventListener("hashchange", openAtAnchor);
  }, []);

  async function flush() {
    const updatedSteps = [...pending.current].map(([stepId, completed]) => ({ stepId, completed }));
    pending.current.clear();
    if (updatedSteps.length === 0) return;
    try {
      const next = await apiFetch<ProgressView>(`/api/onboarding-progress/employee/${progress.employeeId}`, {
        method: "PATCH",
        json: { updatedSteps },
      });
      setProgress(next);
      setDone(new Set(next.completedSteps));
      if (next.onboardingStatus === "ACTIVE" && progress.onboardingStatus !== "ACTIVE")
        toast.success("Onboarding complete: the employee is now Active");
    } catch (error) {
      toast.error(error instanceof ApiError ? error.message : "Could not save the onboarding steps");
      setDone(new Set(progress.completedSteps));
    }
  }

  function toggle(stepId: string, completed: boolean) {
    const next = new Set(done);
    if (completed) next.add(stepId);
    else next.delete(stepId);
    if (summarizeProgress(progress.stages, [...next]).allComplete && !progress.hasEmployer) {
      setEmployerMissing(true);
      return;
    }
    setDone(next);
    pending.current.set(stepId, completed);
    if (timer.current) clearTimeout(timer.current);
    timer.current = setTimeout(() => void flush(), STEP_DELAY_MS);
  }

  return (
    <Card
      title="Onboarding progress"
      actions={
        <Button variant="secondary" onClick={() => setOpen(true)}>
          See more
        </Button>
      }
    >
      <div className="space-y-2">
        <div
          className="h-2 w-full overflow-hidden rounded bg-slate-200"
          role="progressbar"
          aria-label="Onboarding progress"
          aria-valuenow={summary.percent}
          aria-valuemin={0}
          aria-valuemax={100}
        >
          <div className="h-full bg-indigo-600" style={{ width: `${summary.percent}%` }} />
        </div>
        <p className="text-sm text-slate-700">
          {summary.percent}% · {current ? `Current stage: ${current.name}` : "All stages complete"}
        </p>
      </div>
      <SideDrawer
        open={open}
        onOpenChange={setOpen}
        title="Onboarding progress"
        description={`${summary.percent}% complete${canTick ? ": tick the steps as they are done." : "."}`}
      >
        <ol className="space-y-4">
          {summarizeProgress(progress.stages, [...done]).stages.map((stage, i) => (
            <li key={stage.id}>
              {/* Each stage a labelled group of its tick boxes, with what the stage is about. */}
              <fieldset aria-describedby={`${stage.id}-about`}>
                <legend className="text-sm font-semibold text-slate-900">
                  {i + 1}. {stage.name}{" "}
                  {stage.completed ? (
                    <>
                      <span aria-hidden>✓</span>
                      <span className="sr-only">(complete)</span>
                    </>
                  ) : null}
                </legend>
                <p id={`${stage.id}-about`} className="mt-0.5 text-xs text-slate-600">
                  {stageExplanation(stage.name)}
                </p>
                <ul className="mt-1 space-y-1">
                  {stage.steps.map((step) => (
                    <li key={step.id}>
                      <label className="flex items-center gap-2 text-sm text-slate-800">
                        <input
                          type="checkbox"
                          className="focus-visible:outline focus-visible:outline-2 focus-visible:outline-indigo-600"
                          checked={step.completed}
                          disabled={!canTick}
                          onChange={(e) => toggle(step.id, e.target.checked)}
                        />
                        {step.name}
                      </label>
                    </li>
                  ))}
                </ul>
              </fieldset>
            </li>
          ))}
        </ol>
      </SideDrawer>
      <Dialog
        open={employerMissing}
        onOpenChange={setEmployerMissing}
        title="Employer missing"
        description="Set the employer (local service provider) before completing the last onboarding step."
        footer={
          <>
            <Button variant="secondary" onClick={() => setEmployerMissing(false)}>
              Cancel
            </Button>
            <Link
              href={editEmployerHref}
              className="rounded-md bg-indigo-600 px-4 py-2 text-sm font-medium text-white hover:bg-indigo-700"
            >
              Update Employer
            </Link>
          </>
        }
      />
    </Card>
  );
}
