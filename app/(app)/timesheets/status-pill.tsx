import { Pill } from "@/components/ui/misc";

const TONES = { EDITED: "neutral", SUBMITTED: "info", APPROVED: "success" } as const;
const LABELS = { EDITED: "Edited", SUBMITTED: "Submitted", APPROVED: "Approved" } as const;

export function TimesheetStatusPill({ status }: { status: keyof typeof TONES }) {
  return <Pill tone={TONES[status]}>{LABELS[status]}</Pill>;
}
