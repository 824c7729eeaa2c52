// [FINANCE] currency decimals and rounding (spec 2 section 9): 0 for JPY, KRW, CLP; 3 for BHD, JOD, KWD; else 2.
import { currencyDecimals, formatMoney, isKnownCurrency, moneyString, roundForCurrency } from "@/lib/money";

describe("[FINANCE] currency rounding table", () => {
  it.each([
    ["JPY", 0, "1235"],
    ["KRW", 0, "1235"],
    ["CLP", 0, "1235"],
    ["BHD", 3, "1234.568"],
    ["JOD", 3, "1234.568"],
    ["KWD", 3, "1234.568"],
    ["EUR", 2, "1234.57"],
    ["USD", 2, "1234.57"],
    ["GBP", 2, "1234.57"],
  ])("%s has %i decimals and stores 1234.5675 as %s", (currency, decimals, stored) => {
    expect(currencyDecimals(currency)).toBe(decimals);
    expect(moneyString("1234.5675", currency)).toBe(stored);
  });

  it("rounds half up on the currency's last decimal, in decimal arithmetic (no float drift)", () => {
    expect(roundForCurrency("0.125", "EUR").toFixed(2)).toBe("0.13");
    expect(roundForCurrency("0.5", "JPY").toFixed(0)).toBe("1");
    expect(roundForCurrency("0.0005", "KWD").toFixed(3)).toBe("0.001");
    // 0.1 + 0.2 in floats is 0.30000000000000004; as decimals it is exactly 0.30.
    expect(moneyString(roundForCurrency("0.1", "EUR").plus("0.2"), "EUR")).toBe("0.30");
  });

  it("is case-insensitive on the code and pads to the currency's decimals", () => {
    expect(currencyDecimals("jpy")).toBe(0);
    expect(moneyString("7", "BHD")).toBe("7.000");
    expect(moneyString("7", "EUR")).toBe("7.00");
  });

  it("formats with the currency's decimals and negatives in brackets", () => {
    expect(formatMoney("-1234.5", "EUR")).toBe("EUR (1,234.50)");
    expect(formatMoney("1234.5", "JPY")).toBe("JPY 1,235");
    expect(formatMoney("1.2345", "KWD")).toBe("KWD 1.235");
  });

  it("knows ISO 4217 codes and refuses unknown ones", () => {
    expect(isKnownCurrency("EUR")).toBe(true);
    expect(isKnownCurrency("KWD")).toBe(true);
    expect(isKnownCurrency("XYZ")).toBe(false);
    expect(isKnownCurrency("eur")).toBe(false);
  });
});
