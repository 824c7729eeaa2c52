// Helpers of the conformance suite (tests/spec): field messages of a zod parse, actors built from role specs
// for the policy table, and future/past calendar days. Route and database helpers are the integration ones
// (tests/integration/support/http.ts, tests/factories).
import { addDays, format } from "date-fns";
import type { z } from "zod";
import { buildActor, type Actor, type RoleType } from "@/lib/auth/actor";

/** The messages of a failed parse keyed by dotted field path ("_root" for the whole input); {} when it passed. */
export function fieldMessages(schema: z.ZodType, input: unknown): Record<string, string[]> {
  const result = schema.safeParse(input);
  if (result.success) return {};
  const out: Record<string, string[]> = {};
  for (const issue of result.error.issues) {
    const key = issue.path.length ? issue.path.join(".") : "_root";
    (out[key] ??= []).push(issue.message);
  }
  return out;
}

/** The messages of one field after parsing `input` (empty when the field has none). */
export function messagesOf(schema: z.ZodType, input: unknown, field: string): string[] {
  return fieldMessages(schema, input)[field] ?? [];
}

/** The parsed value, failing the test with the messages when the input does not parse. */
export function parsed<T extends z.ZodType>(schema: T, input: unknown): z.output<T> {
  const result = schema.safeParse(input);
  if (!result.success) throw new Error(`Expected a valid input: ${JSON.stringify(fieldMessages(schema, input))}`);
  return result.data;
}

/**
 * An actor for the policy table: "admin", "admin+payroll" (several roles), "manager[super-manager,payroll:*]"
 * (a role with scopes). Tenants are fixed test ids.
 */
export function actor(spec: string): Actor {
  const roles = spec.split("+").map((part) => {
    const m = /^([^[\]]+)(?:\[(.*)\])?$/.exec(part)!;
    const type = m[1] as RoleType;
    const scopes = m[2] ? m[2].split(",") : [];
    const tenantId = type === "manager" || type === "employee" ? "company-1" : type === "lsp" ? "lsp-1" : null;
    return { type, tenantId, scopes };
  });
  return buildActor({ userId: `user-${spec}`, email: "someone@test.example", name: spec, roles });
}

/** A calendar day `days` from today, yyyy-MM-dd (negative for the past). */
export const day = (days: number, from: Date = new Date()) => format(addDays(from, days), "yyyy-MM-dd");
