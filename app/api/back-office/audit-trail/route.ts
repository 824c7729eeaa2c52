import { route } from "@/lib/http/route";
import { csvResponse } from "@/lib/http/csv-response";
import { ZAuditTrailQuery } from "@/lib/audit-trail/schema";
import { scopeOf } from "@/lib/audit-trail/scope-of";
import { AUDIT_CSV_HEADER, auditTrailRows } from "@/lib/audit-trail/export-audit-trail";
import { companyAuditEntityIds } from "@/lib/companies/company-audit-entities";

// GET /api/back-office/audit-trail?entityType=&entityId= | ?companyId= | ?from=&to=: the trail as CSV with its
// hashes (OP admins), checked offline by `npx tsx scripts/verify-pack.ts <file>.csv`.
export const GET = route({ permission: "auditTrail.export", query: ZAuditTrailQuery }, async ({ query }) => {
  const companyIds = query.companyId ? await companyAuditEntityIds(query.companyId) : null;
  const scope = scopeOf(query, companyIds);
  const name = query.entityId ?? query.companyId ?? `${query.from}_${query.to}`;
  return csvResponse(`audit-trail_${name}.csv`, AUDIT_CSV_HEADER, auditTrailRows(scope));
});
