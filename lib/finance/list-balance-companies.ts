// /balances for staff without ?companyId=: the reachable companies that have balances or billing items.
import "server-only";
import { db } from "@/lib/db";
import type { Actor } from "@/lib/auth/actor";
import { companyWhere } from "@/lib/access/company";

export function listBalanceCompanies(actor: Actor) {
  return db.company.findMany({
    where: { AND: [companyWhere(actor), { OR: [{ clientBalances: { some: {} } }, { billingItems: { some: {} } }] }] },
    select: { id: true, name: true },
    orderBy: { name: "asc" },
    take: 500,
  });
}
