// Personal API tokens (Authorization: Bearer). The plain token is shown once, at creation; only its hash is kept.
import { addDays } from "date-fns";
import { db } from "@/lib/db";
import { recordAudit } from "@/lib/audit";
import { AppError } from "@/lib/errors";
import { newSecret, sha256 } from "@/lib/auth/tokens";
import type { Actor } from "@/lib/auth/actor";
import type { TCreateApiToken } from "@/lib/account/api-token-schema";

const TOKEN_FIELDS = { id: true, name: true, createdAt: true, lastUsedAt: true, expiresAt: true } as const;

export function listApiTokens(actor: Actor) {
  return db.apiToken.findMany({
    where: { userId: actor.userId, revokedAt: null },
    select: TOKEN_FIELDS,
    orderBy: { createdAt: "desc" },
  });
}

export async function createApiToken(actor: Actor, input: TCreateApiToken) {
  const token = newSecret("omni_");
  return db.$transaction(async (tx) => {
    const clash = await tx.apiToken.findFirst({
      where: { userId: actor.userId, name: input.name, revokedAt: null },
      select: { id: true },
    });
    if (clash) throw new AppError("CONFLICT", "You already have a token with this name.");
    const row = await tx.apiToken.create({
      data: {
        userId: actor.userId,
        name: input.name,
        tokenHash: sha256(token),
        expiresAt: input.expiresInDays ? addDays(new Date(), input.expiresInDays) : null,
      },
      select: TOKEN_FIELDS,
    });
    await recordAudit(tx, {
      actor,
      action: "apiToken.create",
      entityType: "ApiToken",
      entityId: row.id,
      after: { name: row.name },
    });
    return { ...row, token };
  });
}

export async function revokeApiToken(actor: Actor, tokenId: string) {
  await db.$transaction(async (tx) => {
    // Scoped to the caller: someone else's token id is simply not found.
    const { count } = await tx.apiToken.updateMany({
      where: { id: tokenId, userId: actor.userId, revokedAt: null },
      data: { revokedAt: new Date() },
    });
    if (count === 0) throw new AppError("NOT_FOUND", "Token not found");
    await recordAudit(tx, {
      actor,
      action: "apiToken.revoke",
      entityType: "ApiToken",
      entityId: tokenId,
      before: { revoked: false },
      after: { revoked: true },
    });
  });
}
