// Time off: working days (the country's weekend excluded), month bounds and the form's schema.
import { countWorkingDays, isWeekend, monthBounds, utcDay } from "@/lib/time-off/working-days";
import { ZTimeOffCreate } from "@/lib/time-off/schema";

describe("[TIME] time off", () => {
  it("counts working days from start to end inclusive, weekends excluded", () => {
    // 2026-11-02 is a Monday.
    expect(countWorkingDays(utcDay("2026-11-02"), utcDay("2026-11-02"))).toBe(1);
    expect(countWorkingDays(utcDay("2026-11-02"), utcDay("2026-11-06"))).toBe(5);
    expect(countWorkingDays(utcDay("2026-11-02"), utcDay("2026-11-08"))).toBe(5);
    expect(countWorkingDays(utcDay("2026-11-07"), utcDay("2026-11-08"))).toBe(0);
    expect(countWorkingDays(utcDay("2026-11-06"), utcDay("2026-11-09"))).toBe(2);
    expect(countWorkingDays(utcDay("2026-11-09"), utcDay("2026-11-06"))).toBe(0);
    // Across a month end and a leap day.
    expect(countWorkingDays(utcDay("2028-02-28"), utcDay("2028-03-01"))).toBe(3);
  });

  it("counts with the country's weekend: Friday and Saturday off, Sunday a working day", () => {
    const friSat = [5, 6];
    // Sunday 2026-11-01 to Thursday 2026-11-05: five working days there, four with Saturday and Sunday off.
    expect(countWorkingDays(utcDay("2026-11-01"), utcDay("2026-11-05"), friSat)).toBe(5);
    expect(countWorkingDays(utcDay("2026-11-01"), utcDay("2026-11-05"))).toBe(4);
    // A whole week (Monday to Sunday) is five working days either way; Friday and Saturday alone are none.
    expect(countWorkingDays(utcDay("2026-11-02"), utcDay("2026-11-08"), friSat)).toBe(5);
    expect(countWorkingDays(utcDay("2026-11-06"), utcDay("2026-11-07"), friSat)).toBe(0);
    // Friday to Monday: Sunday and Monday.
    expect(countWorkingDays(utcDay("2026-11-06"), utcDay("2026-11-09"), friSat)).toBe(2);
    expect(isWeekend(utcDay("2026-11-06"), friSat)).toBe(true);
    expect(isWeekend(utcDay("2026-11-08"), friSat)).toBe(false);
  });

  it("month bounds cover the whole month", () => {
    expect(monthBounds("2028-02").last.toISOString().slice(0, 10)).toBe("2028-02-29");
    expect(monthBounds("2026-12").first.toISOString().slice(0, 10)).toBe("2026-12-01");
  });

  it("refuses an end before the start, an unknown leave type and impossible dates", () => {
    const ok = { leaveType: "op:leave:sick", startDate: "2026-11-02", endDate: "2026-11-02" };
    expect(ZTimeOffCreate.safeParse(ok).data?.leaveType).toBe("op:leave:sick");
    // The earlier spelling is still read, as the spec's value.
    expect(ZTimeOffCreate.safeParse({ ...ok, leaveType: "op_leave_sick" }).data?.leaveType).toBe("op:leave:sick");
    const before = ZTimeOffCreate.safeParse({ ...ok, endDate: "2026-11-01" });
    expect(before.error?.issues[0]).toMatchObject({
      path: ["endDate"],
      message: "End date should be on or after the start date",
    });
    expect(ZTimeOffCreate.safeParse({ ...ok, leaveType: "op:leave:party" }).error?.issues[0].message).toBe(
      "Please select a leave type",
    );
    expect(ZTimeOffCreate.safeParse({ ...ok, startDate: "2026-02-30" }).success).toBe(false);
  });
});
