// Admin-user forms (spec 3 section 5, Add admin / Edit admin). Browser-safe: the add form builds its schema
// with the company e-mail domain the page reads from config; the handler builds the same one on the server.
import { z } from "zod";
import { ADDITIONAL_ADMIN_ROLES, type RoleType } from "@/lib/auth/actor";
import type { ZAdminUser } from "@/lib/account/admins/response-schema";

const LOCAL_PART_RE = /^[a-z0-9.!#$%&'*+/=?^_`{|}~-]+$/i;

export function adminEmailMessages(domain: string) {
  return {
    required: `Please enter the corresponding @${domain} email address`,
    invalid: `Please enter a valid @${domain} email address`,
  };
}

/** True when `email` is a well-formed address on exactly `domain` (no sub-domains, no look-alikes). */
export function isCompanyEmail(email: string, domain: string): boolean {
  const at = email.lastIndexOf("@");
  if (at <= 0) return false;
  const local = email.slice(0, at);
  const host = email.slice(at + 1).toLowerCase();
  return host === domain.toLowerCase() && LOCAL_PART_RE.test(local) && !local.startsWith(".") && !local.endsWith(".");
}

const ZAdditionalRoles = z
  .array(z.enum(ADDITIONAL_ADMIN_ROLES as [RoleType, ...RoleType[]], { error: "Please select a role from the list" }))
  .max(ADDITIONAL_ADMIN_ROLES.length)
  .nullable()
  .optional()
  .transform((roles) => [...new Set(roles ?? [])]);

export function makeZAddAdmin(domain: string) {
  const messages = adminEmailMessages(domain);
  return z.object({
    firstName: z.string({ error: "Please enter a first name" }).trim().min(1, "Please enter a first name").max(100),
    lastName: z.string({ error: "Please enter a last name" }).trim().min(1, "Please enter a last name").max(100),
    email: z
      .string({ error: messages.required })
      .trim()
      .toLowerCase()
      .min(1, messages.required)
      .max(254, messages.invalid)
      .refine((v) => v === "" || isCompanyEmail(v, domain), messages.invalid),
    additionalAdminRoles: ZAdditionalRoles,
  });
}
export type TAddAdmin = z.output<ReturnType<typeof makeZAddAdmin>>;
export type TAddAdminInput = z.input<ReturnType<typeof makeZAddAdmin>>;

/** The body shape the route parses before the domain rule (the domain is config, read per request). */
export const ZAddAdminBody = z.object({
  firstName: z.string().max(100).optional(),
  lastName: z.string().max(100).optional(),
  email: z.string().max(254).optional(),
  additionalAdminRoles: z.array(z.string().max(64)).max(20).nullable().optional(),
});

// Edit admin: the base admin role stays (currentIdAdminRole names its row); it is never an additional role.
export const ZEditAdmin = z
  .object({
    currentIdAdminRole: z.string().max(64).optional(),
    additionalAdminRoles: ZAdditionalRoles,
  })
  .strict();
export type TEditAdmin = z.output<typeof ZEditAdmin>;

export const ZUserListQuery = z.object({
  role: z.literal("admin", { error: "Only role=admin is listed" }),
  nextPageKey: z.string().trim().min(1).max(64).optional(),
  pageSize: z.coerce.number().int().min(1).max(200).optional(),
});

/** The additional roles offered on the edit form: the fixed list without the base admin role. */
export function additionalRoleOptions(): RoleType[] {
  return ADDITIONAL_ADMIN_ROLES.filter((r) => r !== "admin");
}

export type AdminUserDto = z.infer<typeof ZAdminUser>;
