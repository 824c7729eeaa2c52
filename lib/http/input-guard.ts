// The one place hostile strings are refused, before any schema runs: every string (and key) of the route
// params, the query and the body is walked. PostgreSQL cannot store a NUL byte (error 22021) and a lone
// UTF-16 surrogate is not valid UTF-8, so both would otherwise surface as 500s deep in a query.
import { AppError, type FieldErrors } from "@/lib/errors";

const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;
const FORBIDDEN_KEYS = new Set(["__proto__", "constructor", "prototype"]);
const MAX_DEPTH = 32;

function stringProblem(value: string): string | null {
  if (value.includes("\u0000")) return "Must not contain a NUL character.";
  if (LONE_SURROGATE.test(value)) return "Must not contain an unpaired surrogate character.";
  return null;
}

// A Map, not an object: a path named "__proto__" or "constructor" must not reach Object.prototype.
type Problems = Map<string, string[]>;
const add = (errors: Problems, key: string, message: string) => errors.set(key, [...(errors.get(key) ?? []), message]);

function walk(value: unknown, path: string[], depth: number, errors: Problems): void {
  const key = path.length ? path.join(".") : "_root";
  if (depth > MAX_DEPTH) {
    add(errors, key, "Too deeply nested.");
    return;
  }
  if (typeof value === "string") {
    const problem = stringProblem(value);
    if (problem) add(errors, key, problem);
    return;
  }
  if (Array.isArray(value)) {
    value.forEach((item, i) => walk(item, [...path, String(i)], depth + 1, errors));
    return;
  }
  if (value && typeof value === "object") {
    for (const [k, v] of Object.entries(value)) {
      const childPath = [...path, k];
      const problem = FORBIDDEN_KEYS.has(k) ? "This key is not allowed." : stringProblem(k);
      if (problem) add(errors, childPath.join("."), problem);
      else walk(v, childPath, depth + 1, errors);
    }
  }
}

/** Throws 400 naming every offending field path (prefixed with the part: params, query or body). */
export function assertSafeInput(parts: Record<"params" | "query" | "body", unknown>): void {
  const errors: Problems = new Map();
  for (const [part, value] of Object.entries(parts)) {
    const partErrors: Problems = new Map();
    walk(value, [], 0, partErrors);
    for (const [path, messages] of partErrors)
      errors.set(part === "body" ? path : path === "_root" ? part : `${part}.${path}`, messages);
  }
  if (errors.size) {
    const fieldErrors: FieldErrors = Object.fromEntries(errors);
    throw new AppError("BAD_REQUEST", "Some fields are not valid.", { fieldErrors });
  }
}

/** The top of a JSON body must be an object: `null`, a number or an array never reaches a schema's refinements. */
export function assertJsonObject(body: unknown): asserts body is Record<string, unknown> {
  if (body === null || typeof body !== "object" || Array.isArray(body))
    throw new AppError("BAD_REQUEST", "The request body must be a JSON object.", {
      fieldErrors: { _root: ["Expected a JSON object."] },
    });
}
