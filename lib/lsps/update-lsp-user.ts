// PATCH /api/local-service-providers/{lspId}/users/{userId}: an IE admin edits an LSP manager's name
// (spec 3 section 6). The user must hold the lsp role on that LSP; anything else is not found.
import "server-only";
import { db } from "@/lib/db";
import { recordAudit } from "@/lib/audit";
import { AppError } from "@/lib/errors";
import type { Actor } from "@/lib/auth/actor";
import { lspNotFound, reachableLspWhere } from "@/lib/access/lsp";
import type { TEditLspUser } from "@/lib/lsps/schema";
import { LSP_USER_SELECT, lspUserWhere, toLspUserDto } from "@/lib/lsps/lsp-user-dto";

export async function updateLspUser(actor: Actor, lspId: string, userId: string, input: TEditLspUser) {
  return db.$transaction(async (tx) => {
    if (!(await tx.localServiceProvider.count({ where: reachableLspWhere(actor, lspId) }))) throw lspNotFound();
    const before = await tx.user.findFirst({
      where: lspUserWhere(lspId, userId),
      select: { firstName: true, lastName: true },
    });
    if (!before) throw new AppError("NOT_FOUND", "User not found");
    const row = await tx.user.update({
      where: { id: userId },
      data: { ...input, displayName: `${input.firstName} ${input.lastName}` },
      select: LSP_USER_SELECT,
    });
    await recordAudit(tx, {
      actor,
      action: "lspUser.update",
      entityType: "User",
      entityId: userId,
      before,
      after: input,
    });
    return toLspUserDto(row);
  });
}
