// Seats (pending hires) use cases. Tenancy: a manager reaches only their own company's seats (a foreign id is
// simply not found); staff reach all. Status changes go through lib/hiring/workflow.ts.
import "server-only";
import path from "node:path";
import type { Prisma } from "@/generated/prisma/client";
import { db, type Tx } from "@/lib/db";
import { AppError, MESSAGES } from "@/lib/errors";
import { flagsOf, type Actor } from "@/lib/auth/actor";
import { assertCan } from "@/lib/policy";
import { recordAudit } from "@/lib/audit";
import { transition } from "@/lib/workflow";
import { isFeatureOn } from "@/lib/config";
import { toDateInput } from "@/lib/dates";
import { toDecimal } from "@/lib/money";
import {
  MESSAGES_HIRING,
  SOW_STATUS_LABELS,
  UPLOAD_MAX_BYTES,
  defaultCurrencyForCountry,
  type SowStatusValue,
} from "@/lib/hiring/constants";
import { parseDateInput } from "@/lib/hiring/dates";
import { availableHireTypes } from "@/lib/hiring/availability";
import {
  computeEmployerCosts,
  computeQuote,
  feeForCurrency,
  invertRate,
  type EmployerCostRateInput,
  type Quote,
} from "@/lib/hiring/fees";
import { ZAddress, ZProfileStage2, apdPercentOf, profileStage1Schema, type TCreateSeat } from "@/lib/hiring/schema";
import type { z } from "zod";
import { ZArchiveSeatForm, ZEmployerCostsQuery, ZSaveProfile, ZSeatListQuery, ZUpdateSeat } from "@/lib/hiring/schema";
import { seatSowWorkflow, seatStatusWorkflow, sowFromSpec, sowToSpec, type DbSowStatus } from "@/lib/hiring/workflow";
import { fileResponse, newKey, writeStream } from "@/lib/storage/files";

// ------------------------------------------------------------------------------------------------------------
// Scoping and DTOs
// ------------------------------------------------------------------------------------------------------------

function isStaff(actor: Actor) {
  return actor.rank >= 3;
}

/** Row rule: managers see their own company only. */
function seatScope(actor: Actor): Prisma.SeatWhereInput {
  if (isStaff(actor)) return {};
  return { companyId: actor.companyId ?? "__none__" };
}

function assertCompanyReachable(actor: Actor, companyId: string) {
  if (!isStaff(actor) && actor.companyId !== companyId) throw new AppError("NOT_FOUND", "Company not found");
}

const seatInclude = {
  company: { select: { id: true, name: true, isInternal: true, fxConversionPercent: true } },
  country: { select: { code: true, name: true, currency: true, isSanctioned: true, keyFacts: true, flagEmoji: true } },
  employeeProfile: { include: { privateAddress: true, locationOfWorkAddress: true } },
  employee: { select: { id: true } },
} satisfies Prisma.SeatInclude;

type SeatRow = Prisma.SeatGetPayload<{ include: typeof seatInclude }>;

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
    sowSignature: seat.sowSignatureDate
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

async function loadSeat(client: Tx | typeof db, actor: Actor, id: string): Promise<SeatRow> {
  const seat = await client.seat.findFirst({ where: { id, ...seatScope(actor) }, include: seatInclude });
  if (!seat) throw new AppError("NOT_FOUND", "Seat not found");
  return seat;
}

export async function getSeatOrThrow(actor: Actor, id: string): Promise<SeatDto> {
  return toSeatDto(await loadSeat(db, actor, id));
}

// ------------------------------------------------------------------------------------------------------------
// List (pending employees tab)
// ------------------------------------------------------------------------------------------------------------

export async function listSeats(actor: Actor, companyId: string, query: z.output<typeof ZSeatListQuery>) {
  assertCompanyReachable(actor, companyId);
  const company = await db.company.findUnique({ where: { id: companyId }, select: { id: true } });
  if (!company) throw new AppError("NOT_FOUND", "Company not found");
  const statuses = query.status ? ([] as SowStatusValue[]).concat(query.status) : [];
  const countries = query.country ? ([] as string[]).concat(query.country).map((c) => c.toUpperCase()) : [];
  // Archived seats are hidden; converted seats are employees now.
  const base: Prisma.SeatWhereInput = { companyId, seatStatus: "pending", employee: { is: null } };
  const where: Prisma.SeatWhereInput = { ...base };
  if (statuses.length) where.sowStatus = { in: statuses.map(sowFromSpec) };
  if (countries.length) where.countryCode = { in: countries };
  if (query.search) {
    const terms = query.search.split(/\s+/).filter(Boolean);
    where.AND = terms.map((t) => ({
      OR: [
        { firstName: { contains: t, mode: "insensitive" as const } },
        { lastName: { contains: t, mode: "insensitive" as const } },
      ],
    }));
  }
  const [items, totalCount, countryRows] = await Promise.all([
    db.seat.findMany({
      where,
      include: seatInclude,
      orderBy: [{ desiredStartDate: "asc" }, { createdAt: "desc" }],
      skip: query.pageIndex * query.pageSize,
      take: query.pageSize,
    }),
    db.seat.count({ where }),
    db.seat.findMany({
      where: base,
      distinct: ["countryCode"],
      select: { country: { select: { code: true, name: true } } },
    }),
  ]);
  return {
    items: items.map(toSeatDto),
    totalCount,
    pageSize: query.pageSize,
    countries: countryRows.map((r) => r.country).sort((a, b) => a.name.localeCompare(b.name)),
  };
}

// ------------------------------------------------------------------------------------------------------------
// Company fee data, FX, employer costs
// ------------------------------------------------------------------------------------------------------------

export async function getCompanyFees(actor: Actor, companyId: string) {
  assertCompanyReachable(actor, companyId);
  const company = await db.company.findUnique({
    where: { id: companyId },
    select: { id: true, isInternal: true, fxConversionPercent: true, feeSettings: true, feeAmounts: true },
  });
  if (!company) throw new AppError("NOT_FOUND", "Company not found");
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

/** Latest stored rate (1 from = rate to); the inverse row is used when only that direction is stored. */
export async function findFxRate(from: string, to: string): Promise<{ rate: string; rateDate: string | null } | null> {
  const f = from.toUpperCase();
  const t = to.toUpperCase();
  if (f === t) return { rate: "1", rateDate: null };
  const direct = await db.fxRate.findFirst({
    where: { fromCurrency: f, toCurrency: t },
    orderBy: { rateDate: "desc" },
  });
  if (direct) return { rate: toDecimal(direct.rate).toFixed(), rateDate: toDateInput(direct.rateDate) };
  const inverse = await db.fxRate.findFirst({
    where: { fromCurrency: t, toCurrency: f },
    orderBy: { rateDate: "desc" },
  });
  if (inverse) return { rate: invertRate(inverse.rate), rateDate: toDateInput(inverse.rateDate) };
  return null;
}

export async function getFxRate(from: string, to: string) {
  const found = await findFxRate(from, to);
  if (!found) throw new AppError("NOT_FOUND", `No exchange rate from ${from.toUpperCase()} to ${to.toUpperCase()}`);
  return { fromCurrency: from.toUpperCase(), toCurrency: to.toUpperCase(), rate: found.rate, rateDate: found.rateDate };
}

async function employerCostRates(countryCode: string): Promise<EmployerCostRateInput[]> {
  const rows = await db.employerCostRate.findMany({ where: { countryCode }, orderBy: { position: "asc" } });
  return rows.map((r) => ({
    description: r.description,
    percentOfSalary: r.percentOfSalary?.toString() ?? null,
    salaryCap: r.salaryCap?.toString() ?? null,
    fixedAmount: r.fixedAmount?.toString() ?? null,
    currency: r.currency,
  }));
}

/** Rates for the fixed amounts of the cost rows (row currency -> salary currency). */
async function rateResolver(rates: EmployerCostRateInput[], salaryCurrency: string) {
  const map = new Map<string, string | null>();
  for (const r of rates) {
    const c = r.currency.toUpperCase();
    if (r.fixedAmount === null || r.fixedAmount === undefined || c === salaryCurrency || map.has(c)) continue;
    map.set(c, (await findFxRate(c, salaryCurrency))?.rate ?? null);
  }
  return (currency: string) => map.get(currency.toUpperCase()) ?? null;
}

export type QuoteParams = {
  countryCode: string;
  annualSalary: number | string;
  salaryCurrency?: string | null;
  billingCurrency?: string | null;
  companyId?: string | null;
  fxPricing?: "standard" | "none";
  managementFee?: string | number | null;
  setupFee?: string | number | null;
  depositType?: string | null;
  apdPercent?: string | number | null;
  zeroDepositFee?: string | number | null;
};

/** One quote for the panel, the order form and the calculator API. */
export async function buildQuote(
  params: QuoteParams,
): Promise<{ quote: Quote; countryName: string; fxRateDate: string | null }> {
  const country = await db.country.findUnique({ where: { code: params.countryCode.toUpperCase() } });
  if (!country) throw new AppError("NOT_FOUND", "Country not found");
  const salaryCurrency = (
    params.salaryCurrency || defaultCurrencyForCountry(country.code, country.currency)
  ).toUpperCase();
  const billingCurrency = (params.billingCurrency || salaryCurrency).toUpperCase();
  const rates = await employerCostRates(country.code);
  const fx = await findFxRate(salaryCurrency, billingCurrency);
  if (!fx) throw new AppError("UNPROCESSABLE", `No exchange rate from ${salaryCurrency} to ${billingCurrency}`);
  let fxPercent: string | number = 0;
  if (params.companyId && params.fxPricing !== "none") {
    const company = await db.company.findUnique({
      where: { id: params.companyId },
      select: { fxConversionPercent: true },
    });
    fxPercent = company ? toDecimal(company.fxConversionPercent).toFixed() : 0;
  }
  const quote = computeQuote({
    annualSalary: params.annualSalary || 1, // spec 1 section 9: an empty salary amount defaults to 1
    salaryCurrency,
    billingCurrency,
    fxRate: fx.rate,
    fxConversionPercent: fxPercent,
    employerCostRates: rates,
    rateTo: await rateResolver(rates, salaryCurrency),
    managementFee: params.managementFee ?? 0,
    setupFee: params.setupFee ?? 0,
    depositType: (params.depositType as never) ?? null,
    apdPercent: params.apdPercent ?? 0,
    zeroDepositFee: params.zeroDepositFee ?? 0,
  });
  return { quote, countryName: country.name, fxRateDate: fx.rateDate };
}

/** GET /api/calculator/employer-costs. With a companyId, missing fees come from the company's fee data. */
export async function estimateEmployerCosts(actor: Actor, query: z.output<typeof ZEmployerCostsQuery>) {
  const country = await db.country.findUnique({ where: { code: query.countryCode } });
  if (!country) throw new AppError("NOT_FOUND", "Country not found");
  const currency = query.currencyCode ?? defaultCurrencyForCountry(country.code, country.currency);
  const rates = await employerCostRates(country.code);
  const employerCosts = computeEmployerCosts(
    query.annualSalary || 1,
    currency,
    rates,
    await rateResolver(rates, currency),
  );
  let quote: Quote | null = null;
  if (query.billingCurrency || query.companyId) {
    let fees: CompanyFees | null = null;
    if (query.companyId) fees = await getCompanyFees(actor, query.companyId);
    const billing = query.billingCurrency ?? currency;
    quote = (
      await buildQuote({
        countryCode: country.code,
        annualSalary: query.annualSalary,
        salaryCurrency: currency,
        billingCurrency: billing,
        companyId: query.companyId,
        fxPricing: query.fxPricing,
        managementFee:
          query.managementFee ??
          (query.managementPricing === "none" ? 0 : fees ? feeForCurrency(fees.managementFee, billing) : 0),
        setupFee: query.setupFee ?? (fees ? feeForCurrency(fees.setupFee, billing) : 0),
        depositType: query.depositType ?? fees?.depositType ?? null,
        apdPercent: query.apdPercent ?? fees?.advancedPaymentDepositPercent ?? null,
        zeroDepositFee: query.zeroDepositFee ?? (fees ? feeForCurrency(fees.zeroDepositInsuranceFee, billing) : 0),
      })
    ).quote;
  }
  return {
    countryCode: country.code,
    countryName: country.name,
    currency,
    annualSalary: String(query.annualSalary || 1),
    employerCosts,
    quote,
  };
}

/** The quote of a seat as its order form shows it. */
export async function quoteForSeat(seat: SeatDto) {
  const p = seat.employeeProfile;
  const salaryAmount = p?.annualBaseSalaryAmount ?? seat.annualBaseSalary?.amount ?? "1";
  const salaryCurrency = p?.annualBaseSalaryCurrency ?? seat.annualBaseSalary?.currency ?? null;
  try {
    return await buildQuote({
      countryCode: seat.countryCode,
      annualSalary: salaryAmount,
      salaryCurrency,
      billingCurrency: seat.billingCurrency,
      companyId: seat.companyId,
      managementFee: p?.managementFeeAmount ?? 0,
      setupFee: p?.setupFeeAmount ?? 0,
      depositType: p?.depositType ?? null,
      apdPercent: p?.advancedPaymentDepositPercentage ?? 0,
      zeroDepositFee: p?.zeroDepositFee ?? 0,
    });
  } catch (error) {
    if (error instanceof AppError && error.code === "UNPROCESSABLE") return null;
    throw error;
  }
}

// ------------------------------------------------------------------------------------------------------------
// Availability ('Choose your type of hire')
// ------------------------------------------------------------------------------------------------------------

export async function getHireAvailability(actor: Actor, companyId: string) {
  assertCompanyReachable(actor, companyId);
  const company = await db.company.findUnique({
    where: { id: companyId },
    select: {
      id: true,
      name: true,
      enabledProducts: true,
      isInternal: true,
      clientBalances: { select: { daysOverdue: true } },
    },
  });
  if (!company) throw new AppError("NOT_FOUND", "Company not found");
  return {
    companyId: company.id,
    companyName: company.name,
    ...availableHireTypes({
      enabledProducts: company.enabledProducts,
      hasOverdueInvoices: company.clientBalances.some((b) => (b.daysOverdue ?? 0) > 0),
      addContractorHireFlag: isFeatureOn("addContractorHire"),
      isInternalCompany: company.isInternal,
    }),
  };
}

// ------------------------------------------------------------------------------------------------------------
// Create
// ------------------------------------------------------------------------------------------------------------

async function assertHireableCountry(client: Tx | typeof db, countryCode: string) {
  const country = await client.country.findUnique({ where: { code: countryCode } });
  if (!country)
    throw new AppError("BAD_REQUEST", "Please enter a country", {
      fieldErrors: { countryCode: ["Please enter a country"] },
    });
  if (country.isSanctioned) {
    const message = MESSAGES_HIRING.sanctioned(country.name);
    throw new AppError("UNPROCESSABLE", message, { fieldErrors: { countryCode: [message] } });
  }
  return country;
}

async function recordCreation(
  tx: Tx,
  actor: Actor,
  seatId: string,
  sowStatus: DbSowStatus,
  after: Record<string, unknown>,
) {
  await tx.statusHistory.create({
    data: { entityType: "Seat", entityId: seatId, fromStatus: null, toStatus: sowStatus, actorId: actor.userId },
  });
  await recordAudit(tx, { actor, action: "seat.create", entityType: "Seat", entityId: seatId, after });
}

export async function createSeat(actor: Actor, input: TCreateSeat): Promise<SeatDto> {
  const f = flagsOf(actor);
  const companyId = isStaff(actor) ? input.companyId : actor.companyId;
  if (!companyId)
    throw new AppError("BAD_REQUEST", "Please choose a company", {
      fieldErrors: { companyId: ["Please choose a company"] },
    });
  if (!isStaff(actor) && input.companyId && input.companyId !== actor.companyId)
    throw new AppError("NOT_FOUND", "Company not found");
  // The admin hire form (fees, deposit, signed order form) is for admins only.
  if (input.variant === "admin" && !f.isAdmin) throw new AppError("FORBIDDEN");

  return db.$transaction(async (tx) => {
    const company = await tx.company.findUnique({
      where: { id: companyId },
      include: { feeSettings: true, feeAmounts: true },
    });
    if (!company) throw new AppError("NOT_FOUND", "Company not found");
    const country = await assertHireableCountry(tx, input.countryCode);
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
    } else if (input.useAutomatedProposal && company.feeSettings?.enableAutomatedProposals) {
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
      };
      sowStatus = "sow_awaiting_acceptance";
    }

    const seat = await tx.seat.create({ data: { ...seatData, sowStatus } });
    if (profile) await tx.seatEmployeeProfile.create({ data: { ...profile, seatId: seat.id } });
    await recordCreation(tx, actor, seat.id, sowStatus, { ...seatData, sowStatus, ...(profile ?? {}) });
    return toSeatDto(await loadSeat(tx, actor, seat.id));
  });
}

// ------------------------------------------------------------------------------------------------------------
// Update, accept, mark signed
// ------------------------------------------------------------------------------------------------------------

const ADMIN_ONLY_FIELDS = [
  "billingCurrency",
  "employeeType",
  "depositType",
  "managementFeeAmount",
  "setupFeeAmount",
  "setupFeeStructure",
  "zeroDepositFee",
  "apdChoice",
  "apdOtherPercent",
] as const;

export async function updateSeat(actor: Actor, id: string, body: z.output<typeof ZUpdateSeat>): Promise<SeatDto> {
  const f = flagsOf(actor);
  return db.$transaction(async (tx) => {
    const seat = await loadSeat(tx, actor, id);
    if (seat.seatStatus === "archived") throw new AppError("CONFLICT", "This seat has been archived.");
    if (seat.employee) throw new AppError("CONFLICT", "This seat has already been converted to an employee.");

    const editsFields = Object.keys(body).some((k) => !["sowStatus", "orderFormSigned", "version"].includes(k));
    if (editsFields) {
      if (ADMIN_ONLY_FIELDS.some((k) => body[k] !== undefined) && !f.isAdmin) throw new AppError("FORBIDDEN");
      // Spec 1 section 2: an admin may not edit once the order form is accepted.
      if (f.isAdmin && seat.sowStatus === "sow_accepted") throw new AppError("FORBIDDEN");
      if (body.countryCode && body.countryCode !== seat.countryCode)
        throw new AppError("BAD_REQUEST", "Use Change Country to move a seat to another country", {
          fieldErrors: { countryCode: ["Use Change Country to move a seat to another country"] },
        });
      const data: Prisma.SeatUncheckedUpdateInput = {};
      if (body.firstName !== undefined) data.firstName = body.firstName || null;
      if (body.lastName !== undefined) data.lastName = body.lastName || null;
      if (body.desiredStartDate !== undefined) data.desiredStartDate = parseDateInput(body.desiredStartDate)!;
      if (body.purchaseOrderNumber !== undefined) data.purchaseOrderNumber = body.purchaseOrderNumber || null;
      if (body.billingCurrency !== undefined) data.billingCurrency = body.billingCurrency;
      if (body.annualBaseSalaryAmount !== undefined) data.annualBaseSalaryAmount = String(body.annualBaseSalaryAmount);
      if (body.annualBaseSalaryCurrency) data.annualBaseSalaryCurrency = body.annualBaseSalaryCurrency;
      const profile: Prisma.SeatEmployeeProfileUncheckedUpdateInput = {};
      const employeeType = body.employeeType ?? seat.employeeProfile?.employeeType ?? undefined;
      const depositType = body.depositType ?? seat.employeeProfile?.depositType ?? undefined;
      if (body.depositType === "NO_DEPOSIT" && employeeType === "EOR" && !seat.company.isInternal)
        throw new AppError("BAD_REQUEST", "No Deposit is for internal employees only", {
          fieldErrors: { depositType: ["No Deposit is for internal employees only"] },
        });
      if (body.employeeType !== undefined) profile.employeeType = body.employeeType;
      if (body.depositType !== undefined) profile.depositType = body.depositType;
      if (body.managementFeeAmount !== undefined) profile.managementFeeAmount = String(body.managementFeeAmount);
      if (body.setupFeeAmount !== undefined) profile.setupFeeAmount = String(body.setupFeeAmount);
      if (body.setupFeeStructure !== undefined) profile.setupFeeStructure = body.setupFeeStructure;
      if (body.zeroDepositFee !== undefined)
        profile.zeroDepositFee = depositType === "ZERO_DEPOSIT_INSURANCE" ? String(body.zeroDepositFee) : null;
      if (body.apdChoice !== undefined) {
        const apd = apdPercentOf(body.apdChoice || undefined, body.apdOtherPercent);
        profile.advancedPaymentDepositPercentage = apd !== null ? String(apd) : null;
      }
      if (body.annualBaseSalaryAmount !== undefined)
        profile.annualBaseSalaryAmount = String(body.annualBaseSalaryAmount);
      if (body.annualBaseSalaryCurrency) profile.annualBaseSalaryCurrency = body.annualBaseSalaryCurrency;

      const where: Prisma.SeatWhereInput = { id, version: body.version ?? seat.version };
      const { count } = await tx.seat.updateMany({
        where,
        data: { ...data, version: { increment: 1 } } as Prisma.SeatUncheckedUpdateManyInput,
      });
      if (count === 0) throw new AppError("CONFLICT");
      if (Object.keys(profile).length)
        await tx.seatEmployeeProfile.upsert({
          where: { seatId: id },
          create: { ...(profile as Prisma.SeatEmployeeProfileUncheckedCreateInput), seatId: id },
          update: profile,
        });
      await recordAudit(tx, {
        actor,
        action: "seat.update",
        entityType: "Seat",
        entityId: id,
        before: snapshot(seat),
        after: { ...snapshot(seat), ...data, ...profile },
      });
    }

    if (body.sowStatus && body.sowStatus !== sowToSpec(seat.sowStatus as DbSowStatus)) {
      if (body.sowStatus !== "sow:accepted")
        throw new AppError("UNPROCESSABLE", "Upload an order form to send it for acceptance.");
      const fresh = await loadSeat(tx, actor, id);
      await acceptInTx(tx, actor, fresh, !!body.orderFormSigned);
    } else if (body.orderFormSigned && seat.sowStatus !== "sow_accepted") {
      const fresh = await loadSeat(tx, actor, id);
      await acceptInTx(tx, actor, fresh, true);
    }
    return toSeatDto(await loadSeat(tx, actor, id));
  });
}

function snapshot(seat: SeatRow): Record<string, unknown> {
  const p = seat.employeeProfile;
  return {
    firstName: seat.firstName,
    lastName: seat.lastName,
    desiredStartDate: seat.desiredStartDate,
    purchaseOrderNumber: seat.purchaseOrderNumber,
    billingCurrency: seat.billingCurrency,
    employeeType: p?.employeeType ?? null,
    depositType: p?.depositType ?? null,
    managementFeeAmount: p?.managementFeeAmount ?? null,
    setupFeeAmount: p?.setupFeeAmount ?? null,
  };
}

/** Accept the order form (manager in the modal) or mark it signed outside the platform (admin). */
async function acceptInTx(tx: Tx, actor: Actor, seat: SeatRow, signedOutside: boolean) {
  assertCan(actor, signedOutside ? "seats.markOrderFormSigned" : "seats.acceptOrderForm");
  const missing = missingOrderFormFields(seat);
  if (missing.length)
    throw new AppError("UNPROCESSABLE", `The order form is incomplete: ${missing.join(", ")}.`, {
      details: { missingOrderFormFields: missing },
    });
  // Accepting in the modal needs a proposal to accept; an admin may mark a never-uploaded form as signed.
  if (!signedOutside && seat.sowStatus === "sow_awaiting_proposal")
    throw new AppError("UNPROCESSABLE", "There is no order form to accept yet.");
  const quote = await quoteForSeat(toSeatDto(seat));
  await transition(tx, seatSowWorkflow, {
    id: seat.id,
    from: seat.sowStatus as DbSowStatus,
    to: "sow_accepted",
    version: seat.version,
    actor,
    note: signedOutside ? "Order form already signed" : "Order form accepted",
    action: signedOutside ? "seat.markOrderFormSigned" : "seat.acceptOrderForm",
    data: { sowSignatureDate: new Date(), sowSignedBy: actor.name },
  });
  // Freeze the quote the client agreed to.
  if (quote)
    await tx.seatEmployeeProfile.update({
      where: { seatId: seat.id },
      data: {
        depositFeeCalculatedAmount: quote.quote.depositFee.calculatedAmount,
        depositFeeConvertedAmount: quote.quote.depositFee.convertedAmount,
        employerCostsSubtotal: quote.quote.employerCosts.subtotal,
        employerCosts: quote.quote.employerCosts.costs,
        fxFeeAmount: quote.quote.fxFee,
        fxFeeCurrency: quote.quote.billingCurrency,
      },
    });
}

// ------------------------------------------------------------------------------------------------------------
// Order form document
// ------------------------------------------------------------------------------------------------------------

const ORDER_FORM_TYPES = new Set([
  "application/pdf",
  "image/jpeg",
  "image/png",
  "application/msword",
  "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
]);

export async function uploadOrderForm(actor: Actor, id: string, form: FormData | null): Promise<SeatDto> {
  const file = form?.get("file");
  if (!file || typeof file === "string")
    throw new AppError("BAD_REQUEST", "Please choose a file", { fieldErrors: { file: ["Please choose a file"] } });
  if (!ORDER_FORM_TYPES.has(file.type))
    throw new AppError("BAD_REQUEST", "This file type is not allowed. Please upload an image, pdf or word document.", {
      fieldErrors: { file: ["This file type is not allowed. Please upload an image, pdf or word document."] },
    });
  if (file.size > UPLOAD_MAX_BYTES)
    throw new AppError("BAD_REQUEST", "The maximum file size is 15 MB. Please upload a smaller file.", {
      fieldErrors: { file: ["The maximum file size is 15 MB. Please upload a smaller file."] },
    });
  const seat = await loadSeat(db, actor, id);
  if (seat.seatStatus === "archived") throw new AppError("CONFLICT", "This seat has been archived.");
  if (!seatSowWorkflow.canTransition(seat.sowStatus as DbSowStatus, "sow_awaiting_acceptance"))
    throw new AppError("UNPROCESSABLE", "The order form has already been accepted.");
  const key = newKey(`order-forms/${seat.id}`, path.extname(file.name));
  if (!(await writeStream(key, file.stream(), UPLOAD_MAX_BYTES)))
    throw new AppError("BAD_REQUEST", "The maximum file size is 15 MB. Please upload a smaller file.");
  return db.$transaction(async (tx) => {
    await tx.document.create({
      data: {
        title: `Order form ${[seat.firstName, seat.lastName].filter(Boolean).join(" ")}`.trim(),
        type: "ORDER_FORM",
        storageKey: key,
        fileName: file.name,
        mimeType: file.type,
        sizeBytes: file.size,
        companyId: seat.companyId,
        tenantId: seat.companyId,
        uploadedById: actor.userId,
      },
    });
    await transition(tx, seatSowWorkflow, {
      id: seat.id,
      from: seat.sowStatus as DbSowStatus,
      to: "sow_awaiting_acceptance",
      version: seat.version,
      actor,
      note: "Order form uploaded",
      action: "seat.uploadOrderForm",
      data: { sowDocUrl: key },
    });
    return toSeatDto(await loadSeat(tx, actor, id));
  });
}

export async function getSowDocument(actor: Actor, id: string) {
  const seat = await loadSeat(db, actor, id);
  if (!seat.sowDocUrl) throw new AppError("NOT_FOUND", "No order form has been uploaded");
  return { data: { url: `/api/seats/${seat.id}/order-form` } };
}

/** The uploaded order form, streamed from storage. */
export async function readOrderForm(actor: Actor, id: string): Promise<Response> {
  const seat = await loadSeat(db, actor, id);
  if (!seat.sowDocUrl) throw new AppError("NOT_FOUND", "No order form has been uploaded");
  const doc = await db.document.findFirst({
    where: { storageKey: seat.sowDocUrl },
    select: { mimeType: true, fileName: true, sizeBytes: true },
  });
  const response = await fileResponse({
    storageKey: seat.sowDocUrl,
    fileName: doc?.fileName ?? "order-form",
    mimeType: doc?.mimeType ?? "application/octet-stream",
    sizeBytes: doc?.sizeBytes,
    disposition: "inline",
  });
  if (!response) throw new AppError("NOT_FOUND", "The order form file is missing");
  return response;
}

// ------------------------------------------------------------------------------------------------------------
// Archive and change country
// ------------------------------------------------------------------------------------------------------------

export async function archiveSeat(actor: Actor, id: string, body: z.output<typeof ZArchiveSeatForm>) {
  return db.$transaction(async (tx) => {
    const seat = await loadSeat(tx, actor, id);
    if (seat.employee) throw new AppError("CONFLICT", "This seat has already been converted to an employee.");
    const name = [seat.firstName, seat.lastName].filter(Boolean).join(" ") || seat.id;
    if (body.kind === "archive") {
      await transition(tx, seatStatusWorkflow, {
        id: seat.id,
        from: seat.seatStatus,
        to: "archived",
        version: body.version ?? seat.version,
        actor,
        note: body.archiveReason,
        action: "seat.archive",
        data: { archiveReason: body.archiveReason, archivedAt: new Date() },
      });
      return { archivedSeatId: seat.id, name, newSeat: null };
    }
    // Change country: archive this seat and create a new one for the other country, in one transaction.
    const country = await assertHireableCountry(tx, body.countryCode!);
    if (country.code === seat.countryCode)
      throw new AppError("BAD_REQUEST", "Please choose a different country", {
        fieldErrors: { countryCode: ["Please choose a different country"] },
      });
    await transition(tx, seatStatusWorkflow, {
      id: seat.id,
      from: seat.seatStatus,
      to: "archived",
      version: body.version ?? seat.version,
      actor,
      note: `Change country to ${country.code}`,
      action: "seat.changeCountry",
      data: { archiveReason: "correction", archivedAt: new Date() },
    });
    const created = await tx.seat.create({
      data: {
        companyId: seat.companyId,
        countryCode: country.code,
        firstName: seat.firstName,
        lastName: seat.lastName,
        desiredStartDate: seat.desiredStartDate,
        purchaseOrderNumber: seat.purchaseOrderNumber,
        billingCurrency: seat.billingCurrency,
        createdById: actor.userId,
        sowStatus: "sow_awaiting_proposal",
      },
    });
    const p = seat.employeeProfile;
    if (p)
      await tx.seatEmployeeProfile.create({
        data: {
          seatId: created.id,
          employeeType: p.employeeType,
          depositType: p.depositType,
          managementFeeAmount: p.managementFeeAmount,
          setupFeeAmount: p.setupFeeAmount,
          setupFeeStructure: p.setupFeeStructure,
          zeroDepositFee: p.zeroDepositFee,
          advancedPaymentDepositPercentage: p.advancedPaymentDepositPercentage,
        },
      });
    await recordCreation(tx, actor, created.id, "sow_awaiting_proposal", {
      replacesSeatId: seat.id,
      countryCode: country.code,
    });
    return { archivedSeatId: seat.id, name, newSeat: toSeatDto(await loadSeat(tx, actor, created.id)) };
  });
}

// ------------------------------------------------------------------------------------------------------------
// Complete profile and conversion
// ------------------------------------------------------------------------------------------------------------

/** Flag of stage 1: an EOR contract names the employee's legal address, so EOR hires need the private address. */
export function requiresPrivateAddress(seat: { employeeProfile: { employeeType: string | null } | null }) {
  return (seat.employeeProfile?.employeeType ?? "EOR") === "EOR";
}

function assertProfileEditable(seat: SeatRow) {
  if (seat.seatStatus === "archived") throw new AppError("CONFLICT", "This seat has been archived.");
  if (seat.employee) throw new AppError("CONFLICT", "This seat has already been converted to an employee.");
  if (seat.sowStatus !== "sow_accepted")
    throw new AppError("UNPROCESSABLE", "The order form must be accepted before the profile is completed.");
}

async function upsertAddress(tx: Tx, existingId: string | null | undefined, value: z.output<typeof ZAddress>) {
  const data = {
    addressLine1: value.addressLine1,
    addressLine2: value.addressLine2 || null,
    addressLine3: value.addressLine3 || null,
    city: value.city,
    state: value.state || null,
    postalCode: value.postalCode,
    country: value.country,
  };
  if (existingId) return (await tx.address.update({ where: { id: existingId }, data })).id;
  return (await tx.address.create({ data })).id;
}

export async function saveEmployeeProfile(
  actor: Actor,
  id: string,
  body: z.output<typeof ZSaveProfile>,
): Promise<SeatDto> {
  return db.$transaction(async (tx) => {
    const seat = await loadSeat(tx, actor, id);
    assertProfileEditable(seat);
    const v = body.values;
    const profile: Prisma.SeatEmployeeProfileUncheckedUpdateInput = {};
    const seatData: Prisma.SeatUncheckedUpdateInput = {};
    const existing = seat.employeeProfile;
    const str = (x: unknown) => (typeof x === "string" && x.trim() !== "" ? x.trim() : null);
    const num = (x: unknown) =>
      typeof x === "number" && Number.isFinite(x)
        ? x
        : typeof x === "string" && x.trim() !== "" && Number.isFinite(Number(x))
          ? Number(x)
          : null;

    if (body.stage === 1) {
      let values: Record<string, unknown> = v;
      if (!body.draft) values = profileStage1Schema(requiresPrivateAddress(seat)).parse(v);
      const country = str(values.countryCode)?.toUpperCase();
      if (country && country !== seat.countryCode)
        throw new AppError("BAD_REQUEST", "Use Change Country to move a seat to another country", {
          fieldErrors: { countryCode: ["Use Change Country to move a seat to another country"] },
        });
      if (values.firstName !== undefined) seatData.firstName = str(values.firstName);
      if (values.lastName !== undefined) seatData.lastName = str(values.lastName);
      if (values.citizenship !== undefined)
        profile.citizenship = str(values.citizenship)?.toUpperCase().slice(0, 2) ?? null;
      if (values.pronouns !== undefined) profile.pronouns = str(values.pronouns);
      if (values.personalEmail !== undefined) profile.personalEmail = str(values.personalEmail);
      if (values.rightToWorkCheckCompleted !== undefined)
        profile.rightToWorkCheckCompleted =
          values.rightToWorkCheckCompleted === "yes" ? true : values.rightToWorkCheckCompleted === "no" ? false : null;
      const address = ZAddress.safeParse(values.privateAddress);
      if (address.success) profile.privateAddressId = await upsertAddress(tx, existing?.privateAddressId, address.data);
    } else {
      let values: Record<string, unknown> = v;
      if (!body.draft) values = ZProfileStage2.parse(v);
      if (values.jobTitle !== undefined) profile.jobTitle = str(values.jobTitle);
      if (values.jobDescription !== undefined) profile.jobDescription = str(values.jobDescription);
      const salary = num(values.annualBaseSalaryAmount);
      if (salary !== null) profile.annualBaseSalaryAmount = String(salary);
      if (str(values.annualBaseSalaryCurrency))
        profile.annualBaseSalaryCurrency = str(values.annualBaseSalaryCurrency)!.toUpperCase().slice(0, 3);
      if (values.locationOfWorkType === "HOME_OFFICE" || values.locationOfWorkType === "CORPORATE_OFFICE")
        profile.locationOfWorkType = values.locationOfWorkType;
      const city = str(values.locationOfWorkCity);
      if (city) {
        if (existing?.locationOfWorkAddressId)
          await tx.address.update({ where: { id: existing.locationOfWorkAddressId }, data: { city } });
        else
          profile.locationOfWorkAddressId = (
            await tx.address.create({ data: { addressLine1: "", city, postalCode: "", country: seat.countryCode } })
          ).id;
      }
      if (values.hoursOfWork !== undefined) profile.hoursOfWork = num(values.hoursOfWork);
      if (values.workEmail !== undefined) profile.workEmail = str(values.workEmail);
      if (values.probationaryPeriodLength !== undefined)
        profile.probationaryPeriodLength = num(values.probationaryPeriodLength);
      if (values.holidayEntitlementType !== undefined)
        profile.holidayEntitlementType = (str(values.holidayEntitlementType) as never) ?? null;
      if (values.holidayEntitlementDays !== undefined)
        profile.holidayEntitlementDays = num(values.holidayEntitlementDays);
      if (["yes", "no", "unknown"].includes(String(values.hasSupplementaryBenefits)))
        profile.hasSupplementaryBenefits = values.hasSupplementaryBenefits as never;
    }
    profile.profileStage = Math.max(existing?.profileStage ?? 0, body.draft ? body.stage - 1 : body.stage);
    if (Object.keys(seatData).length)
      await tx.seat.update({ where: { id }, data: { ...seatData, version: { increment: 1 } } });
    await tx.seatEmployeeProfile.upsert({
      where: { seatId: id },
      create: { ...(profile as Prisma.SeatEmployeeProfileUncheckedCreateInput), seatId: id },
      update: profile,
    });
    await recordAudit(tx, {
      actor,
      action: body.draft ? "seat.profile.draft" : `seat.profile.stage${body.stage}`,
      entityType: "Seat",
      entityId: id,
      after: { ...seatData, ...profile },
    });
    return toSeatDto(await loadSeat(tx, actor, id));
  });
}

/** POST /api/seats/{id}/convert: the seat becomes an employee (with its onboarding progress at the first stage). */
export async function convertSeat(actor: Actor, id: string, body: { managerId?: string }) {
  return db.$transaction(async (tx) => {
    const seat = await loadSeat(tx, actor, id);
    assertProfileEditable(seat);
    const dto = toSeatDto(seat);
    const p = dto.employeeProfile;
    // The stored profile must pass both stages, exactly as the form validates them.
    const stage1 = profileStage1Schema(requiresPrivateAddress(seat)).safeParse({
      countryCode: dto.countryCode,
      citizenship: p?.citizenship,
      firstName: dto.firstName,
      lastName: dto.lastName,
      pronouns: p?.pronouns,
      personalEmail: p?.personalEmail,
      privateAddress: p?.privateAddress ?? undefined,
      rightToWorkCheckCompleted:
        p?.rightToWorkCheckCompleted === true ? "yes" : p?.rightToWorkCheckCompleted === false ? "no" : undefined,
    });
    const stage2 = ZProfileStage2.safeParse({
      jobTitle: p?.jobTitle,
      jobDescription: p?.jobDescription,
      annualBaseSalaryAmount: p?.annualBaseSalaryAmount ? Number(p.annualBaseSalaryAmount) : undefined,
      annualBaseSalaryCurrency: p?.annualBaseSalaryCurrency ?? undefined,
      locationOfWorkType: p?.locationOfWorkType ?? undefined,
      locationOfWorkCity: p?.locationOfWorkCity,
      hasSupplementaryBenefits: p?.hasSupplementaryBenefits ?? undefined,
    });
    if (!stage1.success || !stage2.success) {
      const fieldErrors: Record<string, string[]> = {};
      for (const issue of [...(stage1.error?.issues ?? []), ...(stage2.error?.issues ?? [])])
        (fieldErrors[issue.path.join(".")] ??= []).push(issue.message);
      throw new AppError("UNPROCESSABLE", "The profile is incomplete.", { fieldErrors });
    }
    const email = p!.personalEmail.toLowerCase();
    const clash =
      (await tx.user.findFirst({ where: { email }, select: { id: true } })) ??
      (await tx.employee.findFirst({
        where: {
          OR: [
            { personalEmail: { equals: email, mode: "insensitive" } },
            { workEmail: { equals: email, mode: "insensitive" } },
          ],
          archivedAt: null,
        },
        select: { id: true },
      }));
    if (clash)
      throw new AppError("CONFLICT", MESSAGES.duplicateEmail, {
        fieldErrors: { personalEmail: [MESSAGES.duplicateEmail] },
      });

    let managerId: string | null = null;
    if (flagsOf(actor).isManager && !isStaff(actor)) {
      managerId = (await tx.manager.findUnique({ where: { userId: actor.userId }, select: { id: true } }))?.id ?? null;
    } else if (body.managerId) {
      const manager = await tx.manager.findFirst({
        where: { id: body.managerId, companyId: seat.companyId },
        select: { id: true },
      });
      if (!manager)
        throw new AppError("BAD_REQUEST", "Unknown manager", { fieldErrors: { managerId: ["Unknown manager"] } });
      managerId = manager.id;
    } else {
      managerId =
        (
          await tx.manager.findFirst({
            where: { companyId: seat.companyId },
            orderBy: { createdAt: "asc" },
            select: { id: true },
          })
        )?.id ?? null;
    }

    // Claim the seat (version bump) so two concurrent conversions cannot both pass; Employee.seatId is unique too.
    const claimed = await tx.seat.updateMany({
      where: { id, version: seat.version, sowStatus: "sow_accepted", seatStatus: "pending" },
      data: { version: { increment: 1 } },
    });
    if (claimed.count === 0) throw new AppError("CONFLICT");
    const prof = seat.employeeProfile!;
    const employee = await tx.employee.create({
      data: {
        companyId: seat.companyId,
        managerId,
        seatId: seat.id,
        countryCode: seat.countryCode,
        onboardingStatus: "IN_PROGRESS",
        employeeType: prof.employeeType ?? "EOR",
        firstName: dto.firstName,
        lastName: dto.lastName,
        pronouns: prof.pronouns,
        citizenship: prof.citizenship,
        privateAddressId: prof.privateAddressId,
        personalEmail: email,
        workEmail: prof.workEmail,
        jobTitle: prof.jobTitle,
        jobDescription: prof.jobDescription,
        startDate: prof.startDate ?? seat.desiredStartDate,
        locationOfWorkType: prof.locationOfWorkType,
        locationOfWorkAddressId: prof.locationOfWorkAddressId,
        hoursOfWork: prof.hoursOfWork,
        annualBaseSalaryAmount: prof.annualBaseSalaryAmount,
        annualBaseSalaryCurrency: prof.annualBaseSalaryCurrency,
        holidayAllowanceValue: prof.holidayEntitlementDays,
        holidayAllowanceType: prof.holidayEntitlementType,
        probationaryPeriodLength: prof.probationaryPeriodLength,
        rightToWorkCheckCompleted: prof.rightToWorkCheckCompleted,
        hasSupplementaryBenefits: prof.hasSupplementaryBenefits,
        purchaseOrderNumber: seat.purchaseOrderNumber,
        billingCurrency: seat.billingCurrency,
        managementFeeAmount: prof.managementFeeAmount,
        depositType: prof.depositType,
        zeroDepositFee: prof.zeroDepositFee,
        setupFee: prof.setupFeeAmount,
        setupFeeStructure: prof.setupFeeStructure,
        advancedPaymentDepositPercentage: prof.advancedPaymentDepositPercentage,
      },
    });
    if (prof.annualBaseSalaryAmount && prof.annualBaseSalaryCurrency)
      await tx.salaryHistory.create({
        data: {
          employeeId: employee.id,
          amount: prof.annualBaseSalaryAmount,
          currency: prof.annualBaseSalaryCurrency,
          effectiveDate: prof.startDate ?? seat.desiredStartDate,
          createdById: actor.userId,
        },
      });
    // Onboarding starts at the first of the nine stages: no step completed yet.
    await tx.employeeOnboardingProgress.create({
      data: { employeeId: employee.id, completedStepIds: [], territory: seat.countryCode, updatedById: actor.userId },
    });
    await recordAudit(tx, {
      actor,
      action: "seat.convert",
      entityType: "Seat",
      entityId: seat.id,
      after: { employeeId: employee.id },
    });
    await recordAudit(tx, {
      actor,
      action: "employee.create",
      entityType: "Employee",
      entityId: employee.id,
      after: { seatId: seat.id, companyId: seat.companyId, firstName: employee.firstName, lastName: employee.lastName },
    });
    return { employeeId: employee.id, seatId: seat.id };
  });
}

// ------------------------------------------------------------------------------------------------------------
// Page helpers
// ------------------------------------------------------------------------------------------------------------

export async function listCountries() {
  return db.country.findMany({
    orderBy: { name: "asc" },
    take: 300,
    select: { code: true, name: true, currency: true, isSanctioned: true, keyFacts: true, flagEmoji: true },
  });
}

export async function getCompanyForHiring(actor: Actor, companyId: string) {
  assertCompanyReachable(actor, companyId);
  const company = await db.company.findUnique({
    where: { id: companyId },
    select: {
      id: true,
      name: true,
      isInternal: true,
      managers: { select: { id: true, user: { select: { firstName: true, lastName: true } } } },
    },
  });
  if (!company) throw new AppError("NOT_FOUND", "Company not found");
  return company;
}
