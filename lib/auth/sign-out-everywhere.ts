// 'Sign out everywhere' (account page): bumps sessionVersion, so every session cookie of the user (this one
// included) is refused on its next request (lib/auth/session.ts compares it). Personal API tokens are separate
// credentials and stay valid: they are revoked one by one on the API tokens page.
import "server-only";
import { db } from "@/lib/db";
import { recordAudit } from "@/lib/audit";
import type { Actor } from "@/lib/auth/actor";

export async function signOutEverywhere(actor: Actor) {
  await db.$transaction(async (tx) => {
    await tx.user.update({ where: { id: actor.userId }, data: { sessionVersion: { increment: 1 } } });
    await recordAudit(tx, {
      actor,
      action: "user.signOutEverywhere",
      entityType: "User",
      entityId: actor.userId,
    });
  });
  return { url: "/login" };
}
