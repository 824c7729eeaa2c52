// Manager forms and permission bodies (spec 1 section 5 'Manager form', spec 3 sections 2, 5). Browser-safe.
import { z } from "zod";
import { hasKnownTld } from "@/lib/zod/email";

// Spec 1 section 9.
export const DEPARTMENTS = [
  "Design",
  "Engineering",
  "Finance",
  "Human Resources",
  "Legal",
  "Management",
  "Marketing",
  "Operations",
  "Product",
  "Sales",
  "Other",
] as const;
export type DepartmentName = (typeof DEPARTMENTS)[number];

const EMAIL_RE = /^[^\s@]+@[^\s@]+\.[a-z]{2,24}$/i;

export const ZManagerEmail = z
  .string({ error: "Please enter an email address" })
  .min(1, "Please enter an email address")
  .refine((v) => v.trim() === v, "Email addresses should not contain any spaces at the beginning or end")
  // Spec 1 section 5 'Manager form': valid with a known top-level domain.
  .refine((v) => v === "" || v.trim() !== v || (EMAIL_RE.test(v) && hasKnownTld(v)), "Please enter a valid email");

export const ZAddManager = z.object({
  firstName: z.string({ error: "Please enter a first name" }).trim().min(1, "Please enter a first name").max(100),
  lastName: z.string({ error: "Please enter a last name" }).trim().min(1, "Please enter a last name").max(100),
  jobTitle: z.string({ error: "Please enter a job title" }).trim().min(1, "Please enter a job title").max(200),
  department: z.enum(DEPARTMENTS, { error: "Please select a department" }),
  email: ZManagerEmail,
});
export type TAddManager = z.infer<typeof ZAddManager>;

export const ZUpdateManager = z.object({
  jobTitle: z.string({ error: "Please enter a job title" }).trim().min(1, "Please enter a job title").max(200),
  department: z.enum(DEPARTMENTS, { error: "Please select a valid department" }),
});
export type TUpdateManager = z.infer<typeof ZUpdateManager>;

export const ZManagerParams = z.object({ companyId: z.string().min(1).max(64), managerId: z.string().min(1).max(64) });

export const ZUserParams = z.object({ userId: z.string().min(1).max(64) });

export const ZInvite = z.object({ isManagerPermissions: z.boolean().optional() });

// PATCH /api/user-scopes/users/{id}/{scope} (spec 1 section 7) -> the role scope it switches.
export const SCOPE_ROUTES = {
  "expenses-notifications": "expenses:notifications",
  payroll: "payroll:*",
  finance: "finance:*",
  "super-manager": "super-manager",
} as const;
export type ScopeRoute = keyof typeof SCOPE_ROUTES;

export const ZScopeParams = z.object({
  userId: z.string().min(1).max(64),
  scope: z.enum(Object.keys(SCOPE_ROUTES) as [ScopeRoute, ...ScopeRoute[]]),
});
export const ZScopeBody = z.object({ scopeStatus: z.boolean({ error: "scopeStatus must be true or false" }) });

export const ZAssociations = z.object({ associatedUserIds: z.array(z.string().min(1).max(64)).max(1000) });

export const DELETE_WORD = "DELETE";
export const DELETE_PROMPT = 'Please type the word "DELETE"';

export type InvitationStatus = "ACCEPTED" | "SENT" | null;
