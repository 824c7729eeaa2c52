// GET /api/auth/sso/start?email=&callbackUrl=: sends the browser to the identity provider of the e-mail's
// domain (authorization code flow, PKCE S256, state and nonce kept in the sealed flow cookie).
import "server-only";
import { generators } from "openid-client";
import { findProviderForEmail } from "@/lib/auth/sso-provider-for-email";
import { oidcClientFor } from "@/lib/auth/sso/oidc-client";
import { SSO_FLOW_SECONDS, sealFlow } from "@/lib/auth/sso/flow-cookie";
import { safeReturnPath } from "@/lib/auth/safe-return-path";

/** The provider's authorization URL and the sealed flow cookie, or null when the domain has no provider. */
export async function startSso(input: { email: string; callbackUrl?: string }, origin: string) {
  const provider = await findProviderForEmail(input.email);
  if (!provider) return null;
  const client = await oidcClientFor(provider, origin);
  const state = generators.state();
  const nonce = generators.nonce();
  const codeVerifier = generators.codeVerifier();
  const url = client.authorizationUrl({
    scope: "openid email profile",
    state,
    nonce,
    code_challenge: generators.codeChallenge(codeVerifier),
    code_challenge_method: "S256",
    login_hint: input.email,
  });
  const cookie = sealFlow({
    providerId: provider.id,
    state,
    nonce,
    codeVerifier,
    // Only a path of this site is kept: the callback redirects there with the session set.
    callbackUrl: safeReturnPath(input.callbackUrl, { origin }),
    expiresAt: Date.now() + SSO_FLOW_SECONDS * 1000,
  });
  return { url, cookie };
}
