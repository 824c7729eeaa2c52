// Beyond the spec: the team view of /time-off (GET /api/companies/{companyId}/time-off-balances): a company's
// reachable, not archived employees in name order (lastName, firstName, id), keyset-paged, optionally filtered by
// name, each with their holiday balance of the current year as computeBalance() gives it for one employee. A
// page costs the same however deep it is and whatever the company's size (goal: 100,000 employees, a page of 50
// with its totals at p95 < 300 ms; `npm run bench:team-balances`, docs/benchmarks.md):
//   1. the page's employees (pageSize + 1 rows on the (companyId, lastName, firstName, id) index, the cursor a
//      row-value seek) and the count of the matching employees, at the same time;
//   2. the page's Holiday entries overlapping the year (one read, grouped by employee) and their public holidays.
// The employees' query is SQL (not Prisma's seekWhere) because the name filter is the trigram-indexed expression
// of lib/queries/name-search.ts, a subquery here (no cap on the matches), and the row-value seek lets the index
// start at the cursor. The tenancy is employeeWhere()'s rule as SQL (employeeSql, lib/access/employee.ts).
// Sorting by taken/booked/remaining is not offered: it would need every balance of the company computed.
import "server-only";
import { Prisma } from "@/generated/prisma/client";
import { queryRows } from "@/lib/db";
import type { Actor } from "@/lib/auth/actor";
import { employeeSql } from "@/lib/access/employee";
import { assertCompanyReachable, canReachCompany, companyNotFound } from "@/lib/access/company";
import { loadHolidayDates } from "@/lib/holidays/load-holiday-dates";
import { decodeCursor, invalidCursor, keysetPage } from "@/lib/queries/keyset";
import { seekSql } from "@/lib/queries/keyset-sql";
import { nameSearchSql, searchWords } from "@/lib/queries/name-search";
import { computeBalance } from "@/lib/time-off/get-time-off-balance";
import type { TeamBalancesPageDto, TimeOffBalanceDto } from "@/lib/time-off/response-schema";
import { todayUtc } from "@/lib/time-off/working-days";

export const TEAM_PAGE_SIZE = 50;

export type TeamBalancesQuery = { cursor?: string; name?: string; pageSize?: number };

type AllowanceType = TimeOffBalanceDto["allowanceType"];

/** HolidayType's database labels (schema.prisma @map) -> Prisma's values, as the DTO names them. */
const ALLOWANCE_TYPES: Record<string, NonNullable<AllowanceType>> = {
  "yearly allowance including public holidays": "INCLUDING_PUBLIC_HOLIDAYS",
  "yearly allowance excluding public holidays": "EXCLUDING_PUBLIC_HOLIDAYS",
  unlimited: "UNLIMITED",
};

type EmployeeRow = {
  id: string;
  firstName: string;
  lastName: string;
  holidayAllowanceValue: number | null;
  allowanceLabel: string | null;
  startDate: Date | null;
  companyId: string;
  countryCode: string;
  region: string | null;
  weekendDays: number[];
};
type EntryRow = { employeeId: string; status: string; startDate: Date; endDate: Date };

const iso = (d: Date) => d.toISOString().slice(0, 10);

/** The page's (lastName, firstName, id) position, or a 400 naming `cursor` for anything this list did not give out. */
function seekAfter(cursor: string | undefined): Prisma.Sql | null {
  if (!cursor) return null;
  const after = decodeCursor(cursor, 3);
  if (!after)
    throw invalidCursor("cursor", "Invalid cursor", "Cursor must be a nextCursor value from a previous page.");
  return seekSql([Prisma.sql`e."lastName"`, Prisma.sql`e."firstName"`, Prisma.sql`e.id`], after, "asc");
}

/** The matching employees' conditions (on `"Employee" e`), without the page's position. */
function matchingSql(actor: Actor, companyId: string, name: string | undefined): Prisma.Sql[] {
  const conditions = [
    Prisma.sql`e."companyId" = ${companyId}`,
    Prisma.sql`e."archivedAt" IS NULL`,
    employeeSql(actor, Prisma.sql`e`),
  ];
  if (name && searchWords(name).length > 0)
    conditions.push(Prisma.sql`e.id IN (${nameSearchSql("employee", name, { companyId, archivedAt: null }, null)})`);
  return conditions;
}

/** The page's Holiday entries (approved or pending) overlapping [first, last], by employee: one read. */
async function entriesByEmployee(ids: string[], first: Date, last: Date): Promise<Map<string, EntryRow[]>> {
  const rows = await queryRows<EntryRow>(
    Prisma.sql`
    SELECT x."employeeId", x.status::text AS status,
           x."startDate"::timestamp AS "startDate", x."endDate"::timestamp AS "endDate"
      FROM "TimeOffEntry" x
     WHERE x."employeeId" = ANY(${ids}::text[])
       AND x."leaveType" = 'op:leave:holiday'
       AND x.status IN ('APPROVED', 'PENDING')
       AND x."startDate" <= ${iso(last)}::date
       AND x."endDate" >= ${iso(first)}::date`,
    { prepareAs: "team-balance-entries" },
  );
  const byEmployee = new Map<string, EntryRow[]>();
  for (const row of rows) {
    const list = byEmployee.get(row.employeeId);
    if (list) list.push(row);
    else byEmployee.set(row.employeeId, [row]);
  }
  return byEmployee;
}

/** The page's sums, for the table's totals row (allowance and remaining: the employees with a limited allowance). */
export function sumBalances(items: readonly TimeOffBalanceDto[]): TeamBalancesPageDto["totals"] {
  const totals = { allowanceDays: 0, takenDays: 0, bookedDays: 0, pendingDays: 0, remainingDays: 0 };
  for (const b of items) {
    totals.allowanceDays += b.allowanceDays ?? 0;
    totals.takenDays += b.takenDays;
    totals.bookedDays += b.bookedDays;
    totals.pendingDays += b.pendingDays;
    totals.remainingDays += b.remainingDays ?? 0;
  }
  return totals;
}

/** One page of the company's holiday balances in name order, the matching employees' count and the page's totals;
 *  404 for a company the caller cannot reach, 400 for a cursor the list did not give out. */
export async function listTeamBalances(
  actor: Actor,
  companyId: string,
  query: TeamBalancesQuery = {},
  today = todayUtc(),
): Promise<TeamBalancesPageDto> {
  if (!canReachCompany(actor, companyId)) throw companyNotFound();
  const pageSize = query.pageSize ?? TEAM_PAGE_SIZE;
  const seek = seekAfter(query.cursor);
  const matching = matchingSql(actor, companyId, query.name);
  const where = Prisma.join(seek ? [...matching, seek] : matching, " AND ");
  // A name's LIKE pattern is planned with each request (a prepared statement's generic plan cannot know how
  // many names match it); the unfiltered statements are prepared once per connection.
  const prepared = (name: string) => (query.name ? {} : { prepareAs: name });
  const [, rows, [count]] = await Promise.all([
    assertCompanyReachable(actor, companyId),
    queryRows<EmployeeRow>(
      Prisma.sql`
      SELECT e.id, e."firstName", e."lastName", e."holidayAllowanceValue",
             e."holidayAllowanceType"::text AS "allowanceLabel", e."startDate"::timestamp AS "startDate",
             e."companyId", e."countryCode", e.region, co."weekendDays"
        FROM "Employee" e
        JOIN "Country" co ON co.code = e."countryCode"
       WHERE ${where}
       ORDER BY e."lastName", e."firstName", e.id
       LIMIT ${pageSize + 1}`,
      prepared("team-balances"),
    ),
    queryRows<{ total: number }>(
      Prisma.sql`SELECT count(*)::int AS total FROM "Employee" e WHERE ${Prisma.join(matching, " AND ")}`,
      prepared("team-balances-count"),
    ),
  ]);
  const { page, nextCursor } = keysetPage(rows, pageSize, (e) => [e.lastName, e.firstName, e.id]);
  const year = today.getUTCFullYear();
  const first = new Date(Date.UTC(year, 0, 1));
  const last = new Date(Date.UTC(year, 11, 31));
  const [entries, holidaysOf] = page.length
    ? await Promise.all([
        entriesByEmployee(
          page.map((e) => e.id),
          first,
          last,
        ),
        loadHolidayDates(page, first, last),
      ])
    : [new Map<string, EntryRow[]>(), null];
  const items = page.map((e) =>
    computeBalance(
      {
        ...e,
        holidayAllowanceType: e.allowanceLabel ? (ALLOWANCE_TYPES[e.allowanceLabel] ?? null) : null,
        country: { weekendDays: e.weekendDays },
      },
      entries.get(e.id) ?? [],
      year,
      today,
      holidaysOf?.(e),
    ),
  );
  return { items, nextCursor, total: count?.total ?? 0, totals: sumBalances(items) };
}
