// The 'Waiting for your approval' list and its bulk approve (GET /api/approvals, POST /api/approvals/bulk-approve):
// query, body and answers, shared by the routes, the SWR hook and the page. No server code here (the page imports it).
import { z } from "zod";
import { ZDateTime, ZNextKey } from "@/lib/zod/response";

export const APPROVAL_KINDS = ["timeOff", "expense", "timesheet"] as const;
export const ZApprovalKind = z.enum(APPROVAL_KINDS, { error: "Kind must be timeOff, expense or timesheet" });
export type ApprovalKind = z.infer<typeof ZApprovalKind>;

export const APPROVAL_KIND_LABELS: Record<ApprovalKind, string> = {
  timeOff: "Time off",
  expense: "Expense",
  timesheet: "Timesheet",
};

export const WAITING_PAGE_SIZE = 50;
export const MAX_WAITING_PAGE_SIZE = 100;
export const MAX_BULK_ITEMS = 100;

export const ZWaitingListQuery = z.object({
  cursor: z.string().max(400, "Cursor must be a nextCursor value from a previous page.").optional(),
  pageSize: z.coerce.number().int().min(1).max(MAX_WAITING_PAGE_SIZE).default(WAITING_PAGE_SIZE),
  kind: ZApprovalKind.optional(),
});
export type WaitingListQuery = z.input<typeof ZWaitingListQuery>;

export const ZWaitingItem = z.object({
  kind: ZApprovalKind,
  id: z.string(),
  employeeName: z.string(),
  companyName: z.string().optional(),
  summary: z.string().describe('e.g. "Holiday, 5–9 Nov 2026 (5 working days)"'),
  submittedAt: ZDateTime,
  href: z.string().describe("The page where the item is decided one by one"),
});
export type WaitingItem = z.infer<typeof ZWaitingItem>;

export const ZWaitingPage = z.object({ items: z.array(ZWaitingItem), nextCursor: ZNextKey });
export type WaitingPage = z.infer<typeof ZWaitingPage>;

export const ZApprovalRef = z.object({ kind: ZApprovalKind, id: z.string().trim().min(1).max(64) });
export type ApprovalRef = z.infer<typeof ZApprovalRef>;

export const ZBulkApprove = z.object({
  items: z
    .array(ZApprovalRef)
    .min(1, "Choose at least one item to approve")
    .max(MAX_BULK_ITEMS, `Approve at most ${MAX_BULK_ITEMS} items at a time`),
});
export type BulkApproveInput = z.input<typeof ZBulkApprove>;

export const ZBulkApproveResult = z.discriminatedUnion("ok", [
  z.object({ kind: ZApprovalKind, id: z.string(), ok: z.literal(true) }),
  z.object({ kind: ZApprovalKind, id: z.string(), ok: z.literal(false), status: z.number(), message: z.string() }),
]);
export type BulkApproveResult = z.infer<typeof ZBulkApproveResult>;

export const ZBulkApproveAnswer = z.object({ results: z.array(ZBulkApproveResult) });
export type BulkApproveAnswer = z.infer<typeof ZBulkApproveAnswer>;
