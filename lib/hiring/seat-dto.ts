// The seat row as the hiring use cases load it and its one DTO (the API answer for a seat).
import "server-only";
import type { Prisma } from "@/generated/prisma/client";
import { db, type Tx } from "@/lib/db";
import type { Actor } from "@/lib/auth/actor";
import { findSeatOrThrow } from "@/lib/access/seat";
import { toDateInput } from "@/lib/dates";
import { toDecimal } from "@/lib/money";
import { isUnsignedSignature, SOW_STATUS_LABELS } from "@/lib/hiring/constants";
import { sowToSpec, type DbSowStatus } from "@/lib/hiring/workflow";

export const seatInclude = {
  company: { select: { id: true, name: true, isInternal: true, fxConversionPercent: true } },
  country: { select: { code: true, name: true, currency: true, isSanctioned: true, keyFacts: true, flagEmoji: true } },
  employeeProfile: { include: { privateAddress: true, locationOfWorkAddress: true } },
  employee: { select: { id: true } },
} satisfies Prisma.SeatInclude;

export type SeatRow = Prisma.SeatGetPayload<{ include: typeof seatInclude }>;

const dec = (v: { toString(): string } | null | undefined) =>
  v === null || v === undefined ? null : toDecimal(v).toFixed();

/** Fields the order form needs (spec 1 section 4); when any is missing, 'Order form accepted' routes to the order form. */
export function missingOrderFormFields(seat: SeatRow): string[] {
  const p = seat.employeeProfile;
  const missing: string[] = [];
  if (!seat.countryCode) missing.push("country");
  if (!seat.billingCurrency) missing.push("billingCurrency");
  if (!seat.desiredStartDate) missing.push("desiredStartDate");
  if (!p?.employeeType) missing.push("employeeType");
  if (!p?.depositType) missing.push("depositType");
  if (p?.managementFeeAmount === null || p?.managementFeeAmount === undefined) missing.push("managementFee");
  if (p?.setupFeeAmount === null || p?.setupFeeAmount === undefined) missing.push("setupFee");
  return missing;
}

function addressDto(
  a: SeatRow["employeeProfile"] extends infer P ? (P extends { privateAddress: infer A } ? A : never) : never,
) {
  if (!a) return null;
  return {
    addressLine1: a.addressLine1,
    addressLine2: a.addressLine2 ?? "",
    addressLine3: a.addressLine3 ?? "",
    city: a.city,
    state: a.state ?? "",
    postalCode: a.postalCode,
    country: a.country,
  };
}

export function toSeatDto(seat: SeatRow) {
  const p = seat.employeeProfile;
  const sowStatus = sowToSpec(seat.sowStatus as DbSowStatus);
  const name = [seat.firstName, seat.lastName].filter(Boolean).join(" ");
  return {
    id: seat.id,
    companyId: seat.companyId,
    companyName: seat.company.name,
    name,
    firstName: seat.firstName ?? "",
    lastName: seat.lastName ?? "",
    countryCode: seat.countryCode,
    countryName: seat.country.name,
    isSanctioned: seat.country.isSanctioned,
    desiredStartDate: toDateInput(seat.desiredStartDate),
    purchaseOrderNumber: seat.purchaseOrderNumber ?? "",
    billingCurrency: seat.billingCurrency,
    sowStatus,
    statusLabel: SOW_STATUS_LABELS[sowStatus],
    seatStatus: seat.seatStatus,
    archiveReason: seat.archiveReason,
    hasOrderForm: !!seat.sowDocUrl,
    sowDocUrl: seat.sowDocUrl ? `/api/seats/${seat.id}/order-form` : null,
    sowSignature:
      seat.sowSignatureDate && !isUnsignedSignature(seat.sowSignedBy)
        ? { date: seat.sowSignatureDate.toISOString(), signedBy: seat.sowSignedBy }
        : null,
    isAutomatedUpsellUsed: seat.isAutomatedUpsellUsed,
    annualBaseSalary:
      seat.annualBaseSalaryAmount !== null
        ? { amount: dec(seat.annualBaseSalaryAmount), currency: seat.annualBaseSalaryCurrency }
        : null,
    employeeId: seat.employee?.id ?? null,
    missingOrderFormFields: missingOrderFormFields(seat),
    version: seat.version,
    createdAt: seat.createdAt.toISOString(),
    employeeProfile: p
      ? {
          annualBaseSalaryAmount: dec(p.annualBaseSalaryAmount),
          annualBaseSalaryCurrency: p.annualBaseSalaryCurrency,
          managementFeeAmount: dec(p.managementFeeAmount),
          setupFeeAmount: dec(p.setupFeeAmount),
          setupFeeStructure: p.setupFeeStructure,
          employeeType: p.employeeType,
          depositType: p.depositType,
          depositFee: {
            calculatedAmount: dec(p.depositFeeCalculatedAmount),
            convertedAmount: dec(p.depositFeeConvertedAmount),
          },
          zeroDepositFee: dec(p.zeroDepositFee),
          advancedPaymentDepositPercentage: dec(p.advancedPaymentDepositPercentage),
          employerCosts: { subtotal: dec(p.employerCostsSubtotal), costs: (p.employerCosts as unknown) ?? [] },
          fxFee: p.fxFeeAmount !== null ? { amount: dec(p.fxFeeAmount), currency: p.fxFeeCurrency } : null,
          personalEmail: p.personalEmail ?? "",
          citizenship: p.citizenship ?? "",
          pronouns: p.pronouns ?? "",
          privateAddress: addressDto(p.privateAddress),
          jobTitle: p.jobTitle ?? "",
          jobDescription: p.jobDescription ?? "",
          locationOfWorkType: p.locationOfWorkType,
          locationOfWorkCity: p.locationOfWorkAddress?.city ?? "",
          rightToWorkCheckCompleted: p.rightToWorkCheckCompleted,
          startDate: toDateInput(p.startDate),
          workEmail: p.workEmail ?? "",
          hoursOfWork: p.hoursOfWork,
          probationaryPeriodLength: p.probationaryPeriodLength,
          holidayEntitlementDays: p.holidayEntitlementDays,
          holidayEntitlementType: p.holidayEntitlementType,
          hasSupplementaryBenefits: p.hasSupplementaryBenefits,
          profileStage: p.profileStage,
        }
      : null,
  };
}
export type SeatDto = ReturnType<typeof toSeatDto>;

/** A seat the actor reaches, as the DTO mapper needs it, or 404. */
export function loadSeat(client: Tx | typeof db, actor: Actor, id: string): Promise<SeatRow> {
  return findSeatOrThrow(actor, id, { include: seatInclude }, client);
}
