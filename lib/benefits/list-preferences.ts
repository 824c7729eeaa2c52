// GET /api/benefits/client/{clientId}/preferences: one row per country the client employs in (or has chosen
// for), with the country's catalogue (offered, cost, description: shown before the choice, spec 1 sections 4, 5)
// and the effective choice (YES forced where benefits are required).
import "server-only";
import { db } from "@/lib/db";
import type { Actor } from "@/lib/auth/actor";
import { findCompanyOrThrow } from "@/lib/access/company";
import { effectiveChoice } from "@/lib/benefits/rules";
import { catalogDto } from "@/lib/benefits/get-catalog";

export async function listBenefitPreferences(actor: Actor, companyId: string) {
  const company = await findCompanyOrThrow(actor, companyId, { id: true, name: true });
  const [preferences, employeeCountries] = await Promise.all([
    db.clientBenefitPreference.findMany({ where: { companyId: company.id } }),
    db.employee.findMany({
      where: { companyId: company.id, archivedAt: null },
      distinct: ["countryCode"],
      select: { countryCode: true },
    }),
  ]);
  const codes = [
    ...new Set([...employeeCountries.map((e) => e.countryCode), ...preferences.map((p) => p.countryCode)]),
  ];
  const [countries, catalogs] = await Promise.all([
    db.country.findMany({ where: { code: { in: codes } }, select: { code: true, name: true } }),
    db.benefitCatalog.findMany({ where: { countryCode: { in: codes } } }),
  ]);
  const nameOf = new Map(countries.map((c) => [c.code, c.name]));
  const catalogOf = new Map(catalogs.map((c) => [c.countryCode, catalogDto(c)]));
  return {
    companyId: company.id,
    companyName: company.name,
    items: codes
      .map((code) => {
        const stored = preferences.find((p) => p.countryCode === code);
        const catalog = catalogOf.get(code) ?? null;
        const isRequired = catalog?.isRequired ?? false;
        return {
          countryCode: code,
          countryName: nameOf.get(code) ?? code,
          isRequired,
          /** No catalogue: nothing to show or choose yet. A required country offers no choice either. */
          showBenefitsSelection: catalog?.showBenefitsSelection ?? false,
          catalog,
          selectionStatus: effectiveChoice(isRequired, stored?.selectionStatus ?? null),
          consentGiven: stored?.consentGiven ?? false,
          updatedAt: stored?.updatedAt ?? null,
        };
      })
      .sort((a, b) => a.countryName.localeCompare(b.countryName)),
  };
}

export type BenefitPreferencesDto = Awaited<ReturnType<typeof listBenefitPreferences>>;
