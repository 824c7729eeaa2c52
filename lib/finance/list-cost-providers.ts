// The providers a finance admin may parse an employee-cost file for (/finance #employee-costs): every LSP the
// actor reaches, by name.
import "server-only";
import { db } from "@/lib/db";
import type { Actor } from "@/lib/auth/actor";
import { lspWhere } from "@/lib/access/lsp";

export function listCostProviders(actor: Actor): Promise<{ id: string; name: string }[]> {
  return db.localServiceProvider.findMany({
    where: lspWhere(actor),
    select: { id: true, name: true },
    orderBy: [{ name: "asc" }, { id: "asc" }],
    take: 1000,
  });
}
