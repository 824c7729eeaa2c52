// Display helpers of the back-office jobs page.
import { formatDateTime } from "@/lib/dates";

/** "45 s", "3 min 20 s", "2 h 5 min", "3 d 4 h". */
export function formatAge(seconds: number | null | undefined): string {
  if (seconds === null || seconds === undefined) return "-";
  const s = Math.max(0, Math.round(seconds));
  if (s < 60) return `${s} s`;
  if (s < 3600) return `${Math.floor(s / 60)} min ${s % 60} s`;
  if (s < 86_400) return `${Math.floor(s / 3600)} h ${Math.floor((s % 3600) / 60)} min`;
  return `${Math.floor(s / 86_400)} d ${Math.floor((s % 86_400) / 3600)} h`;
}

export const when = (iso: string | null | undefined) => (iso ? formatDateTime(iso) : "-");
