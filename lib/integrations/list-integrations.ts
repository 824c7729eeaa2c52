// The back-office Integrations overview (spec 3 section 2, the new integration navigation behind its flag): what the
// product connects to today, each with its state from its own records. Platform-wide, for admins; each entry says
// whether this viewer may open its page, so the screen links only where the user may follow.
import "server-only";
import { db } from "@/lib/db";
import { assertCan, can } from "@/lib/policy";
import { isNewIntegrationOn } from "@/lib/integrations/new-integration-flag";
import { AppError } from "@/lib/errors";
import { erpEndpoint } from "@/lib/integrations/erp-export/config";
import type { Actor } from "@/lib/auth/actor";

export type IntegrationState = {
  key: "erp-export" | "webhooks" | "api-tokens" | "single-sign-on";
  name: string;
  description: string;
  configured: boolean;
  /** What is set up, e.g. '2 active endpoints'. */
  summary: string;
  /** The newest activity the records hold (ISO), or null when there is none. */
  lastActivityAt: string | null;
  lastActivity: string | null;
  /** The page that manages it, only when this viewer may open it. */
  href: string | null;
};

const plural = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;
const iso = (d: Date | null | undefined) => (d ? d.toISOString() : null);

/** The endpoint's host only (its path may carry an account id); a malformed address is named as such. */
function hostOf(url: string): string {
  try {
    return new URL(url).host;
  } catch {
    return "an address that is not a valid URL";
  }
}

export async function listIntegrations(actor: Actor): Promise<IntegrationState[]> {
  assertCan(actor, "integrations.read");
  if (!isNewIntegrationOn()) throw new AppError("NOT_FOUND", "Page not found");
  const now = new Date();
  const [erpCount, erpLast, endpoints, lastDelivery, tokens, lastTokenUse, providers, lastSso] = await Promise.all([
    db.erpExportDelivery.count(),
    db.erpExportDelivery.findFirst({ orderBy: { createdAt: "desc" }, select: { createdAt: true, status: true } }),
    db.webhookEndpoint.count({ where: { active: true } }),
    db.webhookDelivery.findFirst({ orderBy: { createdAt: "desc" }, select: { createdAt: true, status: true } }),
    db.apiToken.count({ where: { revokedAt: null, OR: [{ expiresAt: null }, { expiresAt: { gt: now } }] } }),
    db.apiToken.aggregate({ _max: { lastUsedAt: true } }),
    db.identityProvider.count({ where: { enabled: true } }),
    db.auditEvent.findFirst({
      where: { action: "user.signInWithSso" },
      orderBy: { createdAt: "desc" },
      select: { createdAt: true },
    }),
  ]);
  const endpoint = erpEndpoint();
  return [
    {
      key: "erp-export",
      name: "ERP export",
      description: "Employee records delivered to the ERP (NetSuite) from an employee's page.",
      configured: endpoint !== null,
      summary: endpoint
        ? `Delivers to ${hostOf(endpoint)}; ${plural(erpCount, "record")} sent`
        : "Not configured: set ERP_EXPORT_URL",
      lastActivityAt: iso(erpLast?.createdAt),
      lastActivity: erpLast ? `Last export ${erpLast.status.toLowerCase()}` : null,
      href: null,
    },
    {
      key: "webhooks",
      name: "Webhooks",
      description: "Signed workflow events posted to the addresses registered here.",
      configured: endpoints > 0,
      summary: plural(endpoints, "active endpoint"),
      lastActivityAt: iso(lastDelivery?.createdAt),
      lastActivity: lastDelivery ? `Last delivery ${lastDelivery.status.toLowerCase()}` : null,
      href: can(actor, "webhooks.manage") ? "/back-office/webhooks" : null,
    },
    {
      key: "api-tokens",
      name: "API tokens",
      description: "Personal tokens that call the API (Authorization: Bearer).",
      configured: tokens > 0,
      summary: plural(tokens, "active token"),
      lastActivityAt: iso(lastTokenUse._max.lastUsedAt),
      lastActivity: lastTokenUse._max.lastUsedAt ? "Last used" : null,
      href: can(actor, "apiTokens.manage") ? "/account-details/api-tokens" : null,
    },
    {
      key: "single-sign-on",
      name: "Single sign-on",
      description: "OpenID Connect identity providers for the staff and for client companies.",
      configured: providers > 0,
      summary: plural(providers, "enabled provider"),
      lastActivityAt: iso(lastSso?.createdAt),
      lastActivity: lastSso ? "Last sign-in" : null,
      href: can(actor, "identityProviders.manage") ? "/back-office/identity-providers" : null,
    },
  ];
}
