import { route } from "@/lib/http/route";
import { ZAuditChainVerdict, ZAuditTrailQuery } from "@/lib/audit-trail/schema";
import { scopeOf } from "@/lib/audit-trail/scope-of";
import { verifyAuditTrail } from "@/lib/audit-trail/verify-audit-chain";
import { companyAuditEntityIds } from "@/lib/companies/company-audit-entities";

// GET /api/back-office/audit-trail/verify?…: walks every chain in the scope and names each first broken link.
export const GET = route(
  { permission: "auditTrail.export", query: ZAuditTrailQuery, response: ZAuditChainVerdict },
  async ({ query }) => {
    const companyIds = query.companyId ? await companyAuditEntityIds(query.companyId) : null;
    return verifyAuditTrail(scopeOf(query, companyIds));
  },
);
