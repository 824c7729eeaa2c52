// GET /api/contracts/templates?countryCode&companyId: active templates of a country (general and, for a
// reachable company, its own), with their questionnaire definitions.
import "server-only";
import { db } from "@/lib/db";
import { AppError } from "@/lib/errors";
import { can } from "@/lib/policy";
import type { Actor } from "@/lib/auth/actor";

export async function listTemplates(actor: Actor, query: { countryCode: string; companyId?: string }) {
  if (query.companyId && !can(actor, "tenancy.allCompanies") && query.companyId !== actor.companyId)
    throw new AppError("NOT_FOUND", "Company not found");
  const companyId =
    query.companyId ?? (can(actor, "tenancy.allCompanies") ? undefined : (actor.companyId ?? undefined));
  const rows = await db.contractTemplate.findMany({
    where: {
      countryCode: query.countryCode,
      isActive: true,
      OR: [{ companyId: null }, ...(companyId ? [{ companyId }] : [])],
    },
    orderBy: [{ name: "asc" }, { id: "asc" }],
    take: 100,
    select: { id: true, name: true, countryCode: true, companyId: true, externalTemplateId: true, questions: true },
  });
  return { items: rows };
}
