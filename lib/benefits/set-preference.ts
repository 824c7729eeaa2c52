// POST /api/benefits/client/{clientId}/preferences: the client's choice for one country, upserted with its
// audit event in one transaction. A country requiring benefits accepts only YES.
import "server-only";
import { db } from "@/lib/db";
import type { Actor } from "@/lib/auth/actor";
import { AppError } from "@/lib/errors";
import { recordAudit } from "@/lib/audit";
import { findCompanyOrThrow } from "@/lib/access/company";
import { choiceError } from "@/lib/benefits/rules";
import { assertMayChooseBenefits } from "@/lib/benefits/selection";
import type { TBenefitPreference } from "@/lib/benefits/schema";

export async function setBenefitPreference(actor: Actor, companyId: string, input: TBenefitPreference) {
  const company = await findCompanyOrThrow(actor, companyId, { id: true });
  // After tenancy: another company's manager still gets its 404.
  assertMayChooseBenefits(actor);
  return db.$transaction(async (tx) => {
    const country = await tx.country.findUnique({ where: { code: input.countryCode }, select: { code: true } });
    if (!country)
      throw new AppError("BAD_REQUEST", "Please choose a country", {
        fieldErrors: { countryCode: ["Please choose a country"] },
      });
    const catalog = await tx.benefitCatalog.findUnique({
      where: { countryCode: input.countryCode },
      select: { isRequired: true },
    });
    const refusal = choiceError(catalog?.isRequired ?? false, input.selectionStatus, input.consentGiven);
    if (refusal)
      throw new AppError("UNPROCESSABLE", refusal, {
        fieldErrors: {
          [input.selectionStatus === "REMIND_LATER" && !catalog?.isRequired ? "consentGiven" : "selectionStatus"]: [
            refusal,
          ],
        },
      });
    const key = { companyId_countryCode: { companyId: company.id, countryCode: input.countryCode } };
    const before = await tx.clientBenefitPreference.findUnique({ where: key });
    const saved = await tx.clientBenefitPreference.upsert({
      where: key,
      create: { companyId: company.id, ...input, updatedById: actor.userId },
      update: { selectionStatus: input.selectionStatus, consentGiven: input.consentGiven, updatedById: actor.userId },
    });
    await recordAudit(tx, {
      actor,
      action: "benefits.choose",
      entityType: "ClientBenefitPreference",
      entityId: saved.id,
      before: before ? { selectionStatus: before.selectionStatus, consentGiven: before.consentGiven } : null,
      after: { companyId: company.id, ...input },
    });
    return { countryCode: saved.countryCode, selectionStatus: saved.selectionStatus, consentGiven: saved.consentGiven };
  });
}
