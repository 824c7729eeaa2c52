// [FINANCE] invoice-log status labels, filters, page keys and the date range form (spec 2 sections 4, 5).
import { dateRangeSchema, defaultDateRange, ZInvoiceLogFilters, ZTransactionBalanceQuery } from "@/lib/finance/schema";
import { invoiceLogStatusLabel } from "@/lib/finance/invoice-log-labels";
import { decodeTimeCursor, encodeCursor } from "@/lib/queries/keyset";

const messages = (result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  (result.error?.issues ?? []).reduce<Record<string, string>>(
    (out, i) => ({ [String(i.path[0])]: i.message, ...out }),
    {},
  );

describe("[FINANCE] invoice-log status labels", () => {
  it("SUCCESS is Processed, SUBMITTED is Submitted, FAILED and anything else Failed", () => {
    expect(invoiceLogStatusLabel("SUCCESS")).toBe("Processed");
    expect(invoiceLogStatusLabel("SUBMITTED")).toBe("Submitted");
    expect(invoiceLogStatusLabel("FAILED")).toBe("Failed");
    expect(invoiceLogStatusLabel("UNKNOWN")).toBe("Failed");
    expect(invoiceLogStatusLabel(null)).toBe("Failed");
  });
});

describe("[FINANCE] invoice-log filters", () => {
  it("accepts the spec's filters and upper-cases codes", () => {
    const parsed = ZInvoiceLogFilters.parse({
      statuses: ["SUCCESS", "FAILED"],
      invoiceTypes: "DEPOSIT_ONLY",
      currency: "eur",
      employeeCountry: "de",
      fromDate: "2026-01-01",
      toDate: "2026-02-01",
      clientOrEmployeeNameQuery: " José ",
    });
    expect(parsed).toMatchObject({ invoiceTypes: ["DEPOSIT_ONLY"], currency: "EUR", employeeCountry: "DE" });
    expect(parsed.clientOrEmployeeNameQuery).toBe("José");
  });
  it("refuses an unknown currency, a bad status, a non-date and a range out of order, naming the field", () => {
    expect(messages(ZInvoiceLogFilters.safeParse({ currency: "XYZ" })).currency).toMatch(/Unknown currency/);
    expect(ZInvoiceLogFilters.safeParse({ statuses: ["DONE"] }).success).toBe(false);
    expect(messages(ZInvoiceLogFilters.safeParse({ fromDate: "01/02/2026" })).fromDate).toMatch(/yyyy-MM-dd/);
    expect(messages(ZInvoiceLogFilters.safeParse({ fromDate: "2026-03-01", toDate: "2026-02-01" })).toDate).toBe(
      "To date should be after the from date",
    );
  });
  it("page keys round-trip and a forged key decodes to null", () => {
    const at = new Date("2026-05-01T10:00:00.123Z");
    expect(decodeTimeCursor(encodeCursor([at, "abc"]))).toEqual({ createdAt: at, id: "abc" });
    expect(decodeTimeCursor("not-a-key")).toBeNull();
  });
});

describe("[FINANCE] date range form (spec 2 section 5)", () => {
  const now = () => new Date("2026-11-23T12:00:00Z");
  const schema = dateRangeSchema(now);
  it("requires both dates with the spec's messages", () => {
    const m = messages(schema.safeParse({ from_date: "", to_date: "" }));
    expect(m).toEqual({ from_date: "Start date is required", to_date: "End date is required" });
    expect(messages(schema.safeParse({}))).toEqual({
      from_date: "Start date is required",
      to_date: "End date is required",
    });
  });
  it("start must be before end, with both messages", () => {
    expect(messages(schema.safeParse({ from_date: "2026-11-10", to_date: "2026-11-01" }))).toEqual({
      from_date: "Start date should be before the end date",
      to_date: "End date should be after the start date",
    });
  });
  it("start cannot be in the future", () => {
    expect(messages(schema.safeParse({ from_date: "2026-12-01", to_date: "2026-12-31" })).from_date).toBe(
      "Start date cannot be in the future",
    );
  });
  it("a valid range passes; the default starts at the start of the month", () => {
    expect(schema.safeParse({ from_date: "2026-11-01", to_date: "2026-11-23" }).success).toBe(true);
    expect(defaultDateRange(now())).toEqual({ from_date: "2026-11-01", to_date: "2026-11-23" });
  });
  it("the download query also needs a known currency", () => {
    expect(
      ZTransactionBalanceQuery.safeParse({ currency: "EUR", from_date: "2020-01-01", to_date: "2020-02-01" }).success,
    ).toBe(true);
    expect(
      ZTransactionBalanceQuery.safeParse({ currency: "ZZZ", from_date: "2020-01-01", to_date: "2020-02-01" }).success,
    ).toBe(false);
  });
});
