// DELETE /api/local-service-providers/{lspId}: only an LSP nothing points at (409, nothing deleted, otherwise).
import "server-only";
import { db } from "@/lib/db";
import { recordAudit } from "@/lib/audit";
import { AppError } from "@/lib/errors";
import type { Actor } from "@/lib/auth/actor";
import { lspNotFound, reachableLspWhere } from "@/lib/access/lsp";
import { connectedEntities, deleteBlockedReason } from "@/lib/lsps/connected-entities";

export async function deleteLsp(actor: Actor, lspId: string) {
  await db.$transaction(async (tx) => {
    // Row lock: a connection added concurrently waits for this check (or this delete waits for it).
    const rows = await tx.$queryRaw<{ name: string }[]>`
      SELECT name FROM "LocalServiceProvider" WHERE id = ${lspId} FOR UPDATE`;
    if (!rows.length || !(await tx.localServiceProvider.count({ where: reachableLspWhere(actor, lspId) })))
      throw lspNotFound();
    const reason = deleteBlockedReason(await connectedEntities(lspId, tx));
    if (reason) throw new AppError("CONFLICT", reason);
    await tx.localServiceProvider.delete({ where: { id: lspId } });
    await recordAudit(tx, {
      actor,
      action: "lsp.delete",
      entityType: "LocalServiceProvider",
      entityId: lspId,
      before: { name: rows[0].name },
    });
  });
  return null;
}
