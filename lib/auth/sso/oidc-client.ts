// The OpenID Connect relying party, built with openid-client (v5) per configured provider: next-auth v4 takes
// its providers once at start-up, while these are rows an OP admin edits at run time, so the authorization-code
// flow (PKCE S256, state, nonce) runs here and the next-auth session cookie is minted afterwards
// (lib/auth/session-cookie.ts). The issuer's discovery document is cached for 10 minutes per issuer.
import "server-only";
import { Issuer, type BaseClient } from "openid-client";
import { openSecret } from "@/lib/keys/secret-box";

export const CLIENT_SECRET_PURPOSE = "oidc-client-secret";
const ISSUER_TTL_MS = 10 * 60_000;
const issuers = new Map<string, { issuer: Issuer; at: number }>();

async function issuerFor(url: string): Promise<Issuer> {
  const hit = issuers.get(url);
  if (hit && Date.now() - hit.at < ISSUER_TTL_MS) return hit.issuer;
  const issuer = await Issuer.discover(url);
  issuers.set(url, { issuer, at: Date.now() });
  return issuer;
}

export function redirectUriFor(origin: string): string {
  return `${origin.replace(/\/$/, "")}/api/auth/sso/callback`;
}

export async function oidcClientFor(
  provider: { issuer: string; clientId: string; clientSecret: string },
  origin: string,
): Promise<BaseClient> {
  const issuer = await issuerFor(provider.issuer);
  return new issuer.Client({
    client_id: provider.clientId,
    client_secret: openSecret(provider.clientSecret, CLIENT_SECRET_PURPOSE),
    redirect_uris: [redirectUriFor(origin)],
    response_types: ["code"],
    token_endpoint_auth_method: "client_secret_basic",
  });
}
