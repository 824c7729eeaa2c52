// Client balance tenancy: the company must be reachable by the actor (their own, or any for staff); else 404.
import "server-only";
import type { Actor } from "@/lib/auth/actor";
import { findCompanyOrThrow } from "@/lib/access/company";

export function balanceCompanyOrThrow(actor: Actor, companyId: string) {
  return findCompanyOrThrow(actor, companyId, { id: true, name: true });
}
