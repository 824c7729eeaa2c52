// GET /api/local-service-providers/{lspId}/users/{userId}: the LSP manager page.
import "server-only";
import { db } from "@/lib/db";
import { AppError } from "@/lib/errors";
import type { Actor } from "@/lib/auth/actor";
import { lspNotFound, reachableLspWhere } from "@/lib/access/lsp";
import { LSP_USER_SELECT, lspUserWhere, toLspUserDto } from "@/lib/lsps/lsp-user-dto";

export async function getLspUser(actor: Actor, lspId: string, userId: string) {
  if (!(await db.localServiceProvider.count({ where: reachableLspWhere(actor, lspId) }))) throw lspNotFound();
  const row = await db.user.findFirst({ where: lspUserWhere(lspId, userId), select: LSP_USER_SELECT });
  if (!row) throw new AppError("NOT_FOUND", "User not found");
  return toLspUserDto(row);
}
