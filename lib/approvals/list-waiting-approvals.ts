// GET /api/approvals: everything waiting for the actor's decision (time off, expenses, timesheets) in one list,
// newest first on (submittedAt, kind, id). Keyset paging over three tables: each kind reads at most pageSize + 1
// rows past the cursor in that order, the merge keeps the first pageSize + 1, so a page costs the same at any depth.
import "server-only";
import { db } from "@/lib/db";
import type { Actor } from "@/lib/auth/actor";
import { decodeCursor, invalidCursor, keysetPage } from "@/lib/http/keyset";
import { toTimeOffDto, timeOffSelect } from "@/lib/time-off/dto";
import { holidaysOfEntries } from "@/lib/time-off/entry-holidays";
import { leaveLabel } from "@/lib/time-off/schema";
import { periodLabel } from "@/lib/finance/company-invoice-schema";
import {
  APPROVAL_KINDS,
  WAITING_PAGE_SIZE,
  type ApprovalKind,
  type WaitingItem,
  type WaitingListQuery,
  type WaitingPage,
} from "@/lib/approvals/schema";
import {
  assertMayApproveAny,
  decidableKinds,
  waitingExpenseWhere,
  waitingTimeOffWhere,
  waitingTimesheetWhere,
} from "@/lib/approvals/waiting-where";

type Position = { at: Date; kind: ApprovalKind; id: string };
type Row = Position & { item: () => WaitingItem };

/** The position after which the page starts; a 400 naming `cursor` for text this list did not give out. */
function afterCursor(cursor: string | undefined): Position | null {
  if (!cursor) return null;
  const parts = decodeCursor(cursor, 3);
  const at = new Date(parts?.[0] ?? "");
  if (!parts || Number.isNaN(at.getTime()) || !(APPROVAL_KINDS as readonly string[]).includes(parts[1]))
    throw invalidCursor("cursor", "Invalid cursor", "Cursor must be a nextCursor value from a previous page.");
  return { at, kind: parts[1] as ApprovalKind, id: parts[2] };
}

/** One kind's rows after the position in (at desc, kind desc, id desc); the kind is constant within a table. */
function seek<W>(field: string, kind: ApprovalKind, after: Position | null): W {
  if (!after) return {} as W;
  if (kind < after.kind) return { [field]: { lte: after.at } } as W;
  if (kind > after.kind) return { [field]: { lt: after.at } } as W;
  return { OR: [{ [field]: { lt: after.at } }, { [field]: after.at, id: { lt: after.id } }] } as W;
}

const newestFirst = (a: Position, b: Position) =>
  b.at.getTime() - a.at.getTime() || (a.kind < b.kind ? 1 : a.kind > b.kind ? -1 : a.id < b.id ? 1 : -1);

const nameOf = (e: { firstName: string; lastName: string }) => `${e.firstName} ${e.lastName}`.trim();

const SHORT = (d: Date, parts: Intl.DateTimeFormatOptions) =>
  d.toLocaleDateString("en-GB", { ...parts, timeZone: "UTC" });

/** "5–9 Nov 2026", "28 Nov–2 Dec 2026", "30 Dec 2026–2 Jan 2027", "5 Nov 2026". */
export function dayRange(start: Date, end: Date): string {
  const full = (d: Date) => SHORT(d, { day: "numeric", month: "short", year: "numeric" });
  if (start.getTime() === end.getTime()) return full(start);
  if (start.getUTCFullYear() !== end.getUTCFullYear()) return `${full(start)}–${full(end)}`;
  if (start.getUTCMonth() !== end.getUTCMonth())
    return `${SHORT(start, { day: "numeric", month: "short" })}–${full(end)}`;
  return `${start.getUTCDate()}–${full(end)}`;
}

const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? "" : "s"}`;

async function timeOffRows(actor: Actor, after: Position | null, take: number): Promise<Row[]> {
  const rows = await db.timeOffEntry.findMany({
    where: { AND: [await waitingTimeOffWhere(actor), seek("createdAt", "timeOff", after)] },
    orderBy: [{ createdAt: "desc" }, { id: "desc" }],
    take,
    select: { ...timeOffSelect, company: { select: { name: true } } },
  });
  const holidays = await holidaysOfEntries(rows);
  return rows.map((r) => ({
    at: r.createdAt,
    kind: "timeOff" as const,
    id: r.id,
    item: () => {
      const dto = toTimeOffDto(r, holidays);
      const days = plural(dto.workingDays, "working day");
      return {
        kind: "timeOff",
        id: r.id,
        employeeName: dto.employeeName,
        companyName: r.company.name,
        summary: `${leaveLabel(dto)}, ${dayRange(r.startDate, r.endDate)} (${days})`,
        submittedAt: r.createdAt.toISOString(),
        href: "/time-off",
      };
    },
  }));
}

async function expenseRows(actor: Actor, after: Position | null, take: number): Promise<Row[]> {
  const rows = await db.expense.findMany({
    where: { AND: [await waitingExpenseWhere(actor), seek("createdAt", "expense", after)] },
    orderBy: [{ createdAt: "desc" }, { id: "desc" }],
    take,
    select: {
      id: true,
      title: true,
      amount: true,
      currency: true,
      createdAt: true,
      company: { select: { name: true } },
      employee: { select: { firstName: true, lastName: true } },
    },
  });
  return rows.map((r) => ({
    at: r.createdAt,
    kind: "expense" as const,
    id: r.id,
    item: () => ({
      kind: "expense",
      id: r.id,
      employeeName: nameOf(r.employee),
      companyName: r.company.name,
      summary: `${r.title}, ${r.amount.toFixed(2)} ${r.currency}`,
      submittedAt: r.createdAt.toISOString(),
      href: `/expenses/${encodeURIComponent(r.id)}`,
    }),
  }));
}

async function timesheetRows(actor: Actor, after: Position | null, take: number): Promise<Row[]> {
  const rows = await db.timesheet.findMany({
    where: { AND: [await waitingTimesheetWhere(actor), seek("submittedDate", "timesheet", after)] },
    orderBy: [{ submittedDate: "desc" }, { id: "desc" }],
    take,
    select: {
      id: true,
      employeeId: true,
      yearMonth: true,
      submittedDate: true,
      employee: { select: { firstName: true, lastName: true, company: { select: { name: true } } } },
    },
  });
  return rows.map((r) => {
    const at = r.submittedDate as Date; // the where keeps dated rows only
    return {
      at,
      kind: "timesheet" as const,
      id: r.id,
      item: () => ({
        kind: "timesheet",
        id: r.id,
        employeeName: nameOf(r.employee),
        companyName: r.employee.company.name,
        summary: `Timesheet ${periodLabel(r.yearMonth.replace("-", ""))}`,
        submittedAt: at.toISOString(),
        href: `/timesheets?employeeId=${encodeURIComponent(r.employeeId)}&month=${r.yearMonth}`,
      }),
    };
  });
}

const READERS: Record<ApprovalKind, (actor: Actor, after: Position | null, take: number) => Promise<Row[]>> = {
  timeOff: timeOffRows,
  expense: expenseRows,
  timesheet: timesheetRows,
};

export async function listWaitingApprovals(actor: Actor, query: WaitingListQuery = {}): Promise<WaitingPage> {
  assertMayApproveAny(actor);
  const pageSize = Number(query.pageSize ?? WAITING_PAGE_SIZE);
  const after = afterCursor(query.cursor);
  const kinds = decidableKinds(actor).filter((k) => !query.kind || k === query.kind);
  const rows = (await Promise.all(kinds.map((k) => READERS[k](actor, after, pageSize + 1))))
    .flat()
    .sort(newestFirst)
    .slice(0, pageSize + 1);
  const { page, nextCursor } = keysetPage(rows, pageSize, (r) => [r.at, r.kind, r.id]);
  return { items: page.map((r) => r.item()), nextCursor };
}
