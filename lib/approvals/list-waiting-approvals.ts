// GET /api/approvals: everything waiting for the actor's decision (time off, expenses, timesheets) in one list,
// newest first on (submittedAt, kind, id). Keyset paging over three tables: each kind reads at most pageSize + 1
// rows past the cursor in that order, the merge keeps the first pageSize + 1, so a page costs the same at any depth.
// Each kind is one SQL statement through queryRows, its rules the SQL forms of the domains' `where`s
// (lib/approvals/waiting-where.ts) and the joins its item needs: through Prisma each relation filter was an
// `IN (SELECT ...)` of 7-17 ms even with no rows, and each relation read a query of its own (docs/time.md).
import "server-only";
import { Prisma } from "@/generated/prisma/client";
import { queryRows } from "@/lib/db";
import type { Actor } from "@/lib/auth/actor";
import { decodeCursor, invalidCursor, keysetPage } from "@/lib/queries/keyset";
import { seekSql } from "@/lib/queries/keyset-sql";
import { countWorkingDays, utcDay } from "@/lib/time-off/working-days";
import { fromDbLeaveType, leaveLabel } from "@/lib/time-off/schema";
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
  waitingExpenseSql,
  waitingTimeOffSql,
  waitingTimesheetSql,
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

/**
 * One kind's rows after the position in (at desc, kind desc, id desc); the kind is constant within a table. The
 * `at <=` bound is what the keyset indexes take as their condition; the row comparison alone is only a filter.
 */
function seek(at: Prisma.Sql, id: Prisma.Sql, kind: ApprovalKind, after: Position | null): Prisma.Sql {
  if (!after) return Prisma.empty;
  const bound = Prisma.sql`${after.at.toISOString()}::timestamp`;
  if (kind < after.kind) return Prisma.sql`AND ${at} <= ${bound}`;
  if (kind > after.kind) return Prisma.sql`AND ${at} < ${bound}`;
  return Prisma.sql`AND ${at} <= ${bound} AND ${seekSql([at, id], [bound, after.id], "desc")}`;
}

const newestFirst = (a: Position, b: Position) =>
  b.at.getTime() - a.at.getTime() || (a.kind < b.kind ? 1 : a.kind > b.kind ? -1 : a.id < b.id ? 1 : -1);

const nameOf = (e: { firstName: string; lastName: string }) => `${e.firstName} ${e.lastName}`.trim();

// The formatters made once: toLocaleDateString with options builds one per call (about 0.1 ms, a page of time off
// spent more on it than on its statement).
const DAY_MONTH_YEAR = new Intl.DateTimeFormat("en-GB", {
  day: "numeric",
  month: "short",
  year: "numeric",
  timeZone: "UTC",
});
const DAY_MONTH = new Intl.DateTimeFormat("en-GB", { day: "numeric", month: "short", timeZone: "UTC" });

/** "5–9 Nov 2026", "28 Nov–2 Dec 2026", "30 Dec 2026–2 Jan 2027", "5 Nov 2026". */
export function dayRange(start: Date, end: Date): string {
  const full = (d: Date) => DAY_MONTH_YEAR.format(d);
  if (start.getTime() === end.getTime()) return full(start);
  if (start.getUTCFullYear() !== end.getUTCFullYear()) return `${full(start)}–${full(end)}`;
  if (start.getUTCMonth() !== end.getUTCMonth()) return `${DAY_MONTH.format(start)}–${full(end)}`;
  return `${start.getUTCDate()}–${full(end)}`;
}

// The page's size written into the statement: with a parameter, a prepared statement's generic plan would not know
// the page is small and could sort every waiting row instead of reading the keyset index (bounded: 1 to 101).
const limit = (take: number) =>
  Prisma.raw(String(Number.isFinite(take) ? Math.max(1, Math.trunc(take)) : WAITING_PAGE_SIZE + 1));

const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? "" : "s"}`;

type TimeOffRow = {
  id: string;
  createdAt: Date;
  leaveType: string;
  unpaid: boolean;
  startDate: string;
  endDate: string;
  firstName: string;
  lastName: string;
  weekendDays: number[];
  companyName: string;
  /** The employee's public holidays over the entry (lib/holidays/calendar-where.ts: their country's list, or
   *  their region's, and their company's days off), yyyy-MM-dd. */
  holidays: string[];
};

async function timeOffRows(actor: Actor, after: Position | null, take: number): Promise<Row[]> {
  // The page first, then the holidays of its rows only (the calendar rule of belongsTo, on the unique index).
  const rows = await queryRows<TimeOffRow>(
    Prisma.sql`
    SELECT p.*, ARRAY(
             SELECT h.date::text FROM "PublicHoliday" h
              WHERE h."removedAt" IS NULL AND h."countryCode" = p."countryCode"
                AND h.date BETWEEN p."startDate"::date AND p."endDate"::date
                AND ((h."companyId" = '' AND h.region = p.region)
                  OR (h."companyId" = p."companyId" AND h.region IN ('', p.region)))) AS holidays
      FROM (
        SELECT x.id, x."createdAt", x."leaveType"::text AS "leaveType", x.unpaid, x."startDate"::text AS "startDate",
               x."endDate"::text AS "endDate", x."companyId", e."firstName", e."lastName", e."countryCode",
               COALESCE(e.region, '') AS region, c."weekendDays", co.name AS "companyName"
          FROM "TimeOffEntry" x
          JOIN "Employee" e ON e.id = x."employeeId"
          JOIN "Country" c ON c.code = e."countryCode"
          JOIN "Company" co ON co.id = x."companyId"
         WHERE ${waitingTimeOffSql(actor)} ${seek(Prisma.sql`x."createdAt"`, Prisma.sql`x.id`, "timeOff", after)}
         ORDER BY x."createdAt" DESC, x.id DESC
         LIMIT ${limit(take)}) p
     ORDER BY p."createdAt" DESC, p.id DESC`,
    { prepareAs: "waiting-time-off" },
  );
  return rows.map((r) => ({
    at: r.createdAt,
    kind: "timeOff" as const,
    id: r.id,
    item: () => {
      const start = utcDay(r.startDate);
      const end = utcDay(r.endDate);
      const days = plural(countWorkingDays(start, end, r.weekendDays, new Set(r.holidays)), "working day");
      return {
        kind: "timeOff",
        id: r.id,
        employeeName: `${r.firstName} ${r.lastName}`,
        companyName: r.companyName,
        summary: `${leaveLabel({ leaveType: fromDbLeaveType(r.leaveType), unpaid: r.unpaid })}, ${dayRange(start, end)} (${days})`,
        submittedAt: r.createdAt.toISOString(),
        href: "/time-off",
      };
    },
  }));
}

type ExpenseRow = {
  id: string;
  title: string;
  amount: string;
  currency: string;
  createdAt: Date;
  companyName: string;
  firstName: string;
  lastName: string;
};

async function expenseRows(actor: Actor, after: Position | null, take: number): Promise<Row[]> {
  const rows = await queryRows<ExpenseRow>(
    Prisma.sql`
    SELECT x.id, x.title, x.amount::text AS amount, x.currency, x."createdAt", co.name AS "companyName",
           e."firstName", e."lastName"
      FROM "Expense" x
      JOIN "Employee" e ON e.id = x."employeeId"
      JOIN "Company" co ON co.id = x."companyId"
     WHERE ${waitingExpenseSql(actor)} ${seek(Prisma.sql`x."createdAt"`, Prisma.sql`x.id`, "expense", after)}
     ORDER BY x."createdAt" DESC, x.id DESC
     LIMIT ${limit(take)}`,
    { prepareAs: "waiting-expenses" },
  );
  return rows.map((r) => ({
    at: r.createdAt,
    kind: "expense" as const,
    id: r.id,
    item: () => ({
      kind: "expense",
      id: r.id,
      employeeName: nameOf(r),
      companyName: r.companyName,
      // The Decimal's rounding, as Prisma's reads gave it.
      summary: `${r.title}, ${new Prisma.Decimal(r.amount).toFixed(2)} ${r.currency}`,
      submittedAt: r.createdAt.toISOString(),
      href: `/expenses/${encodeURIComponent(r.id)}`,
    }),
  }));
}

type TimesheetRow = {
  id: string;
  employeeId: string;
  yearMonth: string;
  submittedDate: Date;
  firstName: string;
  lastName: string;
  companyName: string;
};

async function timesheetRows(actor: Actor, after: Position | null, take: number): Promise<Row[]> {
  const rows = await queryRows<TimesheetRow>(
    Prisma.sql`
    SELECT s.id, s."employeeId", s."yearMonth", s."submittedDate", e."firstName", e."lastName",
           co.name AS "companyName"
      FROM "Timesheet" s
      JOIN "Employee" e ON e.id = s."employeeId"
      JOIN "Company" co ON co.id = e."companyId"
     WHERE ${waitingTimesheetSql(actor)} ${seek(Prisma.sql`s."submittedDate"`, Prisma.sql`s.id`, "timesheet", after)}
     ORDER BY s."submittedDate" DESC, s.id DESC
     LIMIT ${limit(take)}`,
    { prepareAs: "waiting-timesheets" },
  );
  return rows.map((r) => ({
    at: r.submittedDate, // the where keeps dated rows only
    kind: "timesheet" as const,
    id: r.id,
    item: () => ({
      kind: "timesheet",
      id: r.id,
      employeeName: nameOf(r),
      companyName: r.companyName,
      summary: `Timesheet ${periodLabel(r.yearMonth.replace("-", ""))}`,
      submittedAt: r.submittedDate.toISOString(),
      href: `/timesheets?employeeId=${encodeURIComponent(r.employeeId)}&month=${r.yearMonth}`,
    }),
  }));
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
