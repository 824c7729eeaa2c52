/** @jest-environment node */
// Spec 2 section 3 ('Daily hours row: ... isSelected'): a month sent back exactly as GET answered it keeps its
// total; only ticked rows are worked days, unticked rows (weekends included) add nothing.
import * as monthRoute from "@/app/api/timesheets/[employeeId]/[year]/[month]/route";
import { getDb } from "@/lib/db";
import type { TimesheetMonthDto } from "@/lib/timesheets/dto";
import { call, tokenFor } from "../support/http";
import { createEmployee } from "../../factories/employees";

const db = getDb();
const YEAR = 2026;
const MONTH = 3;
const path = (employeeId: string) => `/api/timesheets/${employeeId}/${YEAR}/${MONTH}`;
const params = (employeeId: string) => ({ employeeId, year: String(YEAR), month: String(MONTH) });
type Body = TimesheetMonthDto & { message?: string };

async function employeeWithToken(countryCode = "ES") {
  const { employee, user } = await createEmployee(db, { countryCode, withUser: true });
  return { employeeId: employee.id, token: await tokenFor(user!.id) };
}
const get = (token: string, employeeId: string) =>
  call<Body>(monthRoute.GET, { path: path(employeeId), params: params(employeeId), token });
const patch = (token: string, employeeId: string, json: unknown) =>
  call<Body>(monthRoute.PATCH, { method: "PATCH", path: path(employeeId), params: params(employeeId), token, json });
const stored = async (employeeId: string) =>
  (await db.timesheet.findFirstOrThrow({ where: { employeeId } })).totalMonthWorkingHours.toFixed(2);

describe("[TIME] timesheet round trip", () => {
  it("[spec 2 §3] a month never saved, sent back as GET answered it, keeps GET's total", async () => {
    const { employeeId, token } = await employeeWithToken();
    const first = await get(token, employeeId);
    expect(first.status).toBe(200);
    const ticked = first.body.days.filter((d) => d.isSelected);
    // March 2026 in Spain: 22 weekdays ticked, 9 weekend days unticked.
    expect(ticked).toHaveLength(22);
    const total = first.body.totalMonthWorkingHours;
    const saved = await patch(token, employeeId, { workingDays: first.body.days, overtime: first.body.overtime });
    expect(saved.status).toBe(200);
    expect(saved.body.totalMonthWorkingHours).toBe(total);
    expect(await stored(employeeId)).toBe(total);
    expect(saved.body.days.filter((d) => d.isSelected).map((d) => d.date)).toEqual(ticked.map((d) => d.date));
  });

  it("[spec 2 §3] a saved month GET then PATCHed unchanged keeps its total", async () => {
    const { employeeId, token } = await employeeWithToken();
    const first = await get(token, employeeId);
    // Untick three weekdays and shorten two: a total that is not every day of the month.
    const days = first.body.days.map((d, i) => ({
      ...d,
      isSelected: d.isSelected && ![1, 2, 3].includes(i),
      endTime: [4, 5].includes(i) ? "13:30" : d.endTime,
    }));
    const saved = await patch(token, employeeId, { workingDays: days, overtime: [] });
    expect(saved.status).toBe(200);
    const total = saved.body.totalMonthWorkingHours;
    const again = await get(token, employeeId);
    expect(again.body.totalMonthWorkingHours).toBe(total);
    const roundTrip = await patch(token, employeeId, { workingDays: again.body.days, overtime: again.body.overtime });
    expect(roundTrip.status).toBe(200);
    expect(roundTrip.body.totalMonthWorkingHours).toBe(total);
    expect(await stored(employeeId)).toBe(total);
    expect(roundTrip.body.days.filter((d) => d.isWeekend).every((d) => !d.isSelected)).toBe(true);
  });

  it("[spec 2 §3] unticked rows add nothing, even with times that would be invalid", async () => {
    const { employeeId, token } = await employeeWithToken();
    const row = (date: string, isSelected?: boolean, over: Record<string, unknown> = {}) => ({
      date,
      startTime: "09:00",
      breakStartTime: "12:00",
      breakEndTime: "12:30",
      endTime: "17:30",
      ...(isSelected === undefined ? {} : { isSelected }),
      ...over,
    });
    const saved = await patch(token, employeeId, {
      workingDays: [
        row("2026-03-02", true),
        row("2026-03-03"), // no isSelected: a ticked row, as the grid sends it
        row("2026-03-04", false),
        row("2026-03-07", false), // a Saturday
        row("2026-03-05", false, { endTime: "08:00" }),
      ],
      overtime: [],
    });
    expect(saved.status).toBe(200);
    expect(saved.body.totalMonthWorkingHours).toBe("16.00");
    expect(await stored(employeeId)).toBe("16.00");
    expect(saved.body.days.filter((d) => d.isSelected).map((d) => d.date)).toEqual(["2026-03-02", "2026-03-03"]);
  });
});
