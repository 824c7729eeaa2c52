// An employee's bonuses per payroll month and recording one before the month's cutoff.
import { route } from "@/lib/http/route";
import { listBonuses } from "@/lib/employees/list-bonuses";
import { recordBonus } from "@/lib/employees/record-bonus";
import { ZBonus, ZBonuses, ZBonusItem, ZCompensationParams } from "@/lib/employees/compensation-schema";

export const GET = route(
  {
    permission: "compensation.readHistory",
    params: ZCompensationParams,
    response: ZBonuses,
    summary: "The employee's bonuses, newest payroll month first",
  },
  ({ actor, params }) => listBonuses(actor, params.employeeId),
);

export const POST = route(
  {
    permission: "compensation.record",
    params: ZCompensationParams,
    body: ZBonus,
    response: ZBonusItem,
    summary: "Record a bonus for a payroll month before its cutoff",
  },
  ({ actor, params, body }) => recordBonus(actor, params.employeeId, body),
);
