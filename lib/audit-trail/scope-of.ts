// The query's scope in the trail's terms: a company becomes its entities (given by the caller, a domain).
import type { AuditTrailQuery } from "@/lib/audit-trail/schema";
import type { AuditTrailScope } from "@/lib/audit-trail/verify-audit-chain";

export function scopeOf(query: AuditTrailQuery, companyEntityIds: string[] | null): AuditTrailScope {
  const day = (value: string) => new Date(`${value}T00:00:00.000Z`);
  return {
    entityType: query.entityId ? query.entityType : undefined,
    entityIds: query.entityId ? [query.entityId] : (companyEntityIds ?? undefined),
    from: query.from ? day(query.from) : undefined,
    to: query.to ? day(query.to) : undefined,
  };
}
