"use client";

// Where a request stands in its company's approval chain (GET /api/approvals/progress/{kind}/{id}): one line per
// level with who decided, on whose behalf and when, a decline's or question's note, and which level waits now.
// Nothing when the request is outside any chain (the single approver decides) or while it loads.
import { useEffect } from "react";
import useSWR from "swr";
import { swrFetcher } from "@/lib/http/client";
import type { ApprovalKind } from "@/lib/approvals/schema";
import type { ApprovalProgressDto } from "@/lib/approvals/get-approval-progress";
import { progressLine } from "@/components/approvals/progress-text";
import { cn } from "@/components/ui/cn";

export const approvalProgressPath = (kind: ApprovalKind, id: string) =>
  `/api/approvals/progress/${kind}/${encodeURIComponent(id)}`;

const DOT = {
  approved: "bg-emerald-600",
  declined: "bg-red-600",
  "info-requested": "bg-amber-500",
  waiting: "bg-sky-600",
  "not-reached": "bg-slate-300",
} as const;

export function ApprovalProgress({
  kind,
  id,
  revalidateOn,
  heading,
  className,
}: {
  kind: ApprovalKind;
  id: string;
  /** A value that changes when the request is decided (its status, version): the progress is read again. */
  revalidateOn?: string | number;
  /** A heading above the levels (a card of its own); without it, the list alone (under a status). */
  heading?: string;
  className?: string;
}) {
  const { data, mutate } = useSWR<ApprovalProgressDto>(approvalProgressPath(kind, id), swrFetcher, {
    revalidateOnFocus: false,
  });
  useEffect(() => {
    if (revalidateOn !== undefined) void mutate();
  }, [revalidateOn, mutate]);
  if (!data?.inChain) return null;
  const list = (
    <ol
      aria-label="Approval progress"
      className={cn("space-y-1 text-slate-700", heading ? "text-sm" : "text-xs", !heading && className)}
    >
      {data.steps.map((step) => (
        <li key={step.step} className="flex gap-2" data-testid="approval-progress-step" data-state={step.state}>
          <span aria-hidden className={cn("mt-1 h-2 w-2 shrink-0 rounded-full", DOT[step.state])} />
          <span className="break-words">
            {progressLine(step)}
            {step.note ? (
              <span className="block text-slate-600">
                {step.state === "declined" ? "Reason" : "Note"}: {step.note}
              </span>
            ) : null}
          </span>
        </li>
      ))}
    </ol>
  );
  if (!heading) return list;
  return (
    <section className={className}>
      <h2 className="mb-2 text-base font-semibold text-slate-900">{heading}</h2>
      {list}
    </section>
  );
}
