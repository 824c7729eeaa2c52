// Beyond the spec: the requests waiting for the caller's decision (the time-off page's 'Waiting for approval'),
// oldest start first, with each employee's balance. A manager sees their company's; an admin those of the
// company they picked (or of every company when none is picked), at most 200.
import "server-only";
import { db } from "@/lib/db";
import type { Actor } from "@/lib/auth/actor";
import { toTimeOffDto, timeOffSelect, type TimeOffDto } from "@/lib/time-off/dto";
import { holidaysOfEntries } from "@/lib/time-off/entry-holidays";
import { getTimeOffBalances } from "@/lib/time-off/get-time-off-balance";
import { pendingTimeOffWhere } from "@/lib/time-off/pending-where";
import { chainWaitingWhere } from "@/lib/approval-chains/chain-waiting-where";
import type { TimeOffBalanceDto } from "@/lib/time-off/response-schema";
import { todayUtc } from "@/lib/time-off/working-days";

export type PendingTimeOffDto = { requests: TimeOffDto[]; balances: TimeOffBalanceDto[] };

export async function listPendingTimeOff(actor: Actor, companyId?: string | null): Promise<PendingTimeOffDto> {
  const today = todayUtc();
  const rows = await db.timeOffEntry.findMany({
    // At the caller's level of the company's approval chain, as the 'Waiting for your approval' list.
    where: {
      AND: [pendingTimeOffWhere(actor), await chainWaitingWhere(actor, "TIME_OFF"), companyId ? { companyId } : {}],
    },
    select: timeOffSelect,
    orderBy: [{ startDate: "asc" }, { id: "asc" }],
    take: 200,
  });
  const holidays = await holidaysOfEntries(rows);
  const requests = rows.map((r) => toTimeOffDto(r, holidays, today, actor));
  const balances = await getTimeOffBalances(
    actor,
    requests.map((r) => r.employeeId),
    today,
  );
  return { requests, balances };
}
