// The answer shape of an identity provider: never the client secret, not even sealed.
import type { IdentityProvider } from "@/generated/prisma/client";

export const PROVIDER_SELECT = {
  id: true,
  name: true,
  companyId: true,
  issuer: true,
  clientId: true,
  emailDomains: true,
  enabled: true,
  createdAt: true,
  updatedAt: true,
} as const;

export function toIdentityProviderDto(
  row: Omit<IdentityProvider, "clientSecret" | "createdById">,
  companyName: string | null,
) {
  return {
    id: row.id,
    name: row.name,
    companyId: row.companyId,
    companyName,
    issuer: row.issuer,
    clientId: row.clientId,
    emailDomains: row.emailDomains,
    enabled: row.enabled,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}
