// The sentence the page announces after 'Approve selected': how many were approved, then each refusal with its
// employee and the server's reason, e.g. "3 approved. 1 could not be approved: Emma Employee – Already approved."
import type { BulkApproveResult, WaitingItem } from "@/lib/approvals/schema";

export const itemKey = (item: { kind: string; id: string }) => `${item.kind}:${item.id}`;

export function outcomeText(results: BulkApproveResult[], items: Map<string, Pick<WaitingItem, "employeeName">>) {
  const approved = results.filter((r) => r.ok).length;
  const failed = results.flatMap((r) => (r.ok ? [] : [r]));
  const head = `${approved} approved.`;
  if (failed.length === 0) return head;
  const reasons = failed.map((f) => `${items.get(itemKey(f))?.employeeName ?? "Unknown item"} – ${f.message}`);
  return `${head} ${failed.length} could not be approved: ${reasons.join("; ")}`;
}
