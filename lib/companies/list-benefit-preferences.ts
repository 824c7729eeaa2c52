// The client's supplementary-benefit choice per country (spec 3 section 2, client detail #benefits).
import "server-only";
import { db } from "@/lib/db";
import { assertCan } from "@/lib/policy";
import { assertCompanyReachable } from "@/lib/access/company";
import type { Actor } from "@/lib/auth/actor";

const SELECTION_LABELS: Record<string, string> = { YES: "Yes", NO: "No", REMIND_LATER: "Remind me later" };

export async function listBenefitPreferences(actor: Actor, companyId: string) {
  assertCan(actor, "benefits.read");
  await assertCompanyReachable(actor, companyId);
  const rows = await db.clientBenefitPreference.findMany({
    where: { companyId },
    select: { countryCode: true, selectionStatus: true },
    orderBy: { countryCode: "asc" },
  });
  return rows.map((p) => ({ countryCode: p.countryCode, selection: SELECTION_LABELS[p.selectionStatus] ?? "No" }));
}
