// GET /api/users?role=admin: the internal admin users, newest last, keyset-paged by id.
import "server-only";
import { db } from "@/lib/db";
import { assertCan } from "@/lib/policy";
import type { Actor } from "@/lib/auth/actor";
import { ADMIN_SELECT, ADMIN_WHERE, toAdminDto } from "@/lib/account/admins/admin-dto";

export async function listAdmins(actor: Actor, page: { after?: string; pageSize?: number } = {}) {
  assertCan(actor, "admins.manage");
  const take = Math.min(page.pageSize ?? 100, 200);
  const rows = await db.user.findMany({
    where: { ...ADMIN_WHERE, ...(page.after ? { id: { gt: page.after } } : {}) },
    select: ADMIN_SELECT,
    orderBy: { id: "asc" },
    take: take + 1,
  });
  const items = rows.slice(0, take).map((row) => toAdminDto(actor, row));
  return { items, nextPageKey: rows.length > take ? items[items.length - 1].userId : null };
}
