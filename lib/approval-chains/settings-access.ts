// Who reaches a company's approval settings: its managers and platform admins read them (a foreign company is
// 404); its company admins (super-managers) and platform admins change the chains and any delegate; any of its
// managers names a delegate for their own absence.
import { flagsOf, type Actor } from "@/lib/auth/actor";
import { AppError } from "@/lib/errors";
import { db, type Tx } from "@/lib/db";
import { findCompanyOrThrow } from "@/lib/access/company";

export function mayManageChains(actor: Actor, companyId: string): boolean {
  const f = flagsOf(actor);
  return f.isAdmin || (f.isSuperManager && actor.companyId === companyId);
}

export async function findChainCompanyOrThrow(
  actor: Actor,
  companyId: string,
  options: { manage: boolean },
  client: Tx | typeof db = db,
) {
  const company = await findCompanyOrThrow(actor, companyId, { id: true, isInternal: true }, client);
  if (options.manage && !mayManageChains(actor, companyId))
    throw new AppError("FORBIDDEN", "Only the company's admins change its approval chains.");
  return company;
}

/** The company's managers by user id, to check and name approvers and delegates. */
export async function companyManagers(companyId: string, client: Tx | typeof db = db) {
  const rows = await client.manager.findMany({
    where: { companyId },
    select: { userId: true, isSuperAdmin: true, user: { select: { firstName: true, lastName: true } } },
    orderBy: [{ user: { lastName: "asc" } }, { user: { firstName: "asc" } }],
  });
  return rows.map((m) => ({
    userId: m.userId,
    name: `${m.user.firstName} ${m.user.lastName}`.trim(),
    isAdmin: m.isSuperAdmin,
  }));
}
