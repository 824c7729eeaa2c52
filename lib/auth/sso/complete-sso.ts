// GET /api/auth/sso/callback: the provider's answer. The code is exchanged (state, nonce and PKCE checked by
// openid-client against the flow cookie), and the ID token's e-mail must be verified (email_verified true), of
// one of the provider's domains, and belong to an EXISTING active user whom the provider covers: a staff
// provider (no company) signs in internal staff only, a company's provider only users holding a role in that
// company. Nobody is created and no role is given. Then the next-auth session cookie is minted
// (lib/auth/session-cookie.ts). The identity provider is trusted for the second factor: TOTP is not asked again.
import "server-only";
import { db } from "@/lib/db";
import { recordAudit } from "@/lib/audit";
import { buildActor } from "@/lib/auth/actor";
import { roleFromDb } from "@/lib/auth/role-names";
import { mintSessionCookie } from "@/lib/auth/session-cookie";
import { isStaffForTwoFactor } from "@/lib/auth/two-factor/requirement";
import { emailDomainOf } from "@/lib/auth/sso-provider-for-email";
import { oidcClientFor, redirectUriFor } from "@/lib/auth/sso/oidc-client";
import type { SsoFlow } from "@/lib/auth/sso/flow-cookie";

export type SsoFailure = "expired" | "provider" | "unverified" | "unknown-user";

export const SSO_FAILURES: Record<SsoFailure, string> = {
  expired: "The single sign-on attempt expired. Please try again.",
  provider: "Your identity provider refused the sign-in or could not be reached. Please try again.",
  unverified: "Your identity provider did not confirm your e-mail address, so we cannot sign you in.",
  "unknown-user": "There is no active OmniPlatform account for this e-mail address. Ask your administrator.",
};

type Result =
  | { ok: true; cookie: Awaited<ReturnType<typeof mintSessionCookie>>; callbackUrl: string }
  | { ok: false; reason: SsoFailure };

export async function completeSso(flow: SsoFlow | null, callbackUrl: string, origin: string): Promise<Result> {
  if (!flow) return { ok: false, reason: "expired" };
  const provider = await db.identityProvider.findUnique({ where: { id: flow.providerId } });
  if (!provider?.enabled) return { ok: false, reason: "provider" };
  let claims: Record<string, unknown>;
  try {
    const client = await oidcClientFor(provider, origin);
    const params = client.callbackParams(callbackUrl);
    const tokens = await client.callback(redirectUriFor(origin), params, {
      state: flow.state,
      nonce: flow.nonce,
      code_verifier: flow.codeVerifier,
      response_type: "code",
    });
    claims = tokens.claims() as Record<string, unknown>;
    // Providers that follow the spec's default keep scope claims (email) out of the ID token when an access
    // token is issued: read them from the userinfo endpoint (openid-client checks its sub is the ID token's).
    if (typeof claims.email !== "string" && tokens.access_token)
      claims = { ...claims, ...((await client.userinfo(tokens)) as Record<string, unknown>), sub: claims.sub };
  } catch {
    return { ok: false, reason: "provider" };
  }
  const email = typeof claims.email === "string" ? claims.email.trim().toLowerCase() : "";
  if (!email || claims.email_verified !== true) return { ok: false, reason: "unverified" };
  const domain = emailDomainOf(email);
  if (!domain || !provider.emailDomains.includes(domain)) return { ok: false, reason: "unknown-user" };
  const user = await db.user.findUnique({
    where: { email },
    select: {
      id: true,
      email: true,
      firstName: true,
      lastName: true,
      isActive: true,
      sessionVersion: true,
      roles: { select: { type: true, tenantId: true, scopes: true } },
    },
  });
  if (!user?.isActive) return { ok: false, reason: "unknown-user" };
  const actor = buildActor({
    userId: user.id,
    email: user.email,
    name: `${user.firstName} ${user.lastName}`,
    roles: user.roles.map((r) => ({ type: roleFromDb(r.type), tenantId: r.tenantId, scopes: r.scopes })),
  });
  const covered = provider.companyId
    ? actor.roles.some((r) => r.tenantId === provider.companyId && (r.type === "manager" || r.type === "employee"))
    : isStaffForTwoFactor(actor);
  if (!covered) return { ok: false, reason: "unknown-user" };
  await db.$transaction((tx) =>
    recordAudit(tx, {
      actor,
      action: "user.signInWithSso",
      entityType: "User",
      entityId: user.id,
      after: { identityProvider: provider.name },
    }),
  );
  const cookie = await mintSessionCookie({ ...user, name: actor.name });
  return { ok: true, cookie, callbackUrl: flow.callbackUrl };
}
