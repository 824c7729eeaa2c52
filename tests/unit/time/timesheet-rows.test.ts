/** @jest-environment node */
// Timesheet daily hours (spec 2 section 5): every row rule, the total, the 15-minute steps and the formats.
import {
  formatMinutes,
  monthTotalHours,
  ROW_MESSAGES,
  rowError,
  rowTotalMinutes,
  TIME_OPTIONS,
  toMinutes,
} from "@/lib/timesheets/rows";
import { timesheetSaveSchema } from "@/lib/timesheets/schema";
import { TIMESHEET_WORKFLOW } from "@/lib/timesheets/workflow";

const row = (
  startTime: string,
  endTime: string,
  breakStartTime: string | null = null,
  breakEndTime: string | null = null,
) => ({
  startTime,
  endTime,
  breakStartTime,
  breakEndTime,
});

describe("[TIME] timesheet rows", () => {
  it("offers 96 times in 15-minute steps, the latest 23:45", () => {
    expect(TIME_OPTIONS).toHaveLength(96);
    expect(TIME_OPTIONS[0]).toBe("00:00");
    expect(TIME_OPTIONS.at(-1)).toBe("23:45");
    expect(toMinutes("09:15")).toBe(555);
    expect(toMinutes("09:10")).toBeNull();
    expect(toMinutes("24:00")).toBeNull();
    expect(toMinutes("9:00")).toBeNull();
  });

  it.each([
    ["end before start", row("17:00", "09:00"), "endTime", ROW_MESSAGES.endAfterStart],
    ["end equal to start", row("09:00", "09:00"), "endTime", ROW_MESSAGES.endAfterStart],
    ["off-step start", row("09:05", "17:00"), "startTime", ROW_MESSAGES.time],
    [
      "break end before break start",
      row("09:00", "17:00", "13:00", "12:30"),
      "breakEndTime",
      ROW_MESSAGES.breakEndAfterStart,
    ],
    [
      "break start before the day starts",
      row("09:00", "17:00", "08:00", "08:30"),
      "breakStartTime",
      ROW_MESSAGES.breakWithin,
    ],
    [
      "break ending after the day ends",
      row("09:00", "17:00", "16:45", "17:15"),
      "breakStartTime",
      ROW_MESSAGES.breakWithin,
    ],
    ["only a break start", row("09:00", "17:00", "12:00", null), "breakEndTime", ROW_MESSAGES.breakBoth],
  ])("MEDIUM: %s is an error on %s", (_name, r, field, message) => {
    expect(rowError(r, "MEDIUM")).toEqual({ field, message });
    expect(rowTotalMinutes(r, "MEDIUM")).toBe(0);
  });

  it("total = end - start - break; SIMPLE ignores breaks", () => {
    const r = row("09:00", "17:30", "12:30", "13:00");
    expect(rowError(r, "MEDIUM")).toBeNull();
    expect(rowTotalMinutes(r, "MEDIUM")).toBe(480);
    expect(rowTotalMinutes(r, "SIMPLE")).toBe(510);
    expect(rowError(row("09:00", "17:00", "18:00", "17:00"), "SIMPLE")).toBeNull();
    expect(formatMinutes(480)).toBe("8h 00m");
    expect(formatMinutes(495)).toBe("8h 15m");
    expect(monthTotalHours([r, row("08:00", "12:15")], "MEDIUM")).toBe("12.25");
  });

  it("a break at the very edges of the day is allowed", () => {
    expect(rowError(row("09:00", "17:00", "09:00", "09:30"), "MEDIUM")).toBeNull();
    expect(rowError(row("09:00", "17:00", "16:30", "17:00"), "MEDIUM")).toBeNull();
  });

  it("the save schema names the broken row's date and field, and refuses days outside the month", () => {
    const schema = timesheetSaveSchema("2026-11", "MEDIUM");
    const result = schema.safeParse({
      workingDays: [
        { date: "2026-11-02", ...row("09:00", "17:00", "12:00", "12:30") },
        { date: "2026-11-03", ...row("17:00", "09:00") },
        { date: "2026-12-01", ...row("09:00", "17:00") },
      ],
    });
    expect(result.success).toBe(false);
    const issues = result.error!.issues.map((i) => [i.path.join("."), i.message]);
    expect(issues).toEqual([
      ["workingDays.1.endTime", `2026-11-03: ${ROW_MESSAGES.endAfterStart}`],
      ["workingDays.2.date", "2026-12-01 is not in 2026-11"],
    ]);
    expect(
      schema.safeParse({
        workingDays: [{ date: "2026-11-02", ...row("09:00", "17:00") }],
        overtime: [{ type: "oncall", startDate: "2026-11-05", endDate: "2026-11-04" }],
      }).success,
    ).toBe(false);
  });

  it("workflow: edited -> submitted -> approved, nothing else", () => {
    expect(TIMESHEET_WORKFLOW.canTransition("EDITED", "SUBMITTED")).toBe(true);
    expect(TIMESHEET_WORKFLOW.canTransition("SUBMITTED", "APPROVED")).toBe(true);
    expect(TIMESHEET_WORKFLOW.canTransition("EDITED", "APPROVED")).toBe(false);
    expect(TIMESHEET_WORKFLOW.canTransition("SUBMITTED", "SUBMITTED")).toBe(false);
    expect(TIMESHEET_WORKFLOW.targetsFrom("APPROVED")).toEqual([]);
  });
});
