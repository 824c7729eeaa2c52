/** @jest-environment node */
// [TIME] A timesheet in its company's approval chain, through the routes the timesheet screens call: the month's
// loader says it is in the chain and offers Approve only to the approver of the level it waits at (the direct
// manager at level 1, not the company admin of level 2, another manager or the employee); after the first level's
// approval the month stays submitted and Approve moves to the admin; the company list marks the month as in a
// chain and the progress route shows who decided each level.
import * as policyRoute from "@/app/api/companies/[companyId]/approval-policies/[kind]/route";
import * as monthRoute from "@/app/api/timesheets/[employeeId]/[year]/[month]/route";
import * as submitRoute from "@/app/api/timesheets/[employeeId]/[year]/[month]/submit/route";
import * as approveRoute from "@/app/api/timesheets/[employeeId]/[year]/[month]/approve/route";
import * as companyRoute from "@/app/api/timesheets/company/[companyId]/route";
import * as progressRoute from "@/app/api/approvals/progress/[kind]/[id]/route";
import type { ApprovalProgressDto } from "@/lib/approvals/get-approval-progress";
import type { TimesheetMonthDto, TimesheetPageDto } from "@/lib/timesheets/dto";
import { call } from "../support/http";
import { chainWorld } from "./chain-world";

type Body = TimesheetMonthDto & { message?: string; error?: { message: string } };
const params = (employeeId: string) => ({ employeeId, year: "2031", month: "3" });
const monthPath = (employeeId: string) => `/api/timesheets/${employeeId}/2031/3`;

const world = () => chainWorld({ other: "Olga" });

const getMonth = (token: string, employeeId: string) =>
  call<Body>(monthRoute.GET, { path: monthPath(employeeId), params: params(employeeId), token });
const move = (handler: typeof approveRoute.PATCH, action: string, token: string, employeeId: string) =>
  call<Body>(handler, {
    method: "PATCH",
    path: `${monthPath(employeeId)}/${action}`,
    params: params(employeeId),
    token,
  });

describe("[TIME] timesheets in an approval chain", () => {
  it("the month's Approve follows the chain's level; the list and the progress show the chain", async () => {
    const w = await world();
    const policy = await call(policyRoute.PUT, {
      method: "PUT",
      path: `/api/companies/${w.company.id}/approval-policies/TIMESHEET`,
      params: { companyId: w.company.id, kind: "TIMESHEET" },
      json: { levels: [{ approverKind: "DIRECT_MANAGER" }, { approverKind: "COMPANY_ADMIN" }] },
      token: w.tokens.admin,
    });
    expect(policy.status).toBe(200);
    const saved = await call<Body>(monthRoute.PATCH, {
      method: "PATCH",
      path: monthPath(w.employee.id),
      params: params(w.employee.id),
      token: w.tokens.employee,
      json: { workingDays: [{ date: "2031-03-03", startTime: "09:00", endTime: "17:00" }], overtime: [] },
    });
    expect(saved.status).toBe(200);
    // Saved, not submitted: outside the chain yet, nothing to approve.
    expect(saved.body).toMatchObject({ status: "EDITED", inApprovalChain: false, actions: { canApprove: false } });
    const submitted = await move(submitRoute.PATCH, "submit", w.tokens.employee, w.employee.id);
    expect(submitted.status).toBe(200);
    expect(submitted.body).toMatchObject({ status: "SUBMITTED", inApprovalChain: true });

    const canApprove = async (token: string) => {
      const res = await getMonth(token, w.employee.id);
      expect(res.status).toBe(200);
      expect(res.body.inApprovalChain).toBe(true);
      return res.body.actions.canApprove;
    };
    // Level 1 of 2: the direct manager only.
    expect(await canApprove(w.tokens.direct)).toBe(true);
    expect(await canApprove(w.tokens.admin)).toBe(false);
    expect(await canApprove(w.tokens.other)).toBe(false);
    expect(await canApprove(w.tokens.employee)).toBe(false);
    // The server agrees: the admin out of turn is refused.
    expect((await move(approveRoute.PATCH, "approve", w.tokens.admin, w.employee.id)).status).toBe(403);

    const first = await move(approveRoute.PATCH, "approve", w.tokens.direct, w.employee.id);
    expect(first.status).toBe(200);
    // Still submitted, at level 2: the answer the screen keeps no longer offers Approve to the direct manager.
    expect(first.body).toMatchObject({ status: "SUBMITTED", inApprovalChain: true, actions: { canApprove: false } });
    expect(await canApprove(w.tokens.admin)).toBe(true);
    expect(await canApprove(w.tokens.direct)).toBe(false);

    const list = await call<TimesheetPageDto>(companyRoute.GET, {
      path: `/api/timesheets/company/${w.company.id}?yearMonth=2031-03`,
      params: { companyId: w.company.id },
      token: w.tokens.admin,
    });
    expect(list.status).toBe(200);
    expect(list.body.items.find((t) => t.id === first.body.id)).toMatchObject({
      status: "SUBMITTED",
      inApprovalChain: true,
    });

    const last = await move(approveRoute.PATCH, "approve", w.tokens.admin, w.employee.id);
    expect(last.status).toBe(200);
    expect(last.body).toMatchObject({ status: "APPROVED", inApprovalChain: true, actions: { canApprove: false } });
    const progress = await call<ApprovalProgressDto>(progressRoute.GET, {
      path: `/api/approvals/progress/timesheet/${last.body.id}`,
      params: { kind: "timesheet", id: last.body.id! },
      token: w.tokens.employee,
    });
    expect(progress.status).toBe(200);
    expect(progress.body.steps.map((s) => [s.step, s.state])).toEqual([
      [1, "approved"],
      [2, "approved"],
    ]);
  });

  it("outside a chain the month's manager approves as before", async () => {
    const w = await world();
    await call(monthRoute.PATCH, {
      method: "PATCH",
      path: monthPath(w.employee.id),
      params: params(w.employee.id),
      token: w.tokens.employee,
      json: { workingDays: [{ date: "2031-03-03", startTime: "09:00", endTime: "17:00" }], overtime: [] },
    });
    expect((await move(submitRoute.PATCH, "submit", w.tokens.employee, w.employee.id)).status).toBe(200);
    const res = await getMonth(w.tokens.direct, w.employee.id);
    expect(res.body).toMatchObject({ status: "SUBMITTED", inApprovalChain: false, actions: { canApprove: true } });
    expect((await getMonth(w.tokens.employee, w.employee.id)).body.actions.canApprove).toBe(false);
  });
});
