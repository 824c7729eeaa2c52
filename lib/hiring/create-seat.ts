// POST /api/seats: a manager's hire request, an automated proposal, or the admin hire form (spec 1 sections 2, 4).
import "server-only";
import type { Prisma } from "@/generated/prisma/client";
import { db } from "@/lib/db";
import { AppError, MESSAGES } from "@/lib/errors";
import { flagsOf, type Actor } from "@/lib/auth/actor";
import { can } from "@/lib/policy";
import { canReachCompany, companyNotFound, findCompanyOrThrow } from "@/lib/access/company";
import { MESSAGES_HIRING } from "@/lib/hiring/constants";
import { defaultCurrencyForCountry } from "@/lib/employees/salary-currency";
import { isAdminStartDateAllowed, parseDateInput } from "@/lib/hiring/dates";
import { feeForCurrency } from "@/lib/hiring/fees";
import { apdPercentOf, type TCreateSeat } from "@/lib/hiring/schema";
import type { DbSowStatus } from "@/lib/hiring/workflow";
import { loadSeat, toSeatDto, type SeatDto } from "@/lib/hiring/seat-dto";
import { assertHireableCountry, recordSeatCreation } from "@/lib/hiring/seat-creation";
import { getOverdueInvoices } from "@/lib/finance/get-overdue-invoices";

export async function createSeat(actor: Actor, input: TCreateSeat): Promise<SeatDto> {
  const f = flagsOf(actor);
  const companyId = can(actor, "tenancy.allCompanies") ? input.companyId : actor.companyId;
  if (!companyId)
    throw new AppError("BAD_REQUEST", "Please choose a company", {
      fieldErrors: { companyId: ["Please choose a company"] },
    });
  if (input.companyId && !canReachCompany(actor, input.companyId)) throw companyNotFound();
  // The admin hire form (fees, deposit, signed order form) is for admins only.
  if (input.variant === "admin" && !f.isAdmin) throw new AppError("FORBIDDEN");
  // Spec 1 sections 4, 8: a client with overdue invoices requests no new employee until it pays (the hire page
  // shows the banner from the same source). The admin hire form stays the provider's way to add one regardless.
  if (input.variant !== "admin" && (await getOverdueInvoices(companyId)).isOverdue)
    throw new AppError("UNPROCESSABLE", MESSAGES_HIRING.overdue, { details: { error: "OVERDUE_INVOICES" } });

  return db.$transaction(async (tx) => {
    const company = await findCompanyOrThrow(
      actor,
      companyId,
      { isInternal: true, feeSettings: true, feeAmounts: true },
      tx,
    );
    const country = await assertHireableCountry(tx, input.countryCode);
    // The body's schema pre-checks without a weekend; the rule counts business days on the country's weekend.
    if (input.variant === "admin" && !isAdminStartDateAllowed(input.desiredStartDate, new Date(), country.weekendDays))
      throw new AppError("BAD_REQUEST", MESSAGES.invalid, {
        fieldErrors: { desiredStartDate: [MESSAGES_HIRING.adminStartDate] },
      });
    const desiredStartDate = parseDateInput(input.desiredStartDate)!;

    let sowStatus: DbSowStatus = "sow_awaiting_proposal";
    const seatData: Prisma.SeatUncheckedCreateInput = {
      companyId,
      countryCode: country.code,
      firstName: input.firstName || null,
      lastName: input.lastName || null,
      desiredStartDate,
      purchaseOrderNumber: input.purchaseOrderNumber || null,
      createdById: actor.userId,
    };
    let profile: Omit<Prisma.SeatEmployeeProfileUncheckedCreateInput, "seatId"> | null = null;

    if (input.variant === "admin") {
      if (input.depositType === "NO_DEPOSIT" && input.employeeType === "EOR" && !company.isInternal) {
        throw new AppError("BAD_REQUEST", "No Deposit is for internal employees only", {
          fieldErrors: { depositType: ["No Deposit is for internal employees only"] },
        });
      }
      seatData.billingCurrency = input.billingCurrency;
      if (input.includeSalary && input.annualBaseSalaryAmount) {
        seatData.annualBaseSalaryAmount = String(input.annualBaseSalaryAmount);
        seatData.annualBaseSalaryCurrency =
          input.annualBaseSalaryCurrency || defaultCurrencyForCountry(country.code, country.currency);
      }
      const apd =
        input.depositType === "ADVANCED_PAYMENT_DEPOSIT"
          ? apdPercentOf(input.apdChoice || undefined, input.apdOtherPercent)
          : null;
      profile = {
        employeeType: input.employeeType,
        depositType: input.depositType,
        managementFeeAmount: String(input.managementFeeAmount),
        setupFeeAmount: String(input.setupFeeAmount),
        setupFeeStructure: input.setupFeeStructure,
        zeroDepositFee: input.depositType === "ZERO_DEPOSIT_INSURANCE" ? String(input.zeroDepositFee) : null,
        advancedPaymentDepositPercentage: apd !== null ? String(apd) : null,
        annualBaseSalaryAmount: seatData.annualBaseSalaryAmount ?? null,
        annualBaseSalaryCurrency: seatData.annualBaseSalaryCurrency ?? null,
      };
      if (input.orderFormSigned) {
        // 'Order form already signed' (signed outside the platform): straight to accepted.
        sowStatus = "sow_accepted";
        seatData.sowSignatureDate = new Date();
        seatData.sowSignedBy = actor.name;
      }
    } else if (input.annualBaseSalaryAmount) {
      // The manager's salary from the cost estimate, in the country's currency: the order form and the
      // employee's profile start from it instead of asking again.
      seatData.annualBaseSalaryAmount = String(input.annualBaseSalaryAmount);
      seatData.annualBaseSalaryCurrency = defaultCurrencyForCountry(country.code, country.currency);
    }
    if (input.variant === "client" && input.useAutomatedProposal && company.feeSettings?.enableAutomatedProposals) {
      // Automated proposal: the company's upsell fee data makes the order form; the manager reviews and accepts it.
      const amounts = (kind: string) =>
        company.feeAmounts
          .filter((a) => a.kind === kind)
          .map((a) => ({ currency: a.currency, amount: a.amount.toString() }));
      const management = amounts("MANAGEMENT_FEE");
      const billing = management.find((m) => m.currency === "USD")?.currency ?? management[0]?.currency ?? "USD";
      seatData.billingCurrency = billing;
      seatData.isAutomatedUpsellUsed = true;
      const depositType = company.feeSettings.depositType;
      profile = {
        employeeType: "EOR",
        depositType,
        managementFeeAmount: feeForCurrency(management, billing) ?? "0",
        setupFeeAmount: feeForCurrency(amounts("SETUP_FEE"), billing) ?? "0",
        setupFeeStructure: company.feeSettings.setupFeeStructure,
        zeroDepositFee:
          depositType === "ZERO_DEPOSIT_INSURANCE"
            ? (feeForCurrency(amounts("ZERO_DEPOSIT_INSURANCE_FEE"), billing) ?? "0")
            : null,
        advancedPaymentDepositPercentage:
          depositType === "ADVANCED_PAYMENT_DEPOSIT"
            ? String(company.feeSettings.advancedPaymentDepositPercent ?? 10)
            : null,
        annualBaseSalaryAmount: seatData.annualBaseSalaryAmount ?? null,
        annualBaseSalaryCurrency: seatData.annualBaseSalaryCurrency ?? null,
      };
      sowStatus = "sow_awaiting_acceptance";
    }

    const seat = await tx.seat.create({ data: { ...seatData, sowStatus } });
    if (profile) await tx.seatEmployeeProfile.create({ data: { ...profile, seatId: seat.id } });
    await recordSeatCreation(tx, actor, seat.id, sowStatus, { ...seatData, sowStatus, ...(profile ?? {}) });
    return toSeatDto(await loadSeat(tx, actor, seat.id));
  });
}
