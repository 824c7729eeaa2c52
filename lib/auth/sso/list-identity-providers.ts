// GET /api/back-office/identity-providers: every provider (staff and companies'), for OP admins.
import "server-only";
import { db } from "@/lib/db";
import { assertCan } from "@/lib/policy";
import { PROVIDER_SELECT, toIdentityProviderDto } from "@/lib/auth/sso/identity-provider-dto";
import type { Actor } from "@/lib/auth/actor";

export async function listIdentityProviders(actor: Actor) {
  assertCan(actor, "identityProviders.manage");
  const rows = await db.identityProvider.findMany({
    select: PROVIDER_SELECT,
    orderBy: [{ name: "asc" }, { id: "asc" }],
  });
  const companyIds = [...new Set(rows.map((r) => r.companyId).filter((id): id is string => !!id))];
  const companies = companyIds.length
    ? await db.company.findMany({ where: { id: { in: companyIds } }, select: { id: true, name: true } })
    : [];
  const names = new Map(companies.map((c) => [c.id, c.name]));
  return {
    data: rows.map((row) => toIdentityProviderDto(row, row.companyId ? (names.get(row.companyId) ?? null) : null)),
  };
}
