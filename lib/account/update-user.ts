// PATCH /api/users/{userId}: one's own name fields (the e-mail changes through /emails), or, with
// additionalAdminRoles, an admin user's roles (OP admins only: updateAdminRoles checks admins.manage).
import "server-only";
import { z } from "zod";
import type { Actor } from "@/lib/auth/actor";
import { ZUpdateAccount } from "@/lib/account/schema";
import { updateOwnAccount } from "@/lib/account/service";
import { ZEditAdmin } from "@/lib/account/admins/schema";
import { updateAdminRoles } from "@/lib/account/admins/update-admin-roles";

export const ZUpdateUser = z.union([ZEditAdmin.required({ additionalAdminRoles: true }), ZUpdateAccount]);

export function updateUser(actor: Actor, userId: string, input: z.output<typeof ZUpdateUser>) {
  return "additionalAdminRoles" in input
    ? updateAdminRoles(actor, userId, input)
    : updateOwnAccount(actor, userId, input);
}
