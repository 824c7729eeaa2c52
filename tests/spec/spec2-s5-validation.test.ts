/** @jest-environment node */
// Spec 2 section 5 'Validation rules': the termination form, workbook creation, LSP data, pay report upload fields,
// the date range form, timesheet daily hours, document uploads, contractors and the payroll report requests, each
// through the shared schema or rule module the form and the route handler use. Pure: no database.
import { buildTerminationSchema, minimumTerminationDate } from "@/lib/terminations/schema";
import { ZLspData, ZUploadFields, ZWorkbookForm, LSP_DATA_DEFAULTS } from "@/lib/payroll/schema";
import { dateRangeSchema, defaultDateRange } from "@/lib/finance/schema";
import { rowError, rowTotalMinutes, TIME_OPTIONS } from "@/lib/timesheets/rows";
import { checkFileMeta, MAX_DOCUMENT_BYTES } from "@/lib/documents/schema";
import { CONTRACTOR_CURRENCIES, INVOICING_FREQUENCIES, ZContractStep } from "@/lib/contractors/schema";
import { ZPayrollReportParams } from "@/lib/payroll/company-reports/schema";
import { fieldMessages, messagesOf, parsed } from "./support";

describe("[spec 2 §5] termination form", () => {
  const now = new Date("2031-03-10T10:00:00Z");
  const schema = buildTerminationSchema(() => now);
  const valid = {
    timeZone: "UTC",
    isEmployeeOPManager: "no",
    isEmployeeAwareOfTermination: "yes",
    terminationReason: "businessReason",
    hasDisputesWithEmployee: "no",
    lastWorkingDayPreference: "2031-04-30",
    lastEmploymentDatePreference: "2031-04-30",
    employeeNonHolidayLeaves: ["notApplicable"],
    numberOfVacationDaysBeforeLastEmploymentDate: 3,
  };

  it("[spec 2 §5] isEmployeeOPManager, isEmployeeAwareOfTermination, terminationReason and hasDisputesWithEmployee are required ('Please select the answer')", () => {
    const errors = fieldMessages(schema, {
      ...valid,
      isEmployeeOPManager: "",
      isEmployeeAwareOfTermination: undefined,
      terminationReason: "bored",
      hasDisputesWithEmployee: "",
    });
    for (const field of [
      "isEmployeeOPManager",
      "isEmployeeAwareOfTermination",
      "terminationReason",
      "hasDisputesWithEmployee",
    ])
      expect(errors[field]).toEqual(["Please select the answer"]);
  });

  it("[spec 2 §5] if the employee is an OP manager, a manager e-mail is required ('Please select manager email'); cleared if no", () => {
    expect(messagesOf(schema, { ...valid, isEmployeeOPManager: "yes" }, "employeeManagerEmail")).toEqual([
      "Please select manager email",
    ]);
    expect(parsed(schema, { ...valid, employeeManagerEmail: "boss@example.com" }).employeeManagerEmail).toBeNull();
  });

  it("[spec 2 §5] details are required when the reason is other or disputes is yes ('Please enter the details'), cleared otherwise", () => {
    const errors = fieldMessages(schema, { ...valid, terminationReason: "other", hasDisputesWithEmployee: "yes" });
    expect(errors.detailsOfTerminationReason).toEqual(["Please enter the details"]);
    expect(errors.detailsOfDisputesWithEmployee).toEqual(["Please enter the details"]);
    const cleared = parsed(schema, { ...valid, detailsOfTerminationReason: "x", detailsOfDisputesWithEmployee: "y" });
    expect(cleared.detailsOfTerminationReason).toBeNull();
    expect(cleared.detailsOfDisputesWithEmployee).toBeNull();
  });

  it("[spec 2 §5] last working day and last employment date: required, valid, strictly after 30 days from today", () => {
    expect(minimumTerminationDate("2031-03-10")).toBe("2031-04-10");
    const date = (value: string) =>
      messagesOf(schema, { ...valid, lastWorkingDayPreference: value }, "lastWorkingDayPreference");
    expect(date("")).toEqual(["Please enter a date"]);
    expect(date("2031-02-30")).toEqual(["Please enter a valid date"]);
    expect(date("2031-04-09")).toEqual(["Please select a date at least 30 days from the date of submission"]);
    expect(date("2031-04-10")).toEqual([]);
    expect(
      messagesOf(schema, { ...valid, lastEmploymentDatePreference: "2031-03-31" }, "lastEmploymentDatePreference"),
    ).toEqual(["Please select a date at least 30 days from the date of submission"]);
  });

  it("[spec 2 §5] non-holiday leaves: at least one option ('Please pick at least one option or \"Not Applicable\"')", () => {
    expect(messagesOf(schema, { ...valid, employeeNonHolidayLeaves: [] }, "employeeNonHolidayLeaves")).toEqual([
      'Please pick at least one option or "Not Applicable"',
    ]);
  });

  it("[spec 2 §5] vacation days before the last date: a required number at least 0", () => {
    const days = (value: unknown) =>
      messagesOf(
        schema,
        { ...valid, numberOfVacationDaysBeforeLastEmploymentDate: value },
        "numberOfVacationDaysBeforeLastEmploymentDate",
      );
    expect(days("")).toEqual(["Please enter a number"]);
    expect(days("-1")).toEqual(["Value must be greater than or equal to 0"]);
    expect(days(0)).toEqual([]);
  });

  it("[spec 2 §5] overtime owed: optional number at least 0; when given, its unit is required ('Please select a value')", () => {
    expect(fieldMessages(schema, valid)).toEqual({});
    expect(messagesOf(schema, { ...valid, overtimeOwed: 5 }, "overtimeUnits")).toEqual(["Please select a value"]);
    expect(messagesOf(schema, { ...valid, overtimeOwed: -2, overtimeUnits: "hours" }, "overtimeOwed")).toEqual([
      "Value must be greater than or equal to 0",
    ]);
    expect(fieldMessages(schema, { ...valid, overtimeOwed: 5, overtimeUnits: "days" })).toEqual({});
  });

  it("[spec 2 §5] days owed: optional number at least 0; empty answers are dropped from the payload", () => {
    expect(messagesOf(schema, { ...valid, numberOfDaysOwed: -1 }, "numberOfDaysOwed")).toEqual([
      "Value must be greater than or equal to 0",
    ]);
    const out = parsed(schema, { ...valid, numberOfDaysOwed: "", overtimeOwed: "" });
    expect(out.numberOfDaysOwed).toBeNull();
    expect(out.overtimeOwed).toBeNull();
    expect(out.overtimeUnits).toBeNull();
  });
});

describe("[spec 2 §5] payroll forms", () => {
  it("[spec 2 §5] workbook creation: the name is required ('Workbook Name is required')", () => {
    expect(messagesOf(ZWorkbookForm, { name: " ", month: 3, year: 2031 }, "name")).toEqual([
      "Workbook Name is required",
    ]);
    expect(fieldMessages(ZWorkbookForm, { name: "March 2031 - Workbook", month: 3, year: 2031 })).toEqual({});
  });

  const lspData = {
    lspBillingCurrency: "eur",
    lspExchangeRate: "1.1",
    lspBillNumber: "B-1",
    lspBillUrl: "https://bills.example/B-1",
    invoiceDate: "2031-03-01",
    invoiceDueDate: "2031-03-31",
    invoiceAmount: "100.50",
    memo: "March",
    postingPeriod: "203103",
  };

  it("[spec 2 §5] LSP data: every field must be non-empty", () => {
    const errors = fieldMessages(ZLspData, { ...lspData, lspBillNumber: "", lspBillUrl: " ", memo: "" });
    expect(Object.keys(errors).sort()).toEqual(["lspBillNumber", "lspBillUrl", "memo"]);
  });

  it("[spec 2 §5] LSP data: an invalid number falls back to 0 for amount and 1 for rate; rate minimum 0; bill type defaults to BILL", () => {
    const out = parsed(ZLspData, { ...lspData, invoiceAmount: "abc", lspExchangeRate: "" });
    expect(out.invoiceAmount).toBe(0);
    expect(out.lspExchangeRate).toBe(1);
    expect(out.billType).toBe("BILL");
    expect(LSP_DATA_DEFAULTS).toEqual({ lspExchangeRate: 1, invoiceAmount: 0, billType: "BILL" });
    expect(Object.keys(fieldMessages(ZLspData, { ...lspData, lspExchangeRate: -1 }))).toEqual(["lspExchangeRate"]);
  });

  it("[spec 2 §5] LSP data: the posting period is yyyyMM", () => {
    expect(Object.keys(fieldMessages(ZLspData, { ...lspData, postingPeriod: "2031-03" }))).toEqual(["postingPeriod"]);
    expect(Object.keys(fieldMessages(ZLspData, { ...lspData, postingPeriod: "203113" }))).toEqual(["postingPeriod"]);
  });

  it("[spec 2 §5] pay report upload: the provider is required", () => {
    const errors = fieldMessages(ZUploadFields, {
      payrollPeriod: "203103",
      payrollCycle: "CYCLE_1",
      country: "",
      lspId: "",
      legalEntityId: "",
    });
    expect(errors.lspId).toEqual(["Provider is required"]);
    expect(errors.legalEntityId).toEqual(["Provider is required"]);
  });

  it("[spec 2 §5] payroll report requests need a company id and a period (bad request otherwise)", () => {
    expect(Object.keys(fieldMessages(ZPayrollReportParams, { companyId: "", payrollPeriod: "" })).sort()).toEqual([
      "companyId",
      "payrollPeriod",
    ]);
    expect(fieldMessages(ZPayrollReportParams, { companyId: "c1", payrollPeriod: "202311" })).toEqual({});
  });
});

describe("[spec 2 §5] date range form", () => {
  const schema = dateRangeSchema(() => new Date("2031-03-15T12:00:00Z"));

  it("[spec 2 §5] start and end dates are required ('Start date is required', 'End date is required')", () => {
    expect(fieldMessages(schema, { from_date: "", to_date: "" })).toMatchObject({
      from_date: ["Start date is required"],
      to_date: ["End date is required"],
    });
  });

  it("[spec 2 §5] start before end ('Start date should be before the end date' / 'End date should be after the start date')", () => {
    expect(fieldMessages(schema, { from_date: "2031-03-10", to_date: "2031-03-01" })).toEqual({
      from_date: ["Start date should be before the end date"],
      to_date: ["End date should be after the start date"],
    });
  });

  it("[spec 2 §5] the start is not in the future ('Start date cannot be in the future')", () => {
    expect(messagesOf(schema, { from_date: "2031-03-16", to_date: "2031-03-31" }, "from_date")).toEqual([
      "Start date cannot be in the future",
    ]);
    expect(fieldMessages(schema, { from_date: "2031-03-01", to_date: "2031-03-15" })).toEqual({});
  });

  it("[spec 2 §5] the start defaults to the start of the month", () => {
    expect(defaultDateRange(new Date("2031-03-15T12:00:00Z"))).toEqual({
      from_date: "2031-03-01",
      to_date: "2031-03-15",
    });
  });
});

describe("[spec 2 §5] timesheet daily hours", () => {
  it("[spec 2 §5] the end must be after the start", () => {
    expect(rowError({ startTime: "09:00", endTime: "09:00" }, "SIMPLE")?.field).toBe("endTime");
    expect(rowError({ startTime: "09:00", endTime: "08:00" }, "MEDIUM")?.field).toBe("endTime");
  });

  it("[spec 2 §5] the break end must be after the break start, and the break start within start..end", () => {
    const row = { startTime: "09:00", endTime: "17:00" };
    expect(rowError({ ...row, breakStartTime: "13:00", breakEndTime: "12:00" }, "MEDIUM")?.field).toBe("breakEndTime");
    expect(rowError({ ...row, breakStartTime: "08:00", breakEndTime: "08:30" }, "MEDIUM")?.field).toBe(
      "breakStartTime",
    );
    expect(rowError({ ...row, breakStartTime: "12:00", breakEndTime: "12:30" }, "MEDIUM")).toBeNull();
  });

  it("[spec 2 §5] times are picked in 15-minute steps, the latest 23:45", () => {
    expect(TIME_OPTIONS).toHaveLength(96);
    expect(TIME_OPTIONS.at(-1)).toBe("23:45");
    expect(rowError({ startTime: "09:10", endTime: "17:00" }, "SIMPLE")?.field).toBe("startTime");
  });

  it("[spec 2 §5] the total is end minus start minus break, in minutes", () => {
    expect(
      rowTotalMinutes(
        { startTime: "09:00", breakStartTime: "12:30", breakEndTime: "13:00", endTime: "17:30" },
        "MEDIUM",
      ),
    ).toBe(480);
    expect(rowTotalMinutes({ startTime: "09:00", endTime: "17:30" }, "SIMPLE")).toBe(510);
  });
});

describe("[spec 2 §5] uploads and contractors", () => {
  it("[spec 2 §5] document uploads: images, pdf, word documents only, at most 15 MB", () => {
    expect(checkFileMeta({ name: "receipt.txt", type: "text/plain", size: 10 })).toBe(
      "This file type is not allowed. Please upload an image, pdf or word document.",
    );
    expect(checkFileMeta({ name: "receipt.png", type: "image/png", size: MAX_DOCUMENT_BYTES + 1 })).toBe(
      "The maximum file size is 15 MB. Please upload a smaller file.",
    );
    expect(checkFileMeta({ name: "receipt.png", type: "image/png", size: 1024 })).toBeNull();
  });

  it("[spec 2 §5] contractor contract currencies GBP, EUR, USD and frequencies PER_HOUR, PER_DAY, PER_WEEK, PER_MONTH, PER_DELIVERABLE", () => {
    expect([...CONTRACTOR_CURRENCIES]).toEqual(["GBP", "EUR", "USD"]);
    expect([...INVOICING_FREQUENCIES]).toEqual(["PER_HOUR", "PER_DAY", "PER_WEEK", "PER_MONTH", "PER_DELIVERABLE"]);
    const contract = {
      jobRole: "Designer",
      invoicingCurrency: "CHF",
      billingCurrency: "EUR",
      expectedInvoicingFrequency: "PER_YEAR",
      rate: 50,
      startDate: "2031-04-01",
    };
    const errors = fieldMessages(ZContractStep, contract);
    expect(errors.invoicingCurrency).toEqual(["Please select GBP, EUR or USD"]);
    expect(errors.expectedInvoicingFrequency).toEqual(["Please select a frequency"]);
  });
});
