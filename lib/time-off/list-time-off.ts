// Time off of one employee (GET /api/timeoff/by-employee-id/{id}/requests?year_month=) or of a company
// (GET /api/timeoff/by-company-id/{companyId}?year_month=), grouped into taken and scheduled.
import "server-only";
import type { Prisma } from "@/generated/prisma/client";
import { db } from "@/lib/db";
import type { Actor } from "@/lib/auth/actor";
import { findEmployeeOrThrow } from "@/lib/access/employee";
import { assertCompanyReachable } from "@/lib/access/company";
import { timeOffWhere } from "@/lib/access/time-off";
import { groupTimeOff, timeOffSelect, type TimeOffListDto } from "@/lib/time-off/dto";
import { holidaysOfEntries } from "@/lib/time-off/entry-holidays";
import { monthBounds } from "@/lib/time-off/working-days";
import { can } from "@/lib/policy";
import { chainLevelRule } from "@/lib/approval-chains/chain-waiting-where";

/** Approve and decline only at the caller's level of the company's approval chain. */
const decideRule = async (actor: Actor) =>
  can(actor, "timeOff.decide") ? chainLevelRule(actor, "TIME_OFF") : undefined;

/** Entries overlapping the month, or every entry when no month is given (at most 500, newest first). */
function monthWhere(yearMonth?: string): Prisma.TimeOffEntryWhereInput {
  if (!yearMonth) return {};
  const { first, last } = monthBounds(yearMonth);
  return { startDate: { lte: last }, endDate: { gte: first } };
}

export async function listEmployeeTimeOff(
  actor: Actor,
  employeeId: string,
  yearMonth?: string,
): Promise<TimeOffListDto> {
  await findEmployeeOrThrow(actor, employeeId, { select: { id: true } });
  const rows = await db.timeOffEntry.findMany({
    where: { AND: [{ employeeId }, monthWhere(yearMonth), timeOffWhere(actor)] },
    select: timeOffSelect,
    orderBy: [{ startDate: "desc" }, { id: "asc" }],
    take: 500,
  });
  return groupTimeOff(rows, await holidaysOfEntries(rows), actor, await decideRule(actor));
}

export async function listCompanyTimeOff(actor: Actor, companyId: string, yearMonth?: string): Promise<TimeOffListDto> {
  await assertCompanyReachable(actor, companyId);
  const rows = await db.timeOffEntry.findMany({
    where: { AND: [{ companyId }, monthWhere(yearMonth), timeOffWhere(actor)] },
    select: timeOffSelect,
    orderBy: [{ startDate: "desc" }, { id: "asc" }],
    take: 500,
  });
  return groupTimeOff(rows, await holidaysOfEntries(rows), actor, await decideRule(actor));
}
