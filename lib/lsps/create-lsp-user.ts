// POST /api/local-service-providers/{lspId}/users: adds an LSP manager and sends the platform invitation
// (lib/account/send-invitation.ts: who manages LSP users may invite them) through the mail outbox.
import "server-only";
import { db } from "@/lib/db";
import { recordAudit } from "@/lib/audit";
import { AppError, MESSAGES } from "@/lib/errors";
import type { Actor } from "@/lib/auth/actor";
import { lspNotFound, reachableLspWhere } from "@/lib/access/lsp";
import { sendInvitation } from "@/lib/account/send-invitation";
import { LSP_USER_SELECT, toLspUserDto } from "@/lib/lsps/lsp-user-dto";
import type { TAddLspUser } from "@/lib/lsps/schema";

export async function createLspUser(actor: Actor, lspId: string, input: TAddLspUser, origin: string) {
  const user = await db.$transaction(async (tx) => {
    if (!(await tx.localServiceProvider.count({ where: reachableLspWhere(actor, lspId) }))) throw lspNotFound();
    if (await tx.user.findUnique({ where: { email: input.email }, select: { id: true } }))
      throw new AppError("CONFLICT", MESSAGES.duplicateEmail, { fieldErrors: { email: [MESSAGES.duplicateEmail] } });
    const created = await tx.user.create({
      data: {
        email: input.email,
        firstName: input.firstName,
        lastName: input.lastName,
        roles: { create: [{ type: "lsp", tenantId: lspId, scopes: [] }] },
      },
      select: LSP_USER_SELECT,
    });
    await recordAudit(tx, {
      actor,
      action: "lspUser.create",
      entityType: "User",
      entityId: created.id,
      after: { email: created.email, lspId },
    });
    return created;
  });
  // Its own transaction (the same one-time link rules as every invitation); a failure leaves the user to re-invite.
  const invited = await sendInvitation(actor, user.id, origin);
  return toLspUserDto({ ...user, sentInvitationAt: invited.sentInvitationAt });
}
