// A company's fee data for the hire forms (GET /api/seats/fees/company/{id}).
import "server-only";
import type { Actor } from "@/lib/auth/actor";
import { findCompanyOrThrow } from "@/lib/access/company";
import { toDecimal } from "@/lib/money";

export async function getCompanyFees(actor: Actor, companyId: string) {
  const company = await findCompanyOrThrow(actor, companyId, {
    id: true,
    isInternal: true,
    fxConversionPercent: true,
    feeSettings: true,
    feeAmounts: true,
  });
  const list = (kind: string) =>
    company.feeAmounts
      .filter((f) => f.kind === kind)
      .map((f) => ({ currency: f.currency, amount: toDecimal(f.amount).toFixed() }));
  return {
    companyId,
    isInternal: company.isInternal,
    managementFee: list("MANAGEMENT_FEE"),
    setupFee: list("SETUP_FEE"),
    zeroDepositInsuranceFee: list("ZERO_DEPOSIT_INSURANCE_FEE"),
    depositType: company.feeSettings?.depositType ?? null,
    advancedPaymentDepositPercent: company.feeSettings?.advancedPaymentDepositPercent ?? null,
    setupFeeStructure: company.feeSettings?.setupFeeStructure ?? null,
    enableAutomatedProposals: company.feeSettings?.enableAutomatedProposals ?? false,
    fxConversionPercent: toDecimal(company.fxConversionPercent).toFixed(),
  };
}
export type CompanyFees = Awaited<ReturnType<typeof getCompanyFees>>;
