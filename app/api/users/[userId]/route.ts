import { noContent, route } from "@/lib/http/route";
import { ZUserParams } from "@/lib/account/managers/schema";
import { getUserOrThrow } from "@/lib/account/service";
import { deleteAdmin } from "@/lib/account/admins/delete-admin";
import { updateUser, ZUpdateUser } from "@/lib/account/update-user";

// GET /api/users/{authId}: one's own account (admins: any user).
export const GET = route(
  { permission: "account.read", allowWhilePasswordChangeDue: true, params: ZUserParams },
  ({ actor, params }) => getUserOrThrow(actor, params.userId),
);

// PATCH /api/users/{authId}: one's own name fields (the e-mail changes through /emails), or, with
// additionalAdminRoles, an admin user's roles (OP admins only: updateAdminRoles checks admins.manage).
export const PATCH = route(
  { permission: "account.update", params: ZUserParams, body: ZUpdateUser },
  ({ actor, params, body }) => updateUser(actor, params.userId, body),
);

// DELETE /api/users/{userId}: remove an admin user (not oneself, not the last OP admin).
export const DELETE = route({ permission: "admins.manage", params: ZUserParams }, async ({ actor, params }) => {
  await deleteAdmin(actor, params.userId);
  return noContent();
});
