// Hostile values for the fuzz suite (tests/integration/security/fuzz.test.ts), and reading a route's zod schema
// to know which fields to aim them at.
import type { z } from "zod";

export const NUL = "\u0000";
export const LONE_SURROGATE = "\ud800";
export const MEGABYTE = "x".repeat(1024 * 1024);

function nested(depth: number): unknown {
  let value: unknown = "deep";
  for (let i = 0; i < depth; i++) value = { a: value };
  return value;
}

/** Whole bodies that must each answer 400 on any JSON route (refused before any handler runs). */
export const STRICT_BODIES: { name: string; raw: string }[] = [
  { name: "null", raw: "null" },
  { name: "array", raw: "[]" },
  { name: "array of objects", raw: '[{"a":1}]' },
  { name: "number", raw: "1" },
  { name: "huge number", raw: "1e300" },
  { name: "string", raw: '"text"' },
  { name: "true", raw: "true" },
  { name: "NUL key", raw: JSON.stringify({ ["a" + NUL]: 1 }) },
  { name: "NUL value", raw: JSON.stringify({ anything: "a" + NUL + "b" }) },
  { name: "lone surrogate value", raw: '{"anything":"\\ud800"}' },
  { name: "lone low surrogate", raw: '{"anything":"x\\udc00"}' },
  { name: "__proto__ key", raw: '{"__proto__":{"isAdmin":true}}' },
  { name: "constructor key", raw: '{"constructor":{"prototype":{"polluted":true}}}' },
  { name: "deep nesting", raw: JSON.stringify(nested(200)) },
  { name: "NUL in a nested array", raw: JSON.stringify({ list: [[["\u0000"]]] }) },
];

/** Bodies that must never 500 but may be accepted (400, 403, 404, 409, 422 or even 2xx). */
export const LOOSE_BODIES: { name: string; raw: string }[] = [
  { name: "empty object", raw: "{}" },
  { name: "empty body", raw: "" },
  { name: "malformed JSON", raw: "{not json" },
  { name: "truncated JSON", raw: '{"a":' },
  { name: "1 MB string field", raw: JSON.stringify({ name: MEGABYTE, note: MEGABYTE }) },
  { name: "unicode", raw: JSON.stringify({ name: "Zoë 😀 \u202e", note: "\ufeff" }) },
  { name: "paired surrogates (valid)", raw: '{"name":"\\ud83d\\ude00"}' },
];

/** Values aimed at each field of a route's body schema. */
export const FIELD_VALUES: { name: string; value: unknown; strict?: boolean }[] = [
  { name: "NUL", value: "a\u0000b", strict: true },
  { name: "lone surrogate", value: LONE_SURROGATE, strict: true },
  { name: "1e300", value: 1e300 },
  { name: "-1e300", value: -1e300 },
  { name: "negative", value: -1 },
  { name: "2^53", value: 2 ** 53 },
  { name: "2^31", value: 2 ** 31 },
  { name: "fraction", value: 0.123456789 },
  { name: "NaN string", value: "NaN" },
  { name: "Infinity string", value: "Infinity" },
  { name: "1e309 string", value: "1e309" },
  { name: "number string", value: "12abc" },
  { name: "null", value: null },
  { name: "true", value: true },
  { name: "object", value: { nested: { deeper: 1 } } },
  { name: "array", value: [1, "a", null] },
  { name: "empty string", value: "" },
  { name: "SQL text", value: '\'; DROP TABLE "User"; --' },
  { name: "1 MB string", value: MEGABYTE },
  { name: "bad date", value: "2024-02-31" },
];

/** Values for route params and query strings (what a URL can carry). */
export const URL_VALUES: { name: string; value: string; strict?: boolean }[] = [
  { name: "NUL", value: "\u0000", strict: true },
  { name: "embedded NUL", value: "abc\u0000def", strict: true },
  { name: "lone surrogate", value: LONE_SURROGATE, strict: true },
  { name: "SQL text", value: "' OR 1=1 --" },
  { name: "path traversal", value: "../../etc/passwd" },
  { name: "10k string", value: "x".repeat(10_000) },
  { name: "huge number", value: "1e300" },
  { name: "negative", value: "-1" },
  { name: "NaN", value: "NaN" },
  { name: "JSON", value: '{"$ne":null}' },
  { name: "unicode", value: "😀\u202e" },
];

type Def = {
  type: string;
  shape?: Record<string, unknown>;
  in?: Schema;
  out?: Schema;
  innerType?: Schema;
  options?: Schema[];
  left?: Schema;
  right?: Schema;
};
type Schema = { _zod?: { def: Def } };

/** Top-level field names of a body or query schema (objects, unions, pipes, defaults, intersections). */
export function fieldsOf(schema: unknown, into = new Set<string>()): Set<string> {
  const def = (schema as Schema | undefined)?._zod?.def;
  if (!def) return into;
  if (def.type === "object" && def.shape) for (const key of Object.keys(def.shape)) into.add(key);
  for (const child of [def.in, def.out, def.innerType, def.left, def.right, ...(def.options ?? [])])
    if (child) fieldsOf(child, into);
  return into;
}

export type AnySchema = z.ZodType;
