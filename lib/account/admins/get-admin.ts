// GET an admin user's record (the /admins/{userId} page). Not an admin user: not found.
import "server-only";
import { db } from "@/lib/db";
import { AppError } from "@/lib/errors";
import { assertCan } from "@/lib/policy";
import type { Actor } from "@/lib/auth/actor";
import { ADMIN_SELECT, ADMIN_WHERE, toAdminDto } from "@/lib/account/admins/admin-dto";

export async function getAdmin(actor: Actor, userId: string) {
  assertCan(actor, "admins.manage");
  const row = await db.user.findFirst({ where: { id: userId, ...ADMIN_WHERE }, select: ADMIN_SELECT });
  if (!row) throw new AppError("NOT_FOUND", "User not found");
  return toAdminDto(actor, row);
}
