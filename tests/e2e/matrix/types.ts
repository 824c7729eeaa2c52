// The permission matrix: for each route verb, the status every demo account (and an anonymous caller)
// must get. Writes are probed with a body or id that cannot change anything (an invalid body answers
// 400 once authorization has passed; a missing id answers 404), so the matrix never mutates the demo data.
import { DEMO_ACCOUNTS } from "../../../prisma/demo-accounts";

export type Caller = (typeof DEMO_ACCOUNTS)[number]["key"] | "anonymous";
export const CALLERS: Caller[] = ["anonymous", ...DEMO_ACCOUNTS.map((a) => a.key)];

export type MatrixRow = {
  /** The route as its folder names it, e.g. /api/api-tokens/[tokenId]. */
  route: string;
  method: "GET" | "POST" | "PUT" | "PATCH" | "DELETE";
  /** A concrete path to call (seeded ids). */
  path: string;
  /** JSON body to send (writes). */
  body?: unknown;
  /** Multipart body fields to send instead of JSON. */
  form?: Record<string, string>;
  expect: Record<Caller, number>;
};

/** Same status for every signed-in account; 401 for anonymous. */
export function everyone(status: number): Record<Caller, number> {
  return Object.fromEntries(CALLERS.map((c) => [c, c === "anonymous" ? 401 : status])) as Record<Caller, number>;
}

/** `allowed` accounts get `status`, the other signed-in accounts `otherwise` (403), anonymous 401. */
export function only(allowed: Caller[], status: number, otherwise = 403): Record<Caller, number> {
  return Object.fromEntries(
    CALLERS.map((c) => [c, c === "anonymous" ? 401 : allowed.includes(c) ? status : otherwise]),
  ) as Record<Caller, number>;
}

/** Override some callers of a base expectation. */
export function withOverrides(
  base: Record<Caller, number>,
  overrides: Partial<Record<Caller, number>>,
): Record<Caller, number> {
  return { ...base, ...overrides } as Record<Caller, number>;
}

// Groups of demo accounts, as the policy table grants them.
export const ADMINS: Caller[] = ["admin", "csAdmin", "opAdmin", "payrollAdmin", "financeAdmin", "benefitsAdmin"];
export const STAFF: Caller[] = [...ADMINS, "ieAdmin", "benefitsSpecialist"];
export const MANAGERS: Caller[] = ["superManager", "manager", "reviewManager"];
export const PAYROLL_AREA: Caller[] = ["payrollAdmin", "financeAdmin", "benefitsAdmin", "benefitsSpecialist"];
