// GET /api/local-service-providers/{lspId}/users: the Managers tab.
import "server-only";
import { db } from "@/lib/db";
import type { Actor } from "@/lib/auth/actor";
import { lspNotFound, reachableLspWhere } from "@/lib/access/lsp";
import { LSP_USER_SELECT, lspUserWhere, toLspUserDto } from "@/lib/lsps/lsp-user-dto";

export async function listLspUsers(actor: Actor, lspId: string) {
  if (!(await db.localServiceProvider.count({ where: reachableLspWhere(actor, lspId) }))) throw lspNotFound();
  const rows = await db.user.findMany({
    where: lspUserWhere(lspId),
    select: LSP_USER_SELECT,
    orderBy: [{ lastName: "asc" }, { id: "asc" }],
    take: 500,
  });
  return rows.map(toLspUserDto);
}
