// What the admin user list answers (lib/account/admins/admin-dto.ts, list-admins.ts), for the OpenAPI document, the
// route's return type and the screens (AdminUserDto in lib/account/admins/schema.ts).
import { z } from "zod";
import { ROLE_TYPES } from "@/lib/auth/actor";
import { ZDateTime, ZNextKey } from "@/lib/zod/response";

/** The admin-user answer (spec 3 section 3, Admin user). */
export const ZAdminUser = z.object({
  userId: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  name: z.string(),
  email: z.string(),
  roles: z.array(z.object({ id: z.string(), type: z.enum(ROLE_TYPES) })),
  seenPrivacyPolicy: z.boolean(),
  sentInvitationAt: ZDateTime.nullable(),
  invitationStatus: z.enum(["ACCEPTED", "SENT"]).nullable(),
  temporaryPassword: z.string().nullable().describe("only for an OP admin, while unused and unexpired"),
  temporaryPasswordExpiresAt: ZDateTime.nullable(),
});

export const ZAdminUserPage = z.object({ items: z.array(ZAdminUser), nextPageKey: ZNextKey });
