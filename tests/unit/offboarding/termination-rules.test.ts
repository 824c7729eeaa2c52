import {
  buildTerminationSchema,
  minimumTerminationDate,
  MSG,
  todayIn,
  type TerminationFormInput,
} from "@/lib/terminations/schema";

// 2026-11-23 10:00 UTC: still the 23rd in UTC and New York, already the 24th in Kiritimati (UTC+14).
const NOW = new Date("2026-11-23T10:00:00Z");
const schema = buildTerminationSchema(() => NOW);

const valid: TerminationFormInput = {
  timeZone: "UTC",
  isEmployeeOPManager: "no",
  isEmployeeAwareOfTermination: "yes",
  terminationReason: "businessReason",
  hasDisputesWithEmployee: "no",
  lastWorkingDayPreference: "2026-12-24",
  lastEmploymentDatePreference: "2026-12-31",
  employeeNonHolidayLeaves: ["notApplicable"],
  numberOfVacationDaysBeforeLastEmploymentDate: "3",
};

function errorsOf(input: TerminationFormInput) {
  const result = schema.safeParse(input);
  if (result.success) return {};
  const out: Record<string, string[]> = {};
  for (const issue of result.error.issues) (out[issue.path.join(".")] ??= []).push(issue.message);
  return out;
}

describe("[TERMINATIONS] termination form rules (spec 2 section 5)", () => {
  it("accepts a complete form and drops conditional answers whose condition does not hold", () => {
    const result = schema.parse({
      ...valid,
      employeeManagerEmail: "boss@acme.example",
      detailsOfTerminationReason: "left over",
      detailsOfDisputesWithEmployee: "left over",
    });
    expect(result.employeeManagerEmail).toBeNull();
    expect(result.detailsOfTerminationReason).toBeNull();
    expect(result.detailsOfDisputesWithEmployee).toBeNull();
    expect(result.numberOfVacationDaysBeforeLastEmploymentDate).toBe(3);
    expect(result.overtimeOwed).toBeNull();
  });

  it("requires every select answer with 'Please select the answer'", () => {
    const e = errorsOf({
      ...valid,
      isEmployeeOPManager: "",
      isEmployeeAwareOfTermination: undefined,
      terminationReason: "notAReason",
      hasDisputesWithEmployee: "",
    });
    for (const field of [
      "isEmployeeOPManager",
      "isEmployeeAwareOfTermination",
      "terminationReason",
      "hasDisputesWithEmployee",
    ])
      expect(e[field]).toEqual([MSG.selectAnswer]);
  });

  it("requires the manager e-mail when the employee is an OP manager", () => {
    expect(errorsOf({ ...valid, isEmployeeOPManager: "yes" }).employeeManagerEmail).toEqual([MSG.selectManagerEmail]);
    expect(
      schema.parse({ ...valid, isEmployeeOPManager: "yes", employeeManagerEmail: "m@acme.example" })
        .employeeManagerEmail,
    ).toBe("m@acme.example");
  });

  it("requires details for reason 'other' and for disputes 'yes'", () => {
    const e = errorsOf({ ...valid, terminationReason: "other", hasDisputesWithEmployee: "yes" });
    expect(e.detailsOfTerminationReason).toEqual([MSG.enterDetails]);
    expect(e.detailsOfDisputesWithEmployee).toEqual([MSG.enterDetails]);
  });

  it("date rules: empty, invalid, and too soon each with its message", () => {
    expect(errorsOf({ ...valid, lastWorkingDayPreference: "" }).lastWorkingDayPreference).toEqual([MSG.enterDate]);
    expect(errorsOf({ ...valid, lastWorkingDayPreference: "2026-02-30" }).lastWorkingDayPreference).toEqual([
      MSG.validDate,
    ]);
    expect(errorsOf({ ...valid, lastEmploymentDatePreference: "24/12/2026" }).lastEmploymentDatePreference).toEqual([
      MSG.validDate,
    ]);
    expect(errorsOf({ ...valid, lastEmploymentDatePreference: "2026-11-30" }).lastEmploymentDatePreference).toEqual([
      MSG.minimumNotice,
    ]);
  });

  it("date boundary in the server's time zone (UTC): today + 30 is refused, today + 31 accepted", () => {
    expect(todayIn("UTC", NOW)).toBe("2026-11-23");
    expect(minimumTerminationDate("2026-11-23")).toBe("2026-12-24");
    expect(errorsOf({ ...valid, lastWorkingDayPreference: "2026-12-23" }).lastWorkingDayPreference).toEqual([
      MSG.minimumNotice,
    ]);
    expect(errorsOf({ ...valid, lastWorkingDayPreference: "2026-12-24" }).lastWorkingDayPreference).toBeUndefined();
  });

  it("date boundary in the user's time zone: a user already on the 24th needs the 25th", () => {
    const zone = "Pacific/Kiritimati";
    expect(todayIn(zone, NOW)).toBe("2026-11-24");
    expect(
      errorsOf({ ...valid, timeZone: zone, lastWorkingDayPreference: "2026-12-24" }).lastWorkingDayPreference,
    ).toEqual([MSG.minimumNotice]);
    expect(
      errorsOf({
        ...valid,
        timeZone: zone,
        lastWorkingDayPreference: "2026-12-25",
        lastEmploymentDatePreference: "2026-12-25",
      }),
    ).toEqual({});
    // A user behind UTC (New York, still the 23rd) gets the same boundary as the server.
    expect(todayIn("America/New_York", NOW)).toBe("2026-11-23");
    expect(
      errorsOf({ ...valid, timeZone: "America/New_York", lastWorkingDayPreference: "2026-12-24" })
        .lastWorkingDayPreference,
    ).toBeUndefined();
    // An unknown zone falls back to UTC.
    expect(todayIn("Not/AZone", NOW)).toBe("2026-11-23");
  });

  it("requires at least one leave option or 'Not Applicable'", () => {
    expect(errorsOf({ ...valid, employeeNonHolidayLeaves: [] }).employeeNonHolidayLeaves).toEqual([MSG.pickLeave]);
    expect(errorsOf({ ...valid, employeeNonHolidayLeaves: ["holidayOnMars"] }).employeeNonHolidayLeaves).toEqual([
      MSG.pickLeave,
    ]);
  });

  it("numbers: vacation days required and >= 0; overtime and days owed optional but >= 0", () => {
    expect(
      errorsOf({ ...valid, numberOfVacationDaysBeforeLastEmploymentDate: "" })
        .numberOfVacationDaysBeforeLastEmploymentDate,
    ).toEqual([MSG.enterNumber]);
    expect(
      errorsOf({ ...valid, numberOfVacationDaysBeforeLastEmploymentDate: "abc" })
        .numberOfVacationDaysBeforeLastEmploymentDate,
    ).toEqual([MSG.enterNumber]);
    expect(
      errorsOf({ ...valid, numberOfVacationDaysBeforeLastEmploymentDate: -1 })
        .numberOfVacationDaysBeforeLastEmploymentDate,
    ).toEqual([MSG.nonNegative]);
    expect(errorsOf({ ...valid, numberOfVacationDaysBeforeLastEmploymentDate: "0" })).toEqual({});
    expect(errorsOf({ ...valid, numberOfDaysOwed: "-0.5" }).numberOfDaysOwed).toEqual([MSG.nonNegative]);
    expect(errorsOf({ ...valid, overtimeOwed: "-2", overtimeUnits: "hours" }).overtimeOwed).toEqual([MSG.nonNegative]);
  });

  it("overtime units are required with an overtime amount and cleared without one", () => {
    expect(errorsOf({ ...valid, overtimeOwed: "4" }).overtimeUnits).toEqual([MSG.selectValue]);
    expect(errorsOf({ ...valid, overtimeOwed: "4", overtimeUnits: "weeks" }).overtimeUnits).toEqual([MSG.selectValue]);
    const ok = schema.parse({ ...valid, overtimeOwed: "4", overtimeUnits: "days" });
    expect([ok.overtimeOwed, ok.overtimeUnits]).toEqual([4, "days"]);
    expect(schema.parse({ ...valid, overtimeUnits: "days" }).overtimeUnits).toBeNull();
  });
});
