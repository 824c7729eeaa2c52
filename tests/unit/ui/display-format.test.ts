// [CORE] issue 26: names instead of codes, money formatted one way (lib/display.ts, formatMoney in lib/money.ts).
import { countryName, currencyLabel, currencyName, currencyOptions, enumLabel } from "@/lib/display";
import { formatMoney } from "@/lib/money";
import { ROLE_LABEL, roleLabel } from "@/lib/account/admins/role-label";
import { ROLE_TYPES } from "@/lib/auth/actor";
import { FREQUENCY_LABEL, FREQUENCY_PER, INVOICING_FREQUENCIES } from "@/lib/contractors/schema";

describe("[CORE] display names for codes", () => {
  it("names countries in English and falls back to the code", () => {
    expect(countryName("DE")).toBe("Germany");
    expect(countryName("gb")).toBe("United Kingdom");
    expect(countryName("XK")).toBe("Kosovo");
    expect(countryName("Germany")).toBe("Germany");
    expect(countryName("ZZZ")).toBe("ZZZ");
    expect(countryName(null)).toBe("—");
    expect(countryName("")).toBe("—");
  });

  it("names currencies and keeps the code beside the name", () => {
    expect(currencyName("EUR")).toBe("Euro");
    expect(currencyName("sek")).toBe("Swedish Krona");
    expect(currencyLabel("GBP")).toBe("British Pound (GBP)");
    expect(currencyLabel("CHF")).toBe("Swiss Franc (CHF)");
    expect(currencyLabel("XYZ")).toBe("XYZ");
    expect(currencyLabel(undefined)).toBe("—");
  });

  it("builds select options with the code as the value and the name as the label", () => {
    expect(currencyOptions(["USD", "EUR"])).toEqual([
      { value: "USD", label: "US Dollar (USD)" },
      { value: "EUR", label: "Euro (EUR)" },
    ]);
  });

  it("reads enum values as sentences", () => {
    expect(enumLabel("WITH_PENDING_INVOICES")).toBe("With pending invoices");
    expect(enumLabel("in-review")).toBe("In review");
    expect(enumLabel("employee.created")).toBe("Employee created");
    expect(enumLabel(null)).toBe("—");
  });

  it("names every role and keeps an unknown one as given", () => {
    expect(Object.keys(ROLE_LABEL).sort()).toEqual([...ROLE_TYPES].sort());
    expect(roleLabel("customer-success")).toBe("Customer success");
    expect(roleLabel("viewer:clients-sensitive-data")).toBe("Viewer: clients' sensitive data");
    expect(roleLabel("something-else")).toBe("something-else");
  });
});

describe("[CORE] one money format", () => {
  it("shows the code, a space and the grouped amount with the currency's decimals", () => {
    expect(formatMoney("4625", "EUR")).toBe("EUR 4,625.00");
    expect(formatMoney("4100.00", "gbp")).toBe("GBP 4,100.00");
    expect(formatMoney(1234567.891, "USD")).toBe("USD 1,234,567.89");
    expect(formatMoney("1234.5", "JPY")).toBe("JPY 1,235");
    expect(formatMoney("-20", "EUR")).toBe("EUR (20.00)");
    expect(formatMoney({ toString: () => "99.5" }, "CHF")).toBe("CHF 99.50");
    expect(formatMoney(null, "EUR")).toBe("EUR 0.00");
  });

  it("names the period of a recurring amount", () => {
    expect(formatMoney("4100", "GBP", { per: "month" })).toBe("GBP 4,100.00 per month");
    expect(formatMoney("55000", "EUR", { per: "year" })).toBe("EUR 55,000.00 per year");
    expect(formatMoney("50", "USD", { per: "hour" })).toBe("USD 50.00 per hour");
    // A contractor's rate: the frequency's unit matches its own label ("per day").
    for (const f of INVOICING_FREQUENCIES) {
      expect(formatMoney("450", "EUR", { per: FREQUENCY_PER[f] })).toBe(`EUR 450.00 ${FREQUENCY_LABEL[f]}`);
    }
  });
});
