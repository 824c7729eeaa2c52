"use client";

// Onboarding progress (spec 1 sections 2 and 4): the percentage and current stage, 'See more' opens the side
// drawer with the nine stages. Admins tick steps; the changes go out after a 1 second pause, one save at a time
// (lib/onboarding/save-queue.ts): the ticks on screen are never overwritten by the answer to an older save, and a
// failed save rolls back to what the server last saved. When the ticks would complete everything and no employer
// is set, the 'Employer missing' modal blocks, however fast the boxes are ticked.
import Link from "next/link";
import { useEffect, useRef, useState } from "react";
import { toast } from "sonner";
import { apiFetch, failureMessage } from "@/lib/http/client";
import { summarizeProgress } from "@/lib/onboarding/progress";
import { createSaveQueue, type SaveQueue } from "@/lib/onboarding/save-queue";
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
  const [open, setOpen] = useState(false);
  const [employerMissing, setEmployerMissing] = useState(false);
  const { done, latest, tick } = useStepSaves(initial, setProgress);
  const summary = summarizeProgress(progress.stages, [...done]);
  const current = progress.stages.find((s) => s.id === summary.latestInProgressStageId);

  // The Next step card (and the home page) link to the steps with #onboarding-progress: open them there.
  useEffect(() => {
    const openAtAnchor = () => window.location.hash === `#${ONBOARDING_ANCHOR}` && setOpen(true);
    openAtAnchor();
    window.addEventListener("hashchange", openAtAnchor);
    return () => window.removeEventListener("hashchange", openAtAnchor);
  }, []);

  function toggle(stepId: string, completed: boolean) {
    // From the newest local ticks (a ref: several ticks may land before React renders again).
    const next = new Set(latest());
    if (completed) next.add(stepId);
    else next.delete(stepId);
    if (summarizeProgress(progress.stages, [...next]).allComplete && !progress.hasEmployer) {
      setEmployerMissing(true);
      return;
    }
    tick(next);
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

/**
 * The saves of the ticks: `local` holds the newest ticks, `saved` what the server last answered. A save sends the
 * steps where they differ; its answer replaces the ticks on screen only when no newer ticks wait.
 */
function useStepSaves(initial: ProgressView, setProgress: (progress: ProgressView) => void) {
  const [done, setDone] = useState(() => new Set(initial.completedSteps));
  const local = useRef(done);
  const saved = useRef(initial);
  const queue = useRef<SaveQueue<Set<string>> | null>(null);
  useEffect(() => {
    queue.current = createSaveQueue<Set<string>, ProgressView>({
      delayMs: STEP_DELAY_MS,
      async send(state) {
        const before = new Set(saved.current.completedSteps);
        const updatedSteps = saved.current.stages
          .flatMap((stage) => stage.steps.map((step) => step.id))
          .filter((id) => state.has(id) !== before.has(id))
          .map((stepId) => ({ stepId, completed: state.has(stepId) }));
        if (updatedSteps.length === 0) return null;
        return apiFetch<ProgressView>(`/api/onboarding-progress/employee/${saved.current.employeeId}`, {
          method: "PATCH",
          json: { updatedSteps },
        });
      },
      onSaved(next, { stale }) {
        const wasActive = saved.current.onboardingStatus === "ACTIVE";
        saved.current = next;
        setProgress(next);
        if (!stale) {
          local.current = new Set(next.completedSteps);
          setDone(local.current);
        }
        if (next.onboardingStatus === "ACTIVE" && !wasActive)
          toast.success("Onboarding complete: the employee is now Active");
      },
      onFailed(error) {
        toast.error(failureMessage(error, "Could not save the onboarding steps"));
        local.current = new Set(saved.current.completedSteps);
        setDone(local.current);
      },
    });
    return () => queue.current?.dispose();
  }, [setProgress]);
  return {
    done,
    /** The newest ticks (a ref: several ticks may land before React renders again). */
    latest: () => local.current,
    tick(next: Set<string>) {
      local.current = next;
      setDone(next);
      queue.current?.schedule(next);
    },
  };
}
