// GET /api/local-service-providers/{lspId}: the detail page's Details tab and the delete state.
import "server-only";
import { db } from "@/lib/db";
import type { Actor } from "@/lib/auth/actor";
import { lspNotFound, reachableLspWhere } from "@/lib/access/lsp";
import { LSP_SELECT, toLspListItem } from "@/lib/lsps/lsp-dto";
import { connectedEntities, deleteBlockedReason } from "@/lib/lsps/connected-entities";
import type { LspDetail } from "@/lib/lsps/schema";

export async function getLsp(actor: Actor, lspId: string): Promise<LspDetail> {
  const row = await db.localServiceProvider.findFirst({
    where: reachableLspWhere(actor, lspId),
    select: { ...LSP_SELECT, profileUrl: true, contactEmails: true },
  });
  if (!row) throw lspNotFound();
  const connected = await connectedEntities(lspId);
  const reason = deleteBlockedReason(connected);
  return {
    ...toLspListItem(row),
    profileUrl: row.profileUrl,
    contactEmails: row.contactEmails,
    connected,
    canDelete: reason === null,
    deleteBlockedReason: reason,
  };
}
