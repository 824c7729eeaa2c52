// Currency arithmetic and display. Amounts are decimal.js values (never JS floats) on the server;
// Prisma Decimal values convert with `new Decimal(value.toString())`.
import Decimal from "decimal.js";

// Spec 1 section 9 / spec 2 section 9: 0 decimals for JPY, KRW, CLP and similar; 3 for BHD, JOD, KWD and similar.
export const ZERO_DECIMAL = new Set(["JPY", "KRW", "CLP", "VND", "ISK", "UGX", "PYG", "XAF", "XOF"]);
export const THREE_DECIMAL = new Set(["BHD", "JOD", "KWD", "OMR", "TND", "IQD", "LYD"]);

export function currencyDecimals(currency: string): number {
  const code = currency.toUpperCase();
  if (ZERO_DECIMAL.has(code)) return 0;
  if (THREE_DECIMAL.has(code)) return 3;
  return 2;
}

// ISO 4217 codes this runtime knows (Intl); an unknown code in a filter or body is a 400, never a silent miss.
const KNOWN_CURRENCIES = new Set(
  typeof Intl.supportedValuesOf === "function" ? Intl.supportedValuesOf("currency") : ["EUR", "USD", "GBP"],
);

export function isKnownCurrency(code: string): boolean {
  return /^[A-Z]{3}$/.test(code) && KNOWN_CURRENCIES.has(code);
}

/** The amount as stored and exported: rounded to the currency's decimals, as a fixed-point string ("1234.50"). */
export function moneyString(value: DecimalInput | null | undefined, currency: string): string {
  return roundForCurrency(toDecimal(value), currency).toFixed(currencyDecimals(currency));
}

export type DecimalInput = Decimal.Value | { toString(): string };

export function toDecimal(value: DecimalInput | null | undefined): Decimal {
  if (value === null || value === undefined || value === "") return new Decimal(0);
  if (Decimal.isDecimal(value)) return value as Decimal;
  // Spec 2: a comma in a concept value is stripped before summing ("1,234.50").
  return new Decimal(String(value).replace(/,/g, "").trim() || "0");
}

/** Rounded to the currency's decimals (half up). */
export function roundForCurrency(value: DecimalInput, currency: string): Decimal {
  return toDecimal(value).toDecimalPlaces(currencyDecimals(currency), Decimal.ROUND_HALF_UP);
}

function groupThousands(fixed: string): string {
  const [whole, fraction] = fixed.split(".");
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, ",");
  return fraction !== undefined ? `${grouped}.${fraction}` : grouped;
}

/** "1,234.50"; negatives in brackets "(1,234.50)" (spec 2 section 9). */
export function formatAmount(value: DecimalInput | null | undefined, decimals = 2): string {
  const d = toDecimal(value).toDecimalPlaces(decimals, Decimal.ROUND_HALF_UP);
  const text = groupThousands(d.abs().toFixed(decimals));
  return d.isNegative() && !d.isZero() ? `(${text})` : text;
}

/** The unit a recurring amount is paid per ("EUR 4,100.00 per month"). */
export type MoneyPer = "hour" | "day" | "week" | "month" | "year" | "deliverable";

/**
 * THE money display for every screen: "EUR 1,234.50" (code, space, grouped amount with the currency's own
 * decimals; negatives in brackets, spec 2 section 9), "EUR 4,100.00 per month" with `per`. Decimal strings,
 * Prisma Decimals and numbers are accepted. Stored and exported amounts use moneyString instead.
 */
export function formatMoney(
  value: DecimalInput | null | undefined,
  currency: string,
  options: { per?: MoneyPer } = {},
): string {
  const text = `${currency.toUpperCase()} ${formatAmount(value, currencyDecimals(currency))}`;
  return options.per ? `${text} per ${options.per}` : text;
}

export { Decimal };
