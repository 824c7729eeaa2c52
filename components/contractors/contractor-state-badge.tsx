// Contractor state badge with the spec's tones (spec 2 section 4, spec 3 section 4), and the neutral contract and
// invoice state pills of the contractor page.
import { contractorBadgeTone, CONTRACTOR_STATE_LABEL } from "@/lib/contractors/badge";

const TONE_CLASS = {
  success: "bg-green-100 text-green-900",
  warning: "bg-amber-100 text-amber-900",
  error: "bg-red-100 text-red-900",
  default: "bg-slate-100 text-slate-900",
} as const;

export function ContractorStateBadge({ state }: { state: string }) {
  const tone = contractorBadgeTone(state);
  return (
    <span data-tone={tone} className={`rounded px-2 py-0.5 text-xs font-medium ${TONE_CLASS[tone]}`}>
      {CONTRACTOR_STATE_LABEL[state] ?? state}
    </span>
  );
}

/** 'IN_PROGRESS' -> 'In progress'. */
export function stateLabel(state: string): string {
  const words = state.toLowerCase().replace(/_/g, " ");
  return words[0].toUpperCase() + words.slice(1);
}
