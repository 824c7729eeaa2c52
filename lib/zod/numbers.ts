// Numbers bound for their column (Prisma Decimal or Int): a value the column cannot hold (1e300 in a fee) is a 400 with the
// field named, not a numeric-overflow 500 from PostgreSQL. Precision and scale are prisma/schema.prisma's.
import { z } from "zod";

export const DECIMAL_COLUMNS = {
  /** Decimal(18, 4): amounts of money. */
  money: { precision: 18, scale: 4 },
  /** Decimal(9, 4): percentages and multipliers. */
  percent: { precision: 9, scale: 4 },
  /** Decimal(18, 8): exchange rates. */
  rate: { precision: 18, scale: 8 },
} as const;
export type DecimalKind = keyof typeof DECIMAL_COLUMNS;

/** The largest absolute value the column holds once rounded to its scale (99,999,999,999,999.9999 for money). */
export function decimalLimit(kind: DecimalKind): number {
  const { precision, scale } = DECIMAL_COLUMNS[kind];
  return 10 ** (precision - scale) - 10 ** -scale;
}

export function fitsDecimal(kind: DecimalKind, value: number): boolean {
  return Number.isFinite(value) && Math.abs(value) <= decimalLimit(kind);
}

export const tooLargeMessage = (kind: DecimalKind) =>
  `Please enter a number no larger than ${Math.floor(decimalLimit(kind)).toLocaleString("en-US")}`;

/** A query string's number is coerced; a JSON body's must already be a number. */
function numberBase(options: { message?: string; coerce?: boolean }): z.ZodNumber {
  return options.coerce
    ? (z.coerce.number({ error: options.message }) as unknown as z.ZodNumber)
    : z.number({ error: options.message });
}

/**
 * The shared builder: a finite number of at least `min` that fits the column. `coerce` reads query strings.
 * Callers chain their own rules (decimals, cross-field checks) after it.
 */
export function decimalNumber(kind: DecimalKind, options: { message?: string; min?: number; coerce?: boolean } = {}) {
  const base = numberBase(options);
  const limit = decimalLimit(kind);
  return base.min(options.min ?? -limit, options.message).max(limit, tooLargeMessage(kind));
}

/** PostgreSQL `integer` (Prisma Int): a larger whole number is a 400, not an out-of-range 500. */
export const INT32_MAX = 2_147_483_647;
export function int32(options: { message?: string; min?: number; coerce?: boolean } = {}) {
  return numberBase(options)
    .int(options.message)
    .min(options.min ?? -INT32_MAX, options.message)
    .max(INT32_MAX, `Please enter a number no larger than ${INT32_MAX}`);
}
