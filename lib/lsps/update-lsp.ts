// PATCH /api/local-service-providers/{lspId}: name and active state (spec 3 section 5, LSP edit).
import "server-only";
import { db } from "@/lib/db";
import { recordAudit } from "@/lib/audit";
import { AppError } from "@/lib/errors";
import type { Actor } from "@/lib/auth/actor";
import { lspNotFound, reachableLspWhere } from "@/lib/access/lsp";
import { NOTHING_CHANGED, type TUpdateLsp } from "@/lib/lsps/schema";

export async function updateLsp(actor: Actor, lspId: string, input: TUpdateLsp) {
  return db.$transaction(async (tx) => {
    const before = await tx.localServiceProvider.findFirst({
      where: reachableLspWhere(actor, lspId),
      select: { name: true, isActive: true },
    });
    if (!before) throw lspNotFound();
    const data = {
      ...(input.name !== undefined && input.name !== before.name ? { name: input.name } : {}),
      ...(input.inactive !== undefined && input.inactive === before.isActive ? { isActive: !input.inactive } : {}),
    };
    if (Object.keys(data).length === 0)
      throw new AppError("BAD_REQUEST", NOTHING_CHANGED, { fieldErrors: { name: [NOTHING_CHANGED] } });
    const after = await tx.localServiceProvider.update({
      where: { id: lspId },
      data,
      select: { id: true, name: true, isActive: true },
    });
    await recordAudit(tx, {
      actor,
      action: "lsp.update",
      entityType: "LocalServiceProvider",
      entityId: lspId,
      before,
      after,
    });
    return { ...after, inactive: !after.isActive };
  });
}
