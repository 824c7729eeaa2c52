"use client";

// Under a finding of the LSP bill: its check's track record ('Of this check's last 50 findings: 12 confirmed as
// mistakes, 30 justified as correct') and, for a payroll admin, the verdict buttons that feed it.
import type { Finding } from "@/lib/payroll/anomalies/schema";
import {
  FINDING_VERDICTS,
  VERDICT_LABELS,
  trackRecordSentence,
  type FindingVerdictValue,
} from "@/lib/payroll/anomalies/verdict-schema";
import { useCheckTrackRecord } from "@/lib/swr/use-check-track-record";
import { apiFetch } from "@/lib/http/client";
import { Button } from "@/components/ui/button";
import { Pill } from "@/components/ui/misc";
import { useAction } from "@/components/ui/use-action";

export function FindingVerdict({ finding }: { finding: Pick<Finding, "id" | "payReportId" | "check"> }) {
  const { data, mutate } = useCheckTrackRecord([finding.payReportId]);
  const { busy, run } = useAction({ refresh: () => mutate(), refreshServer: false });
  if (!data) return null;
  const record = data.checks.find((c) => c.check === finding.check);
  const verdict = data.verdicts.find((v) => v.findingId === finding.id)?.verdict ?? null;
  const judge = (value: FindingVerdictValue) =>
    run(
      () =>
        apiFetch(`/api/gross-to-net/${finding.payReportId}/findings/${finding.id}/verdict`, {
          method: "POST",
          json: { verdict: value },
        }),
      { success: `Marked: ${VERDICT_LABELS[value]}`, failure: "The verdict could not be saved" },
    );
  return (
    <div className="mt-2 space-y-1 text-xs text-slate-700" data-testid="finding-verdict">
      {record ? <p data-testid="check-track-record">{trackRecordSentence(record)}</p> : null}
      {verdict ? (
        <p>
          Verdict: <Pill tone={verdict === "CONFIRMED_MISTAKE" ? "error" : "success"}>{VERDICT_LABELS[verdict]}</Pill>
        </p>
      ) : null}
      {data.canJudge ? (
        <div className="flex flex-wrap gap-2" role="group" aria-label="Verdict on this finding">
          {FINDING_VERDICTS.map((value) => (
            <Button
              key={value}
              variant="secondary"
              aria-pressed={verdict === value}
              disabled={busy || verdict === value}
              onClick={() => judge(value)}
            >
              {VERDICT_LABELS[value]}
            </Button>
          ))}
        </div>
      ) : null}
    </div>
  );
}
