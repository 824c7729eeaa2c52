// Zod schemas of the hiring forms and API bodies (spec 1 section 5). One schema per form, used by react-hook-form
// (zodResolver) and by the route handlers. No Prisma imports: the browser imports this file.
import { z } from "zod";
import {
  APD_PERCENT_CHOICES,
  ARCHIVE_REASONS,
  BILLING_CURRENCIES,
  DEPOSIT_TYPES,
  EMPLOYEE_TYPES,
  HOLIDAY_TYPES,
  LOCATION_OF_WORK_TYPES,
  MESSAGES_HIRING,
  SETUP_FEE_STRUCTURES,
  SOW_STATUSES,
  SUPPLEMENTARY_BENEFITS_ANSWERS,
} from "@/lib/hiring/constants";
import { isAdminStartDateAllowed, isFutureDate, parseDateInput } from "@/lib/hiring/dates";
import { emailProblem } from "@/lib/zod/email";
import { ZPage } from "@/lib/http/paging";
import { ZAddress } from "@/lib/zod/address";
import { decimalNumber, int32, type DecimalKind } from "@/lib/zod/numbers";

/** Form inputs give NaN or "" for an empty number box: treat both as "not given". */
const emptyToUndefined = (v: unknown) =>
  v === "" || v === null || (typeof v === "number" && Number.isNaN(v)) ? undefined : v;
const twoDecimals = (v: number) => Math.abs(v * 100 - Math.round(v * 100)) < 1e-6;
const optionalText = (max = 200) =>
  z.preprocess((v) => (typeof v === "string" ? v.trim() : v), z.string().max(max).optional().or(z.literal("")));
const feeNumber = (message: string) =>
  z.preprocess(
    emptyToUndefined,
    decimalNumber("money", { message, min: 0 }).refine(twoDecimals, "Please use at most two decimals"),
  );
const optionalNumber = (kind: DecimalKind) => z.preprocess(emptyToUndefined, decimalNumber(kind).optional());
const optionalMoney = optionalNumber("money");
const optionalPercent = optionalNumber("percent");
/**
 * Run cross-field rules even when another field failed, so the form shows every message at once; but only on
 * an object (a `null` body has no fields to cross-check).
 */
const ALWAYS = {
  when: (payload: { value: unknown }) => typeof payload.value === "object" && payload.value !== null,
};

export const ZCountryCode = z
  .string({ error: "Please enter a country" })
  .trim()
  .length(2, "Please enter a country")
  .toUpperCase();

function checkDesiredStartDate(
  value: string,
  ctx: z.RefinementCtx,
  rule: "future" | "admin",
  weekendDays?: readonly number[],
  path: string[] = ["desiredStartDate"],
) {
  if (typeof value !== "string") return; // the type error is already reported
  if (!value) return ctx.addIssue({ code: "custom", path, message: "Please enter a start date" });
  if (!parseDateInput(value)) return ctx.addIssue({ code: "custom", path, message: "Please enter a valid start date" });
  if (rule === "admin" && !isAdminStartDateAllowed(value, new Date(), weekendDays))
    return ctx.addIssue({ code: "custom", path, message: MESSAGES_HIRING.adminStartDate });
  if (!isFutureDate(value)) ctx.addIssue({ code: "custom", path, message: "Please enter date in future" });
}

// --- Client new-employee request (manager) -------------------------------------------------------------
export const ZClientSeatForm = z
  .object({
    variant: z.literal("client"),
    /** Admins pick the company; a manager's request always goes to their own company. */
    companyId: z.string().trim().max(64).optional(),
    countryCode: ZCountryCode,
    firstName: optionalText(100),
    lastName: optionalText(100),
    desiredStartDate: z.string({ error: "Please enter a start date" }),
    purchaseOrderNumber: optionalText(100),
    acceptTerms: z.boolean().refine((v) => v, "Please accept the terms and conditions"),
    /** Automated proposals: the seat is created with the company's fees and goes to the review page. */
    useAutomatedProposal: z.boolean().optional(),
    /** The salary the manager typed into the cost estimate (optional), in the country's currency. */
    annualBaseSalaryAmount: optionalMoney,
  })
  .superRefine((v, ctx) => {
    checkDesiredStartDate(v.desiredStartDate, ctx, "future");
    if (v.annualBaseSalaryAmount !== undefined && v.annualBaseSalaryAmount < 1)
      ctx.addIssue({
        code: "custom",
        path: ["annualBaseSalaryAmount"],
        message: "Please enter an annual base salary of at least 1",
      });
  }, ALWAYS);
export type TClientSeatForm = z.input<typeof ZClientSeatForm>;

// --- Admin hire form ---------------------------------------------------------------------------------------
const adminFeeFields = {
  employeeType: z.enum(EMPLOYEE_TYPES, { error: "Please choose an employee type" }),
  billingCurrency: z.enum(BILLING_CURRENCIES, { error: "Please choose a billing currency" }),
  managementFeeAmount: feeNumber("Please enter a valid management fee"),
  setupFeeAmount: feeNumber("Please enter a valid setup fee"),
  setupFeeStructure: z.enum(SETUP_FEE_STRUCTURES, { error: "Please choose a setup fee structure" }),
  depositType: z.enum(DEPOSIT_TYPES, { error: "Please choose a deposit type" }),
  zeroDepositFee: optionalMoney,
  apdChoice: z.enum(APD_PERCENT_CHOICES).optional().or(z.literal("")),
  apdOtherPercent: optionalPercent,
};

function checkDeposit(
  v: {
    employeeType?: string;
    depositType?: string;
    zeroDepositFee?: number;
    apdChoice?: string;
    apdOtherPercent?: number;
  },
  ctx: z.RefinementCtx,
) {
  if (v.employeeType && v.employeeType !== "EOR" && v.depositType && v.depositType !== "NO_DEPOSIT")
    ctx.addIssue({
      code: "custom",
      path: ["depositType"],
      message: "Only No Deposit is available for this employee type",
    });
  if (v.employeeType === "EOR" && v.depositType === "NONE")
    ctx.addIssue({ code: "custom", path: ["depositType"], message: "Please choose a deposit type" });
  if (v.depositType === "ZERO_DEPOSIT_INSURANCE" && !(typeof v.zeroDepositFee === "number" && v.zeroDepositFee >= 1))
    ctx.addIssue({ code: "custom", path: ["zeroDepositFee"], message: "Please enter a deposit fee of at least 1" });
  if (v.depositType === "ADVANCED_PAYMENT_DEPOSIT") {
    if (!v.apdChoice)
      ctx.addIssue({ code: "custom", path: ["apdChoice"], message: "Please choose a deposit percentage" });
    else if (v.apdChoice === "other" && !(typeof v.apdOtherPercent === "number" && v.apdOtherPercent >= 1))
      ctx.addIssue({
        code: "custom",
        path: ["apdOtherPercent"],
        message: "Please enter an agreed percentage of at least 1",
      });
  }
}

function checkSalary(
  v: { includeSalary?: boolean; annualBaseSalaryAmount?: number; annualBaseSalaryCurrency?: string },
  ctx: z.RefinementCtx,
) {
  if (!v.includeSalary) return;
  if (!(typeof v.annualBaseSalaryAmount === "number" && v.annualBaseSalaryAmount >= 1))
    ctx.addIssue({
      code: "custom",
      path: ["annualBaseSalaryAmount"],
      message: "Please enter a valid annual base salary amount",
    });
  if (!v.annualBaseSalaryCurrency)
    ctx.addIssue({ code: "custom", path: ["annualBaseSalaryCurrency"], message: "Please choose a currency" });
}

/**
 * The admin hire form with the start-date rule on the chosen country's weekend (Country.weekendDays; the form
 * knows it from its country list). Without one: Saturday and Sunday.
 */
export const makeZAdminSeatForm = (weekendDays?: readonly number[]) =>
  z
    .object({
      variant: z.literal("admin"),
      companyId: z.string().trim().max(64).optional(),
      countryCode: ZCountryCode,
      firstName: z
        .string({ error: "Please provide a first name" })
        .trim()
        .min(1, "Please provide a first name")
        .max(100),
      lastName: z.string({ error: "Please provide a last name" }).trim().min(1, "Please provide a last name").max(100),
      desiredStartDate: z.string({ error: "Please enter a start date" }),
      purchaseOrderNumber: optionalText(100),
      ...adminFeeFields,
      orderFormSigned: z.boolean().default(false),
      includeSalary: z.boolean().default(false),
      annualBaseSalaryAmount: optionalMoney,
      annualBaseSalaryCurrency: z.string().trim().toUpperCase().length(3).optional().or(z.literal("")),
    })
    .superRefine((v, ctx) => {
      checkDesiredStartDate(v.desiredStartDate, ctx, "admin", weekendDays);
      checkDeposit(v, ctx);
      checkSalary(v, ctx);
    }, ALWAYS);
export const ZAdminSeatForm = makeZAdminSeatForm();
export type TAdminSeatForm = z.input<typeof ZAdminSeatForm>;

/**
 * POST /api/seats: the client request or the admin hire form. The body does not tell the country's weekend, so
 * the admin start date is pre-checked with none (3 calendar days: no country allows less) and createSeat checks
 * it on the country's weekend, with the same message under the same field.
 */
export const ZCreateSeat = z.discriminatedUnion("variant", [ZClientSeatForm, makeZAdminSeatForm([])]);
export type TCreateSeat = z.output<typeof ZCreateSeat>;

/** The APD percentage the form's choice stands for. */
export function apdPercentOf(choice: string | undefined, other: number | undefined): number | null {
  if (!choice) return null;
  return choice === "other" ? (other ?? null) : Number(choice);
}

// --- Seat edit (PATCH /api/seats/{id}); only changed fields are sent ----------------------------------------
export const ZUpdateSeat = z
  .object({
    firstName: optionalText(100),
    lastName: optionalText(100),
    countryCode: ZCountryCode.optional(),
    desiredStartDate: z.string().optional(),
    purchaseOrderNumber: optionalText(100),
    billingCurrency: z.preprocess(emptyToUndefined, z.enum(BILLING_CURRENCIES).optional()),
    employeeType: z.preprocess(emptyToUndefined, z.enum(EMPLOYEE_TYPES).optional()),
    depositType: z.preprocess(emptyToUndefined, z.enum(DEPOSIT_TYPES).optional()),
    managementFeeAmount: z.preprocess(emptyToUndefined, feeNumber("Please enter a valid management fee").optional()),
    setupFeeAmount: z.preprocess(emptyToUndefined, feeNumber("Please enter a valid setup fee").optional()),
    setupFeeStructure: z.preprocess(emptyToUndefined, z.enum(SETUP_FEE_STRUCTURES).optional()),
    zeroDepositFee: optionalMoney,
    apdChoice: z.enum(APD_PERCENT_CHOICES).optional().or(z.literal("")),
    apdOtherPercent: optionalPercent,
    annualBaseSalaryAmount: optionalMoney,
    annualBaseSalaryCurrency: z.string().trim().toUpperCase().length(3).optional().or(z.literal("")),
    /** Status change: 'sow:accepted' accepts the order form (manager or admin). */
    sowStatus: z.enum(SOW_STATUSES).optional(),
    /** Admin: the order form was signed outside the platform. */
    orderFormSigned: z.boolean().optional(),
    /** Optimistic concurrency: the version the client read. */
    version: int32().optional(),
  })
  .superRefine((v, ctx) => {
    if (v.desiredStartDate !== undefined) checkDesiredStartDate(v.desiredStartDate, ctx, "future");
    if (v.depositType) checkDeposit(v, ctx);
    if (v.annualBaseSalaryAmount !== undefined && v.annualBaseSalaryAmount < 1)
      ctx.addIssue({
        code: "custom",
        path: ["annualBaseSalaryAmount"],
        message: "Please enter a valid annual base salary amount",
      });
  });
export type TUpdateSeat = z.input<typeof ZUpdateSeat>;

// --- Archive / change country --------------------------------------------------------------------------------
export const ZArchiveSeatForm = z
  .object({
    kind: z.enum(["archive", "change-country"]).default("archive"),
    archiveReason: z.enum(ARCHIVE_REASONS, { error: "Please select the reason for archiving" }).optional(),
    countryName: z.string().trim().optional(),
    countryCode: z.string().trim().toUpperCase().optional(),
    confirmation: z.string(),
    version: int32().optional(),
  })
  .superRefine((v, ctx) => {
    if (v.kind === "archive") {
      if (!v.archiveReason)
        ctx.addIssue({ code: "custom", path: ["archiveReason"], message: "Please select the reason for archiving" });
      if (v.confirmation !== "ARCHIVE")
        ctx.addIssue({ code: "custom", path: ["confirmation"], message: 'Please type word "ARCHIVE"' });
    } else {
      if (!v.countryCode || v.countryCode.length !== 2)
        ctx.addIssue({ code: "custom", path: ["countryCode"], message: "Please enter a country" });
      if (v.confirmation !== "CHANGE COUNTRY")
        ctx.addIssue({ code: "custom", path: ["confirmation"], message: 'Please type word "CHANGE COUNTRY"' });
    }
  }, ALWAYS);
export type TArchiveSeatForm = z.input<typeof ZArchiveSeatForm>;

// --- Complete profile (stages 1 and 2) -----------------------------------------------------------------------
export { ZAddress };

const emailField = z.string({ error: "Please enter an email address" }).superRefine((v, ctx) => {
  const problem = emailProblem(v);
  if (problem) ctx.addIssue({ code: "custom", message: problem });
});

/** Stage 1. The private address is required only when flagged (EOR hires: the contract needs the legal address). */
export function profileStage1Schema(requirePrivateAddress: boolean) {
  return z
    .object({
      countryCode: ZCountryCode,
      citizenship: z
        .string({ error: "Please enter your citizenship" })
        .trim()
        .toUpperCase()
        .length(2, "Please enter your citizenship"),
      firstName: z.string({ error: "Please enter first name" }).trim().min(1, "Please enter first name").max(100),
      lastName: z.string({ error: "Please enter last name" }).trim().min(1, "Please enter last name").max(100),
      pronouns: optionalText(50),
      personalEmail: emailField,
      privateAddress: z.unknown().optional(),
      rightToWorkCheckCompleted: z.enum(["yes", "no"], { error: "Please choose a value" }),
    })
    .superRefine((v, ctx) => {
      if (!requirePrivateAddress && (v.privateAddress === undefined || v.privateAddress === null)) return;
      const parsed = ZAddress.safeParse(v.privateAddress ?? {});
      if (parsed.success) return;
      if (!requirePrivateAddress && isEmptyAddress(v.privateAddress)) return;
      for (const issue of parsed.error.issues)
        ctx.addIssue({ code: "custom", path: ["privateAddress", ...issue.path.map(String)], message: issue.message });
    }, ALWAYS);
}

function isEmptyAddress(value: unknown): boolean {
  if (!value || typeof value !== "object") return true;
  return Object.values(value as Record<string, unknown>).every(
    (x) => x === undefined || x === null || String(x).trim() === "",
  );
}

export const ZProfileStage2 = z
  .object({
    jobTitle: z.string({ error: "Please enter a job title" }).trim().min(1, "Please enter a job title").max(200),
    jobDescription: z
      .string({ error: "Please enter a job description" })
      .trim()
      .min(1, "Please enter a job description")
      .max(5000),
    annualBaseSalaryAmount: z.preprocess(
      emptyToUndefined,
      decimalNumber("money", { message: "Please enter a valid annual base salary amount", min: 1 }),
    ),
    annualBaseSalaryCurrency: z
      .string({ error: "Please choose a currency" })
      .trim()
      .toUpperCase()
      .length(3, "Please choose a currency"),
    locationOfWorkType: z.enum(LOCATION_OF_WORK_TYPES, { error: "Please enter a location of work" }),
    locationOfWorkCity: z.string({ error: "Please enter a city" }).trim().min(1, "Please enter a city").max(100),
    hoursOfWork: z.preprocess(emptyToUndefined, z.number().int().min(1).max(80).optional()),
    workEmail: z
      .string()
      .optional()
      .superRefine((v, ctx) => {
        if (!v) return;
        const problem = emailProblem(v);
        if (problem) ctx.addIssue({ code: "custom", message: problem });
      }),
    probationaryPeriodLength: z.preprocess(emptyToUndefined, z.number().int().min(0).max(365).optional()),
    holidayEntitlementType: z.enum(HOLIDAY_TYPES).optional().or(z.literal("")),
    holidayEntitlementDays: z.preprocess(emptyToUndefined, z.number().int().min(0).max(365).optional()),
    hasSupplementaryBenefits: z.enum(SUPPLEMENTARY_BENEFITS_ANSWERS, { error: "Please choose a value" }),
  })
  // Spec 1 section 9: unlimited time off sets 0 days.
  .transform((v) => (v.holidayEntitlementType === "UNLIMITED" ? { ...v, holidayEntitlementDays: 0 } : v));

/** PATCH /api/seats/{id}/employee-profile: a validated stage, or a lenient draft for 'Save and close'. */
export const ZSaveProfile = z.object({
  stage: z.union([z.literal(1), z.literal(2)]),
  draft: z.boolean().default(false),
  values: z.record(z.string(), z.unknown()),
});
export type TSaveProfile = z.input<typeof ZSaveProfile>;

export const ZConvertSeat = z.object({ managerId: z.string().optional() });

// --- Queries ------------------------------------------------------------------------------------------------
export const ZSeatListQuery = z.object({
  search: z.string().trim().max(100).optional(),
  status: z.union([z.enum(SOW_STATUSES), z.array(z.enum(SOW_STATUSES))]).optional(),
  country: z.union([z.string(), z.array(z.string())]).optional(),
  ...ZPage(50, 200),
});

export const ZEmployerCostsQuery = z.object({
  countryCode: z.string().trim().toUpperCase().length(2),
  currencyCode: z.string().trim().toUpperCase().length(3).optional(),
  annualSalary: decimalNumber("money", { coerce: true, min: 0 }).default(1),
  managementPricing: z.enum(["none", "standard"]).default("none"),
  fxPricing: z.enum(["standard", "none"]).default("standard"),
  billingCurrency: z.string().trim().toUpperCase().length(3).optional(),
  companyId: z.string().optional(),
  // Fees typed in the admin hire form; when absent they come from the company's fee data.
  managementFee: decimalNumber("money", { coerce: true, min: 0 }).optional(),
  setupFee: decimalNumber("money", { coerce: true, min: 0 }).optional(),
  depositType: z.enum(DEPOSIT_TYPES).optional(),
  apdPercent: decimalNumber("percent", { coerce: true, min: 0 }).max(100).optional(),
  zeroDepositFee: decimalNumber("money", { coerce: true, min: 0 }).optional(),
});

export const ZFxRateQuery = z.object({
  fromCurrency: z.string().trim().toUpperCase().length(3),
  toCurrency: z.string().trim().toUpperCase().length(3),
});

export const ZIdParams = z.object({ id: z.string().trim().min(1).max(64) });
export const ZCompanyParams = z.object({ companyId: z.string().trim().min(1).max(64) });
