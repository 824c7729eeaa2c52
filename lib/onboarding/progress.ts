// Onboarding progress arithmetic (spec 1 section 4): nine stages in order, each with steps; a stage is complete
// when all its steps are. Pure functions, shared by the API, the widget and the drawer.
export type StageDef = { id: string; name: string; steps: { id: string; name: string }[] };

/** floor(current / total * 100), capped at 100; 0 when there is nothing to count. */
export function progressPercent(current: number, total: number): number {
  if (total <= 0 || current <= 0) return 0;
  return Math.min(100, Math.floor((current / total) * 100));
}

/** The welcome profile progress: completed steps over all steps, rounded. */
export function stepPercent(completed: number, total: number): number {
  if (total <= 0) return 0;
  return Math.min(100, Math.round((completed / total) * 100));
}

export function summarizeProgress(stages: StageDef[], completedStepIds: readonly string[]) {
  const done = new Set(completedStepIds);
  const allStepIds = stages.flatMap((s) => s.steps.map((step) => step.id));
  const withState = stages.map((stage) => ({
    ...stage,
    steps: stage.steps.map((step) => ({ ...step, completed: done.has(step.id) })),
    completed: stage.steps.length > 0 && stage.steps.every((step) => done.has(step.id)),
  }));
  const completedStages = withState.filter((s) => s.completed).length;
  const completedSteps = allStepIds.filter((id) => done.has(id)).length;
  return {
    stages: withState,
    completedSteps: allStepIds.filter((id) => done.has(id)),
    totalStages: stages.length,
    completedStages,
    /** The first stage not yet complete (null once everything is done). */
    latestInProgressStageId: withState.find((s) => !s.completed)?.id ?? null,
    percent: progressPercent(completedStages, stages.length),
    stepPercent: stepPercent(completedSteps, allStepIds.length),
    allComplete: allStepIds.length > 0 && completedSteps === allStepIds.length,
  };
}

/** Applies check/uncheck changes; unknown step ids are reported, not ignored. */
export function applyStepChanges(
  stages: StageDef[],
  completedStepIds: readonly string[],
  changes: { stepId: string; completed: boolean }[],
): { next: string[]; unknown: string[] } {
  const known = new Set(stages.flatMap((s) => s.steps.map((step) => step.id)));
  const unknown = changes.filter((c) => !known.has(c.stepId)).map((c) => c.stepId);
  const next = new Set(completedStepIds.filter((id) => known.has(id)));
  for (const change of changes) {
    if (!known.has(change.stepId)) continue;
    if (change.completed) next.add(change.stepId);
    else next.delete(change.stepId);
  }
  // Keep the stages' order so the stored array is stable.
  return { next: [...known].filter((id) => next.has(id)), unknown };
}
