// Contract amendments run only in pilot countries (spec 1 section 9: empty by default): the countries listed
// in CONTRACT_AMENDMENTS_PILOT_COUNTRIES plus those flagged Country.amendmentsPilot (the demo seed flags one).
// 'Send to Legal' (off by default) follows FEATURE_DISPATCH_AMENDMENT_TO_LEGAL when set; otherwise a stored
// FeatureFlagOverride (key dispatch-amendment-to-legal) for the client, then a platform-wide one, decides.
import { db } from "@/lib/db";
import { amendmentPilotCountries, featureEnvOverride, isFeatureOn } from "@/lib/config";

export async function amendmentsEnabledFor(countryCode: string): Promise<boolean> {
  if (amendmentPilotCountries().includes(countryCode)) return true;
  const country = await db.country.findUnique({ where: { code: countryCode }, select: { amendmentsPilot: true } });
  return country?.amendmentsPilot === true;
}

const DISPATCH_KEY = "dispatch-amendment-to-legal";

export async function dispatchToLegalEnabledFor(companyId: string): Promise<boolean> {
  const env = featureEnvOverride("dispatchAmendmentToLegal");
  if (env !== null) return env;
  const overrides = await db.featureFlagOverride.findMany({
    where: { key: DISPATCH_KEY, userId: null, OR: [{ companyId }, { companyId: null }] },
    select: { companyId: true, enabled: true },
  });
  const stored = overrides.find((o) => o.companyId === companyId) ?? overrides.find((o) => o.companyId === null);
  return stored?.enabled ?? isFeatureOn("dispatchAmendmentToLegal");
}
