import "server-only";
import type { Actor } from "@/lib/auth/actor";
import { findCompanyOrThrow } from "@/lib/access/company";

export async function getCompanyForHiring(actor: Actor, companyId: string) {
  return findCompanyOrThrow(actor, companyId, {
    id: true,
    name: true,
    isInternal: true,
    managers: { select: { id: true, user: { select: { firstName: true, lastName: true } } } },
  });
}
