// Which enabled identity provider an e-mail address belongs to, by its domain (lower-cased; one provider per
// domain is enforced when saving: lib/auth/sso/save-identity-provider.ts).
import "server-only";
import { db } from "@/lib/db";

export function emailDomainOf(email: string): string | null {
  const at = email.trim().toLowerCase().lastIndexOf("@");
  return at > 0
    ? email
        .trim()
        .toLowerCase()
        .slice(at + 1)
    : null;
}

export async function findProviderForEmail(email: string) {
  const domain = emailDomainOf(email);
  if (!domain) return null;
  return db.identityProvider.findFirst({ where: { enabled: true, emailDomains: { has: domain } } });
}
