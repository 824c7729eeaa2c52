/** @jest-environment node */
// Approval chains through the routes the screens call, against the real database: a company admin sets a chain;
// requests made through the booking and expense routes start at its first level that applies; each level's
// approver (or their delegate while they are away) decides in turn, anybody else is refused with the level named;
// a decline at the second level ends the request with its reason; a level with an amount or a length threshold
// applies only to requests that reach it; the waiting list shows each approver only what is theirs now.
import { getDb } from "@/lib/db";
import * as settingsRoute from "@/app/api/companies/[companyId]/approval-settings/route";
import * as policyRoute from "@/app/api/companies/[companyId]/approval-policies/[kind]/route";
import * as delegationsRoute from "@/app/api/companies/[companyId]/approval-delegations/route";
import * as delegationRoute from "@/app/api/companies/[companyId]/approval-delegations/[delegationId]/route";
import * as bookRoute from "@/app/api/timeoff/route";
import * as decisionRoute from "@/app/api/timeoff/requests/[id]/decision/route";
import * as employeeTimeOffRoute from "@/app/api/timeoff/by-employee-id/[employeeId]/requests/route";
import * as expensesRoute from "@/app/api/expenses/route";
import * as expenseRoute from "@/app/api/expenses/[expenseId]/route";
import * as waitingRoute from "@/app/api/approvals/route";
import * as progressRoute from "@/app/api/approvals/progress/[kind]/[id]/route";
import type { ApprovalProgressDto } from "@/lib/approvals/get-approval-progress";
import type { ApprovalSettingsDto } from "@/lib/approval-chains/schema";
import type { WaitingPage } from "@/lib/approvals/schema";
import type { TimeOffDto } from "@/lib/time-off/dto";
import { call, tokenFor } from "../support/http";
import { chainWorld } from "./chain-world";
import { createCompany } from "../../factories/companies";
import { createEmployee } from "../../factories/employees";

const db = getDb();
type Err = { error: { message: string; fieldErrors?: Record<string, string[]> } } & { message?: string };
const messageOf = (body: unknown) => JSON.stringify(body);

const world = () => chainWorld({ named: "Nora", stand: "Sven" });

const setPolicy = (token: string, companyId: string, kind: string, levels: unknown[]) =>
  call<ApprovalSettingsDto & Err>(policyRoute.PUT, {
    method: "PUT",
    path: `/api/companies/${companyId}/approval-policies/${kind}`,
    params: { companyId, kind },
    json: { levels },
    token,
  });

const book = (token: string, startDate: string, endDate: string) =>
  call<TimeOffDto>(bookRoute.POST, {
    method: "POST",
    path: "/api/timeoff",
    json: { leaveType: "op:leave:holiday", startDate, endDate },
    token,
  });

const decide = (token: string, id: string, decision: "APPROVED" | "DECLINED", version: number, reason = "") =>
  call<TimeOffDto & Err>(decisionRoute.POST, {
    method: "POST",
    path: `/api/timeoff/requests/${id}/decision`,
    params: { id },
    json: { decision, version, reason },
    token,
  });

const waitingIds = async (token: string) => {
  const res = await call<WaitingPage>(waitingRoute.GET, { path: "/api/approvals", token });
  expect(res.status).toBe(200);
  return res.body.items.map((i) => i.id);
};

const stepsOf = (entityId: string) => db.approvalStep.findMany({ where: { entityId }, orderBy: { createdAt: "asc" } });

describe("approval chains", () => {
  it("time off goes through two levels: out of turn refused, the first approves, the second declines with a reason", async () => {
    const w = await world();
    const saved = await setPolicy(w.tokens.admin, w.company.id, "TIME_OFF", [
      { approverKind: "DIRECT_MANAGER" },
      { approverKind: "COMPANY_ADMIN", minDays: 3 },
    ]);
    expect(saved.status).toBe(200);
    expect(saved.body.policies.find((p) => p.kind === "TIME_OFF")!.levels.map((l) => l.approverKind)).toEqual([
      "DIRECT_MANAGER",
      "COMPANY_ADMIN",
    ]);

    const long = await book(w.tokens.employee, "2031-03-10", "2031-03-14");
    expect(long.status).toBe(201);
    expect(long.body.workingDays).toBe(5);
    expect((await db.timeOffEntry.findUniqueOrThrow({ where: { id: long.body.id } })).approvalLevel).toBe(1);

    // The company admin is the second level: out of turn, refused with the level and its approver named.
    const early = await decide(w.tokens.admin, long.body.id, "APPROVED", long.body.version);
    expect(early.status).toBe(403);
    expect(messageOf(early.body)).toContain("level 1 of 2");
    expect(messageOf(early.body)).toContain("Dirk");
    expect(await waitingIds(w.tokens.direct)).toContain(long.body.id);
    expect(await waitingIds(w.tokens.admin)).not.toContain(long.body.id);
    // The time-off page offers Approve and Decline only to the level's approver.
    const actionsFor = async (token: string) => {
      const res = await call<{ taken: TimeOffDto[]; scheduled: TimeOffDto[] }>(employeeTimeOffRoute.GET, {
        path: `/api/timeoff/by-employee-id/${w.employee.id}/requests?year_month=2031-03`,
        params: { employeeId: w.employee.id },
        token,
      });
      return [...res.body.taken, ...res.body.scheduled].find((e) => e.id === long.body.id)!.actions.canApprove;
    };
    expect(await actionsFor(w.tokens.direct)).toBe(true);
    expect(await actionsFor(w.tokens.admin)).toBe(false);

    const first = await decide(w.tokens.direct, long.body.id, "APPROVED", long.body.version);
    expect(first.status).toBe(200);
    expect(first.body.status).toBe("PENDING");
    const atTwo = await db.timeOffEntry.findUniqueOrThrow({ where: { id: long.body.id } });
    expect(atTwo.approvalLevel).toBe(2);
    const history = await db.statusHistory.findMany({
      where: { entityId: long.body.id },
      orderBy: { createdAt: "asc" },
    });
    expect(history.at(-1)).toMatchObject({
      fromStatus: "PENDING",
      toStatus: "PENDING",
      note: "Approved at level 1 of 2",
    });
    expect(await waitingIds(w.tokens.direct)).not.toContain(long.body.id);
    expect(await waitingIds(w.tokens.admin)).toContain(long.body.id);

    // The first approver cannot decide the second level too.
    const again = await decide(w.tokens.direct, long.body.id, "DECLINED", atTwo.version, "No");
    expect(again.status).toBe(403);
    expect(messageOf(again.body)).toContain("level 2 of 2");

    const declined = await decide(w.tokens.admin, long.body.id, "DECLINED", atTwo.version, "Release week");
    expect(declined.status).toBe(200);
    expect(declined.body).toMatchObject({ status: "DECLINED", declineReason: "Release week" });
    const steps = await stepsOf(long.body.id);
    expect(steps.map((s) => [s.position, s.decision, s.deciderId])).toEqual([
      [1, "APPROVED", w.direct.user.id],
      [2, "DECLINED", w.admin.user.id],
    ]);
    expect(steps[1].note).toBe("Release week");

    // The employee sees where it stood: level 1 approved by Dirk, level 2 declined by Ada with the reason.
    const progress = await call<ApprovalProgressDto>(progressRoute.GET, {
      path: `/api/approvals/progress/timeOff/${long.body.id}`,
      params: { kind: "timeOff", id: long.body.id },
      token: w.tokens.employee,
    });
    expect(progress.status).toBe(200);
    expect(progress.body.steps.map((s) => [s.step, s.state, s.decidedBy?.split(" ")[0], s.note])).toEqual([
      [1, "approved", "Dirk", null],
      [2, "declined", "Ada", "Release week"],
    ]);
    const stranger = await createEmployee(db, { withUser: true });
    const foreign = await call(progressRoute.GET, {
      path: `/api/approvals/progress/timeOff/${long.body.id}`,
      params: { kind: "timeOff", id: long.body.id },
      token: await tokenFor(stranger.user!.id),
    });
    expect(foreign.status).toBe(404);

    // Two days do not reach the length threshold: the direct manager's approval is final.
    const short = await book(w.tokens.employee, "2031-04-14", "2031-04-15");
    expect(short.body.workingDays).toBe(2);
    const done = await decide(w.tokens.direct, short.body.id, "APPROVED", short.body.version);
    expect(done.body.status).toBe("APPROVED");
  });

  it("an expense over the amount goes to the named manager as well; one under it ends with the direct manager", async () => {
    const w = await world();
    const saved = await setPolicy(w.tokens.admin, w.company.id, "EXPENSE", [
      { approverKind: "DIRECT_MANAGER" },
      { approverKind: "NAMED_MANAGER", approverUserId: w.named.user.id, minAmount: "1000" },
    ]);
    expect(saved.status).toBe(200);
    const create = (amount: string) =>
      call<{ id: string }>(expensesRoute.POST, {
        method: "POST",
        path: "/api/expenses",
        json: {
          title: `Laptop ${amount}`,
          category: "OFFICE_EQUIPMENT",
          amount,
          currency: "EUR",
          dateSpent: "2026-11-20",
        },
        token: w.tokens.employee,
      });
    const approve = (token: string, expenseId: string) =>
      call<Err>(expenseRoute.PATCH, {
        method: "PATCH",
        path: `/api/expenses/${expenseId}`,
        params: { expenseId },
        json: { action: "approve" },
        token,
      });
    const small = await create("200.00");
    expect(small.status).toBe(201);
    expect((await approve(w.tokens.direct, small.body.id)).status).toBe(200);
    expect((await db.expense.findUniqueOrThrow({ where: { id: small.body.id } })).status).toBe("APPROVED");

    const big = await create("1500.00");
    expect((await approve(w.tokens.named, big.body.id)).status).toBe(403);
    expect((await approve(w.tokens.direct, big.body.id)).status).toBe(200);
    const mid = await db.expense.findUniqueOrThrow({ where: { id: big.body.id } });
    expect(mid).toMatchObject({ status: "PENDING", approvalLevel: 2 });
    expect(await waitingIds(w.tokens.named)).toContain(big.body.id);
    // The expense page offers Approve to the second level's approver only.
    const canApprove = async (token: string) =>
      (
        await call<{ actions: { approve: boolean } }>(expenseRoute.GET, {
          path: `/api/expenses/${big.body.id}`,
          params: { expenseId: big.body.id },
          token,
        })
      ).body.actions.approve;
    expect(await canApprove(w.tokens.direct)).toBe(false);
    expect(await canApprove(w.tokens.named)).toBe(true);
    expect((await approve(w.tokens.named, big.body.id)).status).toBe(200);
    expect((await db.expense.findUniqueOrThrow({ where: { id: big.body.id } })).status).toBe("APPROVED");
  });

  it("a delegate decides while the approver is away, and not outside the dates", async () => {
    const w = await world();
    await setPolicy(w.tokens.admin, w.company.id, "TIME_OFF", [
      { approverKind: "NAMED_MANAGER", approverUserId: w.named.user.id },
    ]);
    const entry = await book(w.tokens.employee, "2031-05-05", "2031-05-06");
    expect((await decide(w.tokens.stand, entry.body.id, "APPROVED", entry.body.version)).status).toBe(403);

    // A delegation that ended yesterday gives nothing; one covering today does.
    const iso = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
    const delegate = (startsOn: string, endsOn: string, token = w.tokens.named) =>
      call<ApprovalSettingsDto & Err>(delegationsRoute.POST, {
        method: "POST",
        path: `/api/companies/${w.company.id}/approval-delegations`,
        params: { companyId: w.company.id },
        json: { approverUserId: w.named.user.id, delegateUserId: w.stand.user.id, startsOn, endsOn },
        token,
      });
    expect((await delegate(iso(-10), iso(-1))).status).toBe(201);
    expect(await waitingIds(w.tokens.stand)).not.toContain(entry.body.id);
    expect((await decide(w.tokens.stand, entry.body.id, "APPROVED", entry.body.version)).status).toBe(403);

    // Another manager cannot name a delegate for someone else's absence.
    expect((await delegate(iso(-1), iso(7), w.tokens.direct)).status).toBe(403);
    const current = await delegate(iso(-1), iso(7));
    expect(current.status).toBe(201);
    expect(current.body.delegations.filter((d) => d.active).map((d) => d.delegateName)).toEqual([
      expect.stringContaining("Sven"),
    ]);
    expect(await waitingIds(w.tokens.stand)).toContain(entry.body.id);
    const approved = await decide(w.tokens.stand, entry.body.id, "APPROVED", entry.body.version);
    expect(approved.body.status).toBe("APPROVED");
    expect((await stepsOf(entry.body.id))[0]).toMatchObject({
      deciderId: w.stand.user.id,
      onBehalfOfId: w.named.user.id,
    });

    const removed = await call<ApprovalSettingsDto>(delegationRoute.DELETE, {
      method: "DELETE",
      path: `/api/companies/${w.company.id}/approval-delegations/${current.body.delegations.find((d) => d.active)!.id}`,
      params: { companyId: w.company.id, delegationId: current.body.delegations.find((d) => d.active)!.id },
      token: w.tokens.named,
    });
    expect(removed.status).toBe(200);
    expect(removed.body.delegations.some((d) => d.active)).toBe(false);
  });

  it("saving is the company admin's, checks each level, restarts waiting requests and a foreign company is 404", async () => {
    const w = await world();
    const other = await createCompany(db);
    expect(
      (await setPolicy(w.tokens.direct, w.company.id, "TIME_OFF", [{ approverKind: "COMPANY_ADMIN" }])).status,
    ).toBe(403);
    expect((await setPolicy(w.tokens.admin, other.id, "TIME_OFF", [{ approverKind: "COMPANY_ADMIN" }])).status).toBe(
      404,
    );
    const settings = await call<Err>(settingsRoute.GET, {
      path: `/api/companies/${other.id}/approval-settings`,
      params: { companyId: other.id },
      token: w.tokens.direct,
    });
    expect(settings.status).toBe(404);

    const missing = await setPolicy(w.tokens.admin, w.company.id, "TIME_OFF", [{ approverKind: "NAMED_MANAGER" }]);
    expect(missing.status).toBe(400);
    expect(messageOf(missing.body)).toContain("levels.0.approverUserId");
    const wrongThreshold = await setPolicy(w.tokens.admin, w.company.id, "TIME_OFF", [
      { approverKind: "COMPANY_ADMIN", minAmount: "500" },
    ]);
    expect(wrongThreshold.status).toBe(400);
    expect(messageOf(wrongThreshold.body)).toContain("levels.0.minAmount");
    const outsider = await setPolicy(w.tokens.admin, w.company.id, "TIME_OFF", [
      { approverKind: "NAMED_MANAGER", approverUserId: w.employee.userId },
    ]);
    expect(outsider.status).toBe(400);

    // A request waiting without a chain starts at the new chain's first level; removing the chain frees it again.
    const entry = await book(w.tokens.employee, "2031-06-02", "2031-06-03");
    expect((await db.timeOffEntry.findUniqueOrThrow({ where: { id: entry.body.id } })).approvalLevel).toBeNull();
    await setPolicy(w.tokens.admin, w.company.id, "TIME_OFF", [{ approverKind: "COMPANY_ADMIN" }]);
    expect((await db.timeOffEntry.findUniqueOrThrow({ where: { id: entry.body.id } })).approvalLevel).toBe(1);
    expect((await decide(w.tokens.direct, entry.body.id, "APPROVED", entry.body.version)).status).toBe(403);
    const cleared = await setPolicy(w.tokens.admin, w.company.id, "TIME_OFF", []);
    expect(cleared.body.policies.find((p) => p.kind === "TIME_OFF")!.levels).toEqual([]);
    expect((await db.timeOffEntry.findUniqueOrThrow({ where: { id: entry.body.id } })).approvalLevel).toBeNull();
    expect((await decide(w.tokens.direct, entry.body.id, "APPROVED", entry.body.version)).body.status).toBe("APPROVED");
    expect(await db.auditEvent.count({ where: { action: "approvalPolicy.save", actorId: w.admin.user.id } })).toBe(2);
  });
});
