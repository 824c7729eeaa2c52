// The SSO flow's own short-lived cookie between the start and the callback: state, nonce, PKCE verifier, the
// provider and where to go after, sealed (AES-256-GCM) so the browser can neither read nor change it. SameSite
// Lax: the provider's redirect back is a top-level GET, which carries it.
import "server-only";
import { openSecret, sealSecret } from "@/lib/keys/secret-box";

export const SSO_FLOW_COOKIE = "omni-sso-flow";
export const SSO_FLOW_SECONDS = 10 * 60;
const PURPOSE = "sso-flow";

export type SsoFlow = {
  providerId: string;
  state: string;
  nonce: string;
  codeVerifier: string;
  callbackUrl: string;
  expiresAt: number;
};

export const sealFlow = (flow: SsoFlow) => sealSecret(JSON.stringify(flow), PURPOSE);

export function openFlow(sealed: string | undefined, now = Date.now()): SsoFlow | null {
  if (!sealed) return null;
  try {
    const flow = JSON.parse(openSecret(sealed, PURPOSE)) as SsoFlow;
    return flow.expiresAt > now ? flow : null;
  } catch {
    return null;
  }
}

export function flowCookieOptions(secure: boolean) {
  return { httpOnly: true, sameSite: "lax" as const, secure, path: "/api/auth/sso", maxAge: SSO_FLOW_SECONDS };
}
