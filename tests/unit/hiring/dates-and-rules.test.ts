/** @jest-environment node */
// Start-date rules, business days, availability, the seat transition table and the form schemas.
import {
  isAdminStartDateAllowed,
  isFutureDate,
  minAdminStartDate,
  needsDocumentationNote,
  parseDateInput,
  payrollGuaranteedNextMonth,
} from "@/lib/hiring/dates";
import { addBusinessDays, businessDaysBetween, toDateInput } from "@/lib/dates";
import { availableHireTypes } from "@/lib/hiring/availability";
import { seatSowWorkflow, seatStatusWorkflow, sowFromSpec, sowToSpec } from "@/lib/hiring/workflow";
import { ZAdminSeatForm, ZArchiveSeatForm, ZClientSeatForm, profileStage1Schema } from "@/lib/hiring/schema";
import { emailProblem } from "@/lib/zod/email";
import { depositTypesFor } from "@/lib/hiring/constants";

// Wednesday 2026-11-18 (local).
const WED = new Date(2026, 10, 18, 15, 0);
const FRI = new Date(2026, 10, 20, 9, 0);

describe("[HIRING] start-date rules", () => {
  it.each([
    [WED, "2026-11-23"], // Wed + 3 business days = Mon
    [FRI, "2026-11-25"], // Fri + 3 = Wed
    [new Date(2026, 10, 21), "2026-11-25"], // Sat + 3 = Wed
  ])("admin minimum from %s is %s", (today, expected) => {
    expect(toDateInput(minAdminStartDate(today))).toBe(expected);
  });

  it.each([
    ["2026-11-20", false],
    ["2026-11-22", false],
    ["2026-11-23", true],
    ["2026-12-01", true],
  ])("admin start %s allowed: %s", (date, allowed) => {
    expect(isAdminStartDateAllowed(date, WED)).toBe(allowed);
  });

  it.each([
    ["2026-11-18", false],
    ["2026-11-19", true],
    ["2026-11-17", false],
    ["not-a-date", false],
    ["2026-02-31", false],
  ])("client start %s in the future: %s", (date, future) => {
    expect(isFutureDate(date, WED)).toBe(future);
  });

  it.each([
    ["2026-12-04", true], // 12 business days
    ["2026-12-07", false], // 13 business days
  ])("documentation note for %s: %s", (date, note) => {
    expect(needsDocumentationNote(date, WED)).toBe(note);
  });

  it("payroll guaranteed next month only after the 15th", () => {
    expect(payrollGuaranteedNextMonth(new Date(2026, 10, 15))).toBe(false);
    expect(payrollGuaranteedNextMonth(new Date(2026, 10, 16))).toBe(true);
    expect(parseDateInput("2026-13-01")).toBeNull();
  });
});

describe("[HIRING] business days on the country's weekend (Country.weekendDays)", () => {
  const FRI_SAT = [5, 6];
  const TUE = new Date(2026, 10, 17, 10, 0);

  it.each([
    [TUE, "2026-11-20", "2026-11-22"], // Tue + 3: Fri on Sat/Sun, Sun on Fri/Sat
    [FRI, "2026-11-25", "2026-11-24"], // Fri + 3: Wed on Sat/Sun, Tue on Fri/Sat
  ])("addBusinessDays(%s, 3): %s by default, %s with a Fri/Sat weekend", (from, satSun, friSat) => {
    expect(toDateInput(addBusinessDays(from, 3))).toBe(satSun);
    expect(toDateInput(addBusinessDays(from, 3, FRI_SAT))).toBe(friSat);
    expect(toDateInput(minAdminStartDate(from, FRI_SAT))).toBe(friSat);
  });

  it("businessDaysBetween skips Friday and Saturday, counts Sunday", () => {
    const sat = new Date(2026, 10, 21);
    expect(businessDaysBetween(WED, sat)).toBe(2); // Thu, Fri
    expect(businessDaysBetween(WED, sat, FRI_SAT)).toBe(1); // Thu
    expect(businessDaysBetween(WED, new Date(2026, 10, 22), FRI_SAT)).toBe(2); // Thu, Sun
    expect(businessDaysBetween(sat, WED, FRI_SAT)).toBe(0);
  });

  it.each([
    ["2026-11-24", FRI, false, true], // Tuesday after a Friday: allowed only on a Fri/Sat weekend
    ["2026-11-21", TUE, true, false], // Saturday after a Tuesday: allowed only on a Sat/Sun weekend
  ])("admin start %s from %s: Sat/Sun %s, Fri/Sat %s", (date, today, satSun, friSat) => {
    expect(isAdminStartDateAllowed(date, today)).toBe(satSun);
    expect(isAdminStartDateAllowed(date, today, FRI_SAT)).toBe(friSat);
  });

  it("documentation note counts business days on the weekend given", () => {
    // From Friday 2026-11-20 to Tuesday 2026-12-08: 12 business days on Sat/Sun, 13 on Fri/Sat.
    expect(needsDocumentationNote("2026-12-08", FRI)).toBe(true);
    expect(needsDocumentationNote("2026-12-08", FRI, FRI_SAT)).toBe(false);
  });

  it("no weekend counts calendar days; a week without a business day is refused", () => {
    expect(toDateInput(addBusinessDays(FRI, 3, []))).toBe("2026-11-23");
    expect(() => addBusinessDays(FRI, 1, [0, 1, 2, 3, 4, 5, 6])).toThrow(RangeError);
    expect(() => businessDaysBetween(FRI, WED, [0, 1, 2, 3, 4, 5, 6])).toThrow(RangeError);
  });
});

describe("[HIRING] hire availability", () => {
  it.each([
    [
      { enabledProducts: ["EOR"], hasOverdueInvoices: false, addContractorHireFlag: false, isInternalCompany: false },
      { employee: true, contractor: false, peo: true },
      "employee",
    ],
    [
      { enabledProducts: ["EOR"], hasOverdueInvoices: true, addContractorHireFlag: false, isInternalCompany: false },
      { employee: false, contractor: false, peo: true },
      null,
    ],
    [
      {
        enabledProducts: ["EOR", "CONTRACTOR"],
        hasOverdueInvoices: false,
        addContractorHireFlag: true,
        isInternalCompany: false,
      },
      { employee: true, contractor: true, peo: true },
      null,
    ],
    [
      {
        enabledProducts: ["CONTRACTOR"],
        hasOverdueInvoices: false,
        addContractorHireFlag: true,
        isInternalCompany: true,
      },
      { employee: false, contractor: true, peo: false },
      "contractor",
    ],
    [
      {
        enabledProducts: ["CONTRACTOR"],
        hasOverdueInvoices: false,
        addContractorHireFlag: false,
        isInternalCompany: false,
      },
      { employee: false, contractor: false, peo: true },
      null,
    ],
  ])("%j", (input, available, preselected) => {
    const result = availableHireTypes(input);
    expect(result.available).toEqual(available);
    expect(result.preselected).toBe(preselected);
    expect(result.contractorsPaused).toBe(!available.contractor);
  });
});

describe("[HIRING] seat transition table", () => {
  it.each([
    ["sow_awaiting_proposal", "sow_awaiting_acceptance", true],
    ["sow_awaiting_proposal", "sow_accepted", true],
    ["sow_awaiting_acceptance", "sow_awaiting_acceptance", true],
    ["sow_awaiting_acceptance", "sow_accepted", true],
    ["sow_awaiting_acceptance", "sow_awaiting_proposal", false],
    ["sow_accepted", "sow_awaiting_acceptance", false],
    ["sow_accepted", "sow_awaiting_proposal", false],
  ] as const)("%s -> %s: %s", (from, to, ok) => {
    expect(seatSowWorkflow.canTransition(from, to)).toBe(ok);
  });

  it("archive is one-way; spec names round-trip", () => {
    expect(seatStatusWorkflow.canTransition("pending", "archived")).toBe(true);
    expect(seatStatusWorkflow.canTransition("archived", "pending")).toBe(false);
    expect(sowToSpec("sow_awaiting_acceptance")).toBe("sow:awaiting-acceptance");
    expect(sowFromSpec("sow:accepted")).toBe("sow_accepted");
  });
});

describe("[HIRING] form schemas", () => {
  const future = toDateInput(new Date(Date.now() + 40 * 86_400_000));

  it("client request messages", () => {
    const r = ZClientSeatForm.safeParse({
      variant: "client",
      countryCode: "",
      desiredStartDate: "",
      acceptTerms: false,
    });
    const byPath = Object.fromEntries(r.error!.issues.map((i) => [i.path.join("."), i.message]));
    expect(byPath).toMatchObject({
      countryCode: "Please enter a country",
      desiredStartDate: "Please enter a start date",
    });
    expect(
      ZClientSeatForm.safeParse({ variant: "client", countryCode: "de", desiredStartDate: future, acceptTerms: true })
        .success,
    ).toBe(true);
  });

  it("admin form: names, salary variant and APD rules", () => {
    const base = {
      variant: "admin",
      countryCode: "DE",
      firstName: "",
      lastName: "",
      desiredStartDate: future,
      employeeType: "EOR",
      billingCurrency: "CHF",
      managementFeeAmount: 1.234,
      setupFeeAmount: -1,
      setupFeeStructure: "PER_EMPLOYEE",
      depositType: "ADVANCED_PAYMENT_DEPOSIT",
      includeSalary: true,
      annualBaseSalaryAmount: 0,
    };
    const paths = Object.fromEntries(
      ZAdminSeatForm.safeParse(base).error!.issues.map((i) => [i.path.join("."), i.message]),
    );
    expect(paths).toMatchObject({
      firstName: "Please provide a first name",
      lastName: "Please provide a last name",
      billingCurrency: "Please choose a billing currency",
      managementFeeAmount: "Please use at most two decimals",
      setupFeeAmount: "Please enter a valid setup fee",
      apdChoice: "Please choose a deposit percentage",
      annualBaseSalaryAmount: "Please enter a valid annual base salary amount",
    });
  });

  it("deposit choices by employee type", () => {
    expect(depositTypesFor("EOR", false)).toEqual(["ZERO_DEPOSIT_INSURANCE", "ADVANCED_PAYMENT_DEPOSIT"]);
    expect(depositTypesFor("EOR", true)).toContain("NO_DEPOSIT");
    expect(depositTypesFor("PEO", false)).toEqual(["NO_DEPOSIT"]);
    expect(depositTypesFor("VIRTUAL_EMPLOYER", false)).toEqual(["NO_DEPOSIT"]);
  });

  it("archive confirmations", () => {
    expect(ZArchiveSeatForm.safeParse({ archiveReason: "correction", confirmation: "ARCHIVE" }).success).toBe(true);
    expect(
      ZArchiveSeatForm.safeParse({ kind: "change-country", countryCode: "FR", confirmation: "CHANGE COUNTRY" }).success,
    ).toBe(true);
    expect(
      ZArchiveSeatForm.safeParse({ kind: "change-country", countryCode: "FR", confirmation: "ARCHIVE" }).success,
    ).toBe(false);
  });

  it.each([
    ["jane@example.com", null],
    ["jane@mail.co.uk", null],
    ["", "Please enter an email address"],
    [" jane@example.com", "Email addresses should not contain any spaces at the beginning or the end"],
    ["jane@example.comm", "Please enter a valid email address"],
    ["jane@@example.com", "Please enter a valid email address"],
    ["jane@example", "Please enter a valid email address"],
  ])("email %j -> %s", (email, problem) => {
    expect(emailProblem(email)).toBe(problem);
  });

  it("private address only when flagged", () => {
    const values = {
      countryCode: "DE",
      citizenship: "DE",
      firstName: "A",
      lastName: "B",
      personalEmail: "a@b.de",
      rightToWorkCheckCompleted: "yes",
    };
    expect(profileStage1Schema(false).safeParse(values).success).toBe(true);
    expect(profileStage1Schema(true).safeParse(values).success).toBe(false);
    expect(profileStage1Schema(false).safeParse({ ...values, rightToWorkCheckCompleted: undefined }).success).toBe(
      false,
    );
  });
});
