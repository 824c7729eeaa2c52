// Onboarding progress arithmetic (spec 1 section 4): floor(current/total*100) capped at 100, stages complete
// only when every step is, the first incomplete stage is the one in progress.
import { applyStepChanges, progressPercent, stepPercent, summarizeProgress } from "@/lib/onboarding/progress";

const STAGES = [
  {
    id: "s1",
    name: "One",
    steps: [
      { id: "a", name: "A" },
      { id: "b", name: "B" },
    ],
  },
  { id: "s2", name: "Two", steps: [{ id: "c", name: "C" }] },
  {
    id: "s3",
    name: "Three",
    steps: [
      { id: "d", name: "D" },
      { id: "e", name: "E" },
      { id: "f", name: "F" },
    ],
  },
];

describe("onboarding progress", () => {
  it("floors and caps the percentage", () => {
    expect(progressPercent(1, 9)).toBe(11);
    expect(progressPercent(2, 3)).toBe(66);
    expect(progressPercent(8, 9)).toBe(88);
    expect(progressPercent(9, 9)).toBe(100);
    expect(progressPercent(12, 9)).toBe(100);
    expect(progressPercent(0, 9)).toBe(0);
    expect(progressPercent(3, 0)).toBe(0);
    expect(stepPercent(2, 3)).toBe(67); // the welcome profile rounds
  });

  it("counts a stage only when all its steps are done", () => {
    const partial = summarizeProgress(STAGES, ["a", "c", "d"]);
    expect(partial.completedStages).toBe(1);
    expect(partial.percent).toBe(33);
    expect(partial.latestInProgressStageId).toBe("s1");
    expect(partial.allComplete).toBe(false);
    const done = summarizeProgress(STAGES, ["a", "b", "c", "d", "e", "f"]);
    expect(done).toMatchObject({ completedStages: 3, percent: 100, allComplete: true, latestInProgressStageId: null });
  });

  it("applies ticks and unticks in stage order and reports unknown steps", () => {
    const { next, unknown } = applyStepChanges(
      STAGES,
      ["c", "a"],
      [
        { stepId: "f", completed: true },
        { stepId: "a", completed: false },
        { stepId: "zz", completed: true },
      ],
    );
    expect(next).toEqual(["c", "f"]);
    expect(unknown).toEqual(["zz"]);
  });
});
