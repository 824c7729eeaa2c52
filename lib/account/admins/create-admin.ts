// POST /api/users: a new internal admin user (spec 3 section 5, Add admin). The e-mail must be on the company
// domain (config); a one-time temporary password is generated for the administrative details card
// (lib/account/admins/temporary-password.ts); the invitation is a separate action (POST /api/users/{userId}/invite).
import "server-only";
import { db } from "@/lib/db";
import { recordAudit } from "@/lib/audit";
import { AppError, MESSAGES } from "@/lib/errors";
import { assertCan } from "@/lib/policy";
import { companyEmailDomain } from "@/lib/config";
import { roleToDb } from "@/lib/auth/role-names";
import type { Actor } from "@/lib/auth/actor";
import { makeZAddAdmin } from "@/lib/account/admins/schema";
import { ADMIN_SELECT, toAdminDto } from "@/lib/account/admins/admin-dto";
import { newTemporaryPassword } from "@/lib/account/admins/temporary-password";

export async function createAdmin(actor: Actor, raw: unknown) {
  assertCan(actor, "admins.manage");
  const input = makeZAddAdmin(companyEmailDomain()).parse(raw);
  const temporary = await newTemporaryPassword();
  return db.$transaction(async (tx) => {
    if (await tx.user.findUnique({ where: { email: input.email }, select: { id: true } }))
      throw new AppError("CONFLICT", MESSAGES.duplicateEmail, { fieldErrors: { email: [MESSAGES.duplicateEmail] } });
    const user = await tx.user.create({
      data: {
        email: input.email,
        firstName: input.firstName,
        lastName: input.lastName,
        ...temporary,
        roles: {
          create: [
            { type: "admin" as const, scopes: [] },
            ...input.additionalAdminRoles.map((type) => ({ type: roleToDb(type), scopes: [] })),
          ],
        },
      },
      select: ADMIN_SELECT,
    });
    await recordAudit(tx, {
      actor,
      action: "admin.create",
      entityType: "User",
      entityId: user.id,
      after: { email: user.email, roles: ["admin", ...input.additionalAdminRoles].join(",") },
    });
    return toAdminDto(actor, user);
  });
}
