// The leave policy's side of the holiday balance, on the pure functions (lib/time-off/leave-policy/): each
// holiday type, the allowance pro rata for a start or an end inside the year, monthly accrual and its half-day
// rounding, and carry-over capped and lapsing after its date. 2031: 1 January is a Wednesday; the numbers are
// worked by hand in the comments.
import { accruedDays, completedMonths, entitledDays } from "@/lib/time-off/leave-policy/accrual";
import { defaultLeavePolicy } from "@/lib/holidays/leave-policy/defaults";
import { chainStartYear, computeLeaveDetail, type LeaveEntry } from "@/lib/time-off/leave-policy/leave-balance";
import { isMonthDay, ZLeavePolicyForm } from "@/lib/holidays/leave-policy/schema";
import { NO_HOLIDAYS, type HolidaySet } from "@/lib/time-off/working-days";

const day = (iso: string) => new Date(`${iso}T00:00:00Z`);
const approved = (startDate: string, endDate: string, leaveType = "op_leave_holiday"): LeaveEntry => ({
  leaveType,
  status: "APPROVED",
  startDate: day(startDate),
  endDate: day(endDate),
});
const NO_CARRY = { accrual: "UP_FRONT", carryOverMaxDays: 0, carryOverExpiry: null } as const;
const WEEKEND = [0, 6];

function detail(
  overrides: Partial<Parameters<typeof computeLeaveDetail>[0]> & { entries: LeaveEntry[]; date: Date },
  holidays: HolidaySet = NO_HOLIDAYS,
) {
  return computeLeaveDetail({
    allowanceDays: 25,
    includingPublicHolidays: false,
    policy: NO_CARRY,
    start: null,
    end: null,
    weekend: WEEKEND,
    holidays,
    ...overrides,
  });
}

// Holiday Mon 6 - Fri 10 Jan (5, taken by 16 June) and Mon 4 - Fri 8 Aug (5, scheduled); sick Mon 3 - Tue 4 Mar
// (2); a pending holiday that counts nowhere here.
const YEAR_ENTRIES: LeaveEntry[] = [
  approved("2031-01-06", "2031-01-10"),
  approved("2031-08-04", "2031-08-08"),
  approved("2031-03-03", "2031-03-04", "op_leave_sick"),
  { ...approved("2031-09-01", "2031-09-02"), status: "PENDING" },
];
const byType = (d: ReturnType<typeof computeLeaveDetail>) =>
  Object.fromEntries(d.byType.map((t) => [t.leaveType, [t.taken, t.scheduled]]));

describe("[TIME] leave balance per holiday type", () => {
  it("excluding public holidays: the allowance, the holiday days taken and scheduled, each leave type", () => {
    const d = detail({ entries: YEAR_ENTRIES, date: day("2031-06-16") });
    expect(d).toMatchObject({
      date: "2031-06-16",
      entitled: 25,
      accruedToDate: 25,
      carriedOver: 0,
      carryOverExpires: null,
      expiring: 0,
      lapsed: 0,
      available: 15,
    });
    expect(byType(d)).toEqual({
      "op:leave:sick": [2, 0],
      "op:leave:compassionate": [0, 0],
      "op:leave:holiday": [5, 5],
      "op:leave:other": [0, 0],
    });
  });

  it("including public holidays: the two on working days (Wed 1 Jan, Thu 25 Dec) are charged too", () => {
    const holidays = new Set(["2031-01-01", "2031-12-25", "2031-01-04"]); // 4 Jan is a Saturday: not charged
    const d = detail({ entries: YEAR_ENTRIES, date: day("2031-06-16"), includingPublicHolidays: true }, holidays);
    expect(d.available).toBe(25 - 10 - 2);
    expect(byType(d)["op:leave:holiday"]).toEqual([5, 5]);
  });

  it("unlimited: no allowance side, but every leave type's days are still counted", () => {
    const d = detail({ entries: YEAR_ENTRIES, date: day("2031-06-16"), allowanceDays: null });
    expect(d).toMatchObject({
      entitled: null,
      accruedToDate: null,
      carriedOver: null,
      expiring: null,
      available: null,
    });
    expect(byType(d)["op:leave:holiday"]).toEqual([5, 5]);
    expect(byType(d)["op:leave:sick"]).toEqual([2, 0]);
  });
});

describe("[TIME] accrual", () => {
  it("pro rata by calendar days for a start inside the year: 1 Jul - 31 Dec is 184 of 365 days", () => {
    // 25 x 184 / 365 = 12.60, to the nearest half day 12.5.
    expect(entitledDays(25, 2031, day("2031-07-01"), null)).toBe(12.5);
    const before = detail({ entries: [], date: day("2031-06-01"), start: day("2031-07-01") });
    expect(before).toMatchObject({ entitled: 12.5, accruedToDate: 0, carriedOver: 0 });
    const after = detail({ entries: [], date: day("2031-07-10"), start: day("2031-07-01") });
    expect(after).toMatchObject({ entitled: 12.5, accruedToDate: 12.5 });
  });

  it("pro rata by calendar days for an end inside the year: 1 Jan - 31 Mar is 90 of 365 days", () => {
    // 25 x 90 / 365 = 6.16, to the nearest half day 6.
    expect(entitledDays(25, 2031, null, day("2031-03-31"))).toBe(6);
    expect(detail({ entries: [], date: day("2031-02-01"), end: day("2031-03-31") }).entitled).toBe(6);
    // Not employed in the year at all: nothing.
    expect(entitledDays(25, 2032, null, day("2031-03-31"))).toBe(0);
  });

  it("monthly: entitled x completed months / months employed, to the nearest half day", () => {
    const monthly = (date: string, allowance: number, start: Date | null = null) =>
      accruedDays({
        entitled: entitledDays(allowance, 2031, start, null),
        accrual: "MONTHLY",
        year: 2031,
        start,
        end: null,
        date: day(date),
      });
    expect(completedMonths(day("2031-01-01"), day("2031-06-16"))).toBe(5);
    expect(monthly("2031-06-16", 24)).toBe(10); // 24 x 5 / 12
    expect(monthly("2031-02-01", 25)).toBe(2); // 25 x 1 / 12 = 2.08
    expect(monthly("2031-04-01", 25)).toBe(6.5); // 25 x 3 / 12 = 6.25, half up
    expect(monthly("2031-12-31", 25)).toBe(25);
    // Started 15 March: 292 days, entitled 25 x 292 / 365 = 20; 10 months employed (the last part month counts).
    const start = day("2031-03-15");
    expect(monthly("2031-03-20", 25, start)).toBe(0);
    expect(monthly("2031-06-20", 25, start)).toBe(6); // 20 x 3 / 10
    expect(monthly("2031-12-31", 25, start)).toBe(20);
    const viaPolicy = detail({
      entries: [],
      date: day("2031-06-20"),
      start,
      policy: { ...NO_CARRY, accrual: "MONTHLY" },
    });
    expect(viaPolicy).toMatchObject({ entitled: 20, accruedToDate: 6, available: 6 });
  });
});

describe("[TIME] carry-over", () => {
  const DE = { accrual: "UP_FRONT", carryOverMaxDays: 5, carryOverExpiry: "03-31" } as const;
  // Employed since 2029. 2030: Mon 3 - Fri 14 Jun (10 days) of 25, 15 unused; 2031: Mon 6 - Tue 7 Jan (2).
  const entries = [approved("2030-06-03", "2030-06-14"), approved("2031-01-06", "2031-01-07")];
  const start = day("2029-01-01");

  it("is capped by the policy and, before its date, the unused carried-over days are expiring", () => {
    const d = detail({ entries, start, policy: DE, date: day("2031-02-10") });
    expect(d).toMatchObject({
      entitled: 25,
      carriedOver: 5,
      carryOverExpires: "2031-03-31",
      expiring: 3,
      lapsed: 0,
      available: 25 + 5 - 2,
    });
    // On the expiry date they can still be used.
    expect(detail({ entries, start, policy: DE, date: day("2031-03-31") }).expiring).toBe(3);
  });

  it("after its date the unused carried-over days are gone", () => {
    const d = detail({ entries, start, policy: DE, date: day("2031-04-01") });
    expect(d).toMatchObject({ carriedOver: 5, expiring: 0, lapsed: 3, available: 25 + 5 - 3 - 2 });
  });

  it("below the cap carries what was left; without an expiry nothing lapses; none without last year", () => {
    const busy = [approved("2030-06-03", "2030-07-02"), ...entries.slice(1)]; // 22 working days in 2030
    expect(detail({ entries: busy, start, policy: DE, date: day("2031-02-10") })).toMatchObject({
      carriedOver: 3,
      expiring: 1,
    });
    const gb = { accrual: "UP_FRONT", carryOverMaxDays: 8, carryOverExpiry: null } as const;
    expect(detail({ entries, start, policy: gb, date: day("2031-11-10") })).toMatchObject({
      carriedOver: 8,
      carryOverExpires: null,
      expiring: 0,
      lapsed: 0,
      available: 25 + 8 - 2,
    });
    // Started this year: no previous year to carry from.
    expect(detail({ entries, start: day("2031-01-01"), policy: DE, date: day("2031-02-10") }).carriedOver).toBe(0);
  });

  // Three years chained, employed since 2029: 2029 uses Mon 4 - Fri 15 Jun (10 of 25), the cap is carried into 2030.
  const y2029 = approved("2029-06-04", "2029-06-15");
  const y2031 = approved("2031-01-06", "2031-01-07"); // 2 days

  it("without an expiry a day carried and not used is carried again, up to the cap", () => {
    const gb = { accrual: "UP_FRONT", carryOverMaxDays: 8, carryOverExpiry: null } as const;
    // 2030: Mon 3 - Fri 28 Jun (20 days). Its end: 25 + 8 carried - 20 = 13, capped at 8 (unchained: 25 - 20 = 5).
    const capped = detail({
      entries: [y2029, approved("2030-06-03", "2030-06-28"), y2031],
      start,
      policy: gb,
      date: day("2031-11-10"),
    });
    expect(capped).toMatchObject({ carriedOver: 8, lapsed: 0, available: 25 + 8 - 2 });
    // 2030: Mon 3 Jun - Wed 10 Jul (28 days), more than its own 25: 25 + 8 - 28 = 5 carried (unchained: none).
    const below = detail({
      entries: [y2029, approved("2030-06-03", "2030-07-10"), y2031],
      start,
      policy: gb,
      date: day("2031-11-10"),
    });
    expect(below).toMatchObject({ carriedOver: 5, available: 25 + 5 - 2 });
    // The same 2030 for someone who started in 2030: nothing carried into it, 25 - 28 leaves nothing.
    const startedIn2030 = { start: day("2030-01-01"), policy: gb, date: day("2031-11-10") };
    expect(detail({ entries: [approved("2030-06-03", "2030-07-10")], ...startedIn2030 }).carriedOver).toBe(0);
  });

  it("with an expiry the lapsed days are not carried again", () => {
    // 2030: 5 carried from 2029; Mon 7 - Tue 8 Jan (2, by 31 March: drawn on the carried days, 3 lapse) and
    // Mon 3 Jun - Tue 2 Jul (22). Its end: 25 + 5 - 3 lapsed - 24 = 3 carried into 2031 (the lapsed 3 counted
    // again would carry the cap 5; unchained: 25 - 24 = 1).
    const chained = [y2029, approved("2030-01-07", "2030-01-08"), approved("2030-06-03", "2030-07-02"), y2031];
    const d = detail({ entries: chained, start, policy: DE, date: day("2031-02-10") });
    expect(d).toMatchObject({ carriedOver: 3, carryOverExpires: "2031-03-31", expiring: 1, available: 25 + 3 - 2 });
    expect(detail({ entries: chained, start, policy: DE, date: day("2031-04-01") })).toMatchObject({
      carriedOver: 3,
      lapsed: 1,
      available: 25 + 3 - 1 - 2,
    });
  });

  it("the chain starts at the start date's year, at most ten years back", () => {
    expect(chainStartYear(2031, day("2029-05-01"))).toBe(2029);
    expect(chainStartYear(2031, day("2012-05-01"))).toBe(2021);
    expect(chainStartYear(2031, null)).toBe(2021);
    expect(chainStartYear(2031, day("2033-01-01"))).toBe(2031);
  });
});

describe("[TIME] leave policy defaults and form", () => {
  it("defaults come from the statutory minimum and the carry-over table", () => {
    expect(defaultLeavePolicy("de")).toEqual({
      countryCode: "DE",
      allowanceDays: 20,
      accrual: "UP_FRONT",
      carryOverMaxDays: 5,
      carryOverExpiry: "03-31",
      statutoryMinimumDays: 20,
    });
    expect(defaultLeavePolicy("GB")).toMatchObject({ allowanceDays: 28, carryOverMaxDays: 8, carryOverExpiry: null });
    expect(defaultLeavePolicy("US")).toMatchObject({ allowanceDays: 20, statutoryMinimumDays: 0, carryOverMaxDays: 0 });
  });

  it("the expiry is a real MM-dd day; empty means none", () => {
    expect(["03-31", "02-29", "12-31"].every(isMonthDay)).toBe(true);
    expect(["02-30", "13-01", "3-31", "04-31", "00-10"].some(isMonthDay)).toBe(false);
    const base = { allowanceDays: "25", accrual: "MONTHLY", carryOverMaxDays: 5, statutoryMinimumDays: 20 };
    expect(ZLeavePolicyForm.parse({ ...base, carryOverExpiry: "" })).toEqual({
      allowanceDays: 25,
      accrual: "MONTHLY",
      carryOverMaxDays: 5,
      carryOverExpiry: null,
      statutoryMinimumDays: 20,
    });
    // An emptied input is missing, not 0 days.
    const empty = ZLeavePolicyForm.safeParse({ ...base, allowanceDays: "" });
    expect(empty.error?.issues.map((i) => [i.path.join("."), i.message])).toEqual([
      ["allowanceDays", "The allowance must be a number of days"],
    ]);
    const refused = ZLeavePolicyForm.safeParse({ ...base, carryOverExpiry: "04-31" });
    expect(refused.success).toBe(false);
    expect(refused.error?.issues.map((i) => i.path.join("."))).toEqual(["carryOverExpiry"]);
  });
});
