/** @jest-environment node */
// The one calendar-date input schema (lib/zod/date.ts) and the employment schemas built on it: an impossible day
// is a 400 naming the field, never a rolled-over date or a database 500.
import { isCalendarDate, isoDate } from "@/lib/zod/date";
import { ZCreateEmployment, ZUpdateEmployment } from "@/lib/employees/employments/schema";
import { zodFieldErrors } from "@/lib/http/errors";

describe("isoDate", () => {
  it.each(["2026-01-15", "2024-02-29", "2000-02-29", "1900-01-01", "2999-12-31", "2026-12-31"])("takes %s", (value) => {
    expect(isCalendarDate(value)).toBe(true);
    expect(isoDate().safeParse(value).success).toBe(true);
  });

  it.each([
    "2026-02-31",
    "2026-13-01",
    "2026-00-10",
    "2026-04-31",
    "2025-02-29",
    "1900-02-29",
    "2026-01-00",
    "2026-01-32",
  ])("refuses the impossible day %s with the invalid-date message", (value) => {
    const result = isoDate("Please enter a start date", "Not a real day").safeParse(value);
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((i) => i.message)).toEqual(["Not a real day"]);
  });

  it.each(["0000-01-01", "1899-12-31", "3000-01-01"])("refuses the out-of-range year of %s", (value) => {
    expect(isCalendarDate(value)).toBe(true); // a real day, but no year a date input may name
    expect(isoDate().safeParse(value).success).toBe(false);
  });

  it.each(["", "2026-1-15", "15.01.2026", "2026-01-15T00:00:00Z", " 2026-01-15"])(
    "refuses the malformed %p with the format message only",
    (value) => {
      const result = isoDate("Please enter a start date").safeParse(value);
      expect(result.success).toBe(false);
      expect(result.error?.issues.map((i) => i.message)).toEqual(["Please enter a start date"]);
    },
  );
});

describe("employment schemas", () => {
  it("refuses an impossible start date on create, naming the field", () => {
    const result = ZCreateEmployment.safeParse({ employeeId: "e1", startDate: "2026-02-31" });
    expect(result.success).toBe(false);
    expect(Object.keys(zodFieldErrors(result.error!))).toEqual(["startDate"]);
    expect(ZCreateEmployment.safeParse({ employeeId: "e1", startDate: "2026-02-28" }).success).toBe(true);
  });

  it.each(["startDate", "terminationDate", "firstPayrollDate", "lastPayrollDate"])(
    "refuses an impossible %s on update, naming the field",
    (field) => {
      for (const value of ["2026-02-31", "2026-13-01"]) {
        const result = ZUpdateEmployment.safeParse({ [field]: value });
        expect(result.success).toBe(false);
        expect(Object.keys(zodFieldErrors(result.error!))).toEqual([field]);
      }
      expect(ZUpdateEmployment.safeParse({ [field]: "2026-02-28" }).success).toBe(true);
    },
  );

  it("still takes null for the optional dates", () => {
    expect(ZUpdateEmployment.safeParse({ terminationDate: null, lastPayrollDate: null }).success).toBe(true);
  });
});
