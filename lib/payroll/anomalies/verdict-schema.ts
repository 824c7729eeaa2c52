// A payroll admin's verdict on a finding and the checks' track records built from them: the body of the verdict
// route, the answers of the track-record route and the sentence the bill shows (client-safe, no Prisma).
import { z } from "zod";

export const FINDING_VERDICTS = ["CONFIRMED_MISTAKE", "JUSTIFIED_CORRECT"] as const;
export type FindingVerdictValue = (typeof FINDING_VERDICTS)[number];
export const VERDICT_LABELS: Record<FindingVerdictValue, string> = {
  CONFIRMED_MISTAKE: "Confirmed mistake",
  JUSTIFIED_CORRECT: "Justified, correct",
};

export const ZFindingVerdict = z.object({
  verdict: z.enum(FINDING_VERDICTS, { message: "Choose Confirmed mistake or Justified, correct" }),
  note: z.string().trim().max(2000, "Keep the note under 2000 characters").optional(),
});
export type FindingVerdictInput = z.input<typeof ZFindingVerdict>;

export const ZFindingVerdictResult = z.object({
  id: z.string(),
  verdict: z.enum(FINDING_VERDICTS),
  verdictAt: z.string(),
});

/** How many of a check's newest findings its track record reads. */
export const TRACK_RECORD_WINDOW = 50;

export const ZCheckTrackRecord = z.object({
  check: z.string(),
  label: z.string(),
  /** The check's newest findings read (at most TRACK_RECORD_WINDOW). */
  findings: z.number().int(),
  confirmed: z.number().int(),
  justified: z.number().int(),
});
export type CheckTrackRecord = z.infer<typeof ZCheckTrackRecord>;

export const ZTrackRecordResponse = z.object({
  canJudge: z.boolean(),
  checks: z.array(ZCheckTrackRecord),
  /** The verdict of each finding of the reports asked about (null: none given yet). */
  verdicts: z.array(z.object({ findingId: z.string(), verdict: z.enum(FINDING_VERDICTS).nullable() })),
});
export type TrackRecordResponse = z.infer<typeof ZTrackRecordResponse>;

/** "Of this check's last 50 findings: 12 confirmed as mistakes, 30 justified as correct." */
export function trackRecordSentence(r: Pick<CheckTrackRecord, "findings" | "confirmed" | "justified">): string {
  const last = r.findings === 1 ? "last finding" : `last ${r.findings} findings`;
  return `Of this check's ${last}: ${r.confirmed} confirmed as ${r.confirmed === 1 ? "a mistake" : "mistakes"}, ${r.justified} justified as correct.`;
}

export const ZCheckOutcome = z.object({
  check: z.string(),
  label: z.string(),
  lspId: z.string().nullable(),
  provider: z.string(),
  raised: z.number().int(),
  confirmed: z.number().int(),
  dismissed: z.number().int(),
});
export type CheckOutcome = z.infer<typeof ZCheckOutcome>;
