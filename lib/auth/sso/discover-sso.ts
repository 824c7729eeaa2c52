// GET /api/auth/sso/discover?email=: does this address's domain sign in with single sign-on? Answers per domain
// (whether a user exists is never told); the sign-in form then sends the user to the start route.
import "server-only";
import { findProviderForEmail } from "@/lib/auth/sso-provider-for-email";

export async function discoverSso(email: string, callbackUrl = "/") {
  const provider = email.includes("@") ? await findProviderForEmail(email) : null;
  if (!provider) return { sso: false, startUrl: null };
  const query = new URLSearchParams({ email, callbackUrl });
  return { sso: true, startUrl: `/api/auth/sso/start?${query.toString()}` };
}
