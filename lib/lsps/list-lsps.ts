// GET /api/local-service-providers: the LSP list (spec 3 section 2), keyset-paged by id.
import "server-only";
import { db } from "@/lib/db";
import type { Actor } from "@/lib/auth/actor";
import { lspWhere } from "@/lib/access/lsp";
import { LSP_SELECT, toLspListItem } from "@/lib/lsps/lsp-dto";

export async function listLsps(actor: Actor, page: { after?: string; pageSize?: number } = {}) {
  const take = Math.min(page.pageSize ?? 100, 200);
  const rows = await db.localServiceProvider.findMany({
    where: { AND: [lspWhere(actor), page.after ? { id: { gt: page.after } } : {}] },
    select: LSP_SELECT,
    orderBy: { id: "asc" },
    take: take + 1,
  });
  const items = rows.slice(0, take).map(toLspListItem);
  return { items, nextPageKey: rows.length > take ? items[items.length - 1].id : null };
}
