// DELETE /api/local-service-providers/{lspId}/users/{userId}: removes an LSP manager (the confirm dialog asks to
// type DELETE). The account is deactivated and loses its LSP role; its sessions end at once.
import "server-only";
import { db } from "@/lib/db";
import { recordAudit } from "@/lib/audit";
import { AppError } from "@/lib/errors";
import type { Actor } from "@/lib/auth/actor";
import { lspNotFound, reachableLspWhere } from "@/lib/access/lsp";
import { lspUserWhere } from "@/lib/lsps/lsp-user-dto";

export async function deleteLspUser(actor: Actor, lspId: string, userId: string) {
  await db.$transaction(async (tx) => {
    if (!(await tx.localServiceProvider.count({ where: reachableLspWhere(actor, lspId) }))) throw lspNotFound();
    const user = await tx.user.findFirst({ where: lspUserWhere(lspId, userId), select: { email: true } });
    if (!user) throw new AppError("NOT_FOUND", "User not found");
    await tx.userRole.deleteMany({ where: { userId, type: "lsp", tenantId: lspId } });
    const remaining = await tx.userRole.count({ where: { userId } });
    await tx.user.update({
      where: { id: userId },
      data: { sessionVersion: { increment: 1 }, ...(remaining === 0 ? { isActive: false } : {}) },
    });
    await tx.passwordSetupToken.updateMany({ where: { userId, usedAt: null }, data: { usedAt: new Date() } });
    await recordAudit(tx, { actor, action: "lspUser.delete", entityType: "User", entityId: userId, before: { lspId } });
  });
  return null;
}
