// The companies an actor may pick from in a company filter (staff: every company; others: none to pick).
import "server-only";
import { db } from "@/lib/db";
import type { Actor } from "@/lib/auth/actor";
import { companyWhere } from "@/lib/access/company";

export async function listReachableCompanies(actor: Actor): Promise<{ id: string; name: string }[]> {
  if (actor.companyId) return [];
  return db.company.findMany({
    where: companyWhere(actor),
    select: { id: true, name: true },
    orderBy: { name: "asc" },
    take: 500,
  });
}
