// Clients' benefit selections per country (yes, no, remind me later).
import type { BenefitSelectionStatus } from "../../generated/prisma/client";
import type { DemoUserIds, SeedContext } from "./context";
import { at } from "./values";

const PREFERENCES: [string, string, BenefitSelectionStatus][] = [
  ["acme", "DE", "YES"],
  ["acme", "FR", "NO"],
  ["acme", "GB", "REMIND_LATER"],
  ["acme", "ES", "YES"],
  ["acme", "NL", "NO"],
  ["acme", "US", "YES"],
  ["globex", "US", "YES"],
  ["globex", "CA", "REMIND_LATER"],
  ["globex", "MX", "YES"],
  ["stark", "IE", "NO"],
  ["stark", "GB", "YES"],
  ["umbrella", "NL", "REMIND_LATER"],
  ["initech", "US", "YES"],
];

export async function seedBenefitPreferences({ tx, count }: SeedContext, demoUserId: DemoUserIds) {
  const prefs = PREFERENCES;
  await tx.clientBenefitPreference.createMany({
    data: prefs.map(([companyId, countryCode, selectionStatus], i) => ({
      companyId,
      countryCode,
      selectionStatus,
      consentGiven: selectionStatus === "REMIND_LATER",
      updatedById: companyId === "acme" ? demoUserId.superManager : null,
      createdAt: at(-100 + i * 5),
    })),
  });
  count("ClientBenefitPreference", prefs.length);
}
