// THE status-label helper: a status as words, never a raw enum. Known statuses use the spec's labels
// (pay reports, order forms); any other enum reads as a sentence ("WITH_PENDING_INVOICES" -> "With pending invoices").
import { SOW_STATUS_LABELS } from "@/lib/hiring/constants";
import { STATUS_LABELS as PAY_REPORT_STATUS_LABELS } from "@/lib/payroll/pay-report-status";

const KNOWN: Record<string, string> = { ...PAY_REPORT_STATUS_LABELS, ...SOW_STATUS_LABELS };

export function statusLabel(status: string | null | undefined): string {
  if (!status) return "—";
  const known = KNOWN[status];
  if (known) return known;
  const words = status
    .replace(/^[a-z]+:/, "")
    .replace(/[_:-]+/g, " ")
    .trim()
    .toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}
