// The employee edit form (spec 1 section 5 'Employee edit fields'): one schema for the form and the
// PATCH /api/employees/{id} handler. Every field is optional because only changed fields are sent;
// the messages are the spec's.
import { z } from "zod";
import { differenceInYears, format, isValid, parseISO } from "date-fns";
import { ZAddress } from "@/lib/zod/address";
import { salaryCurrencyMessage } from "@/lib/employees/salary-currency";

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;
/** yyyy-MM-dd naming a real day (2024-02-31 is not one). */
const isCalendarDate = (v: string) => ISO_DATE.test(v) && isValid(parseISO(v));

/** Today as yyyy-MM-dd (the browser's day in the form, the server's in the route). */
export const todayIso = (now: Date = new Date()) => format(now, "yyyy-MM-dd");
/** A yyyy-MM-dd day after today. */
export const isFutureDate = (v: string, today: string = todayIso()) => v > today;

// Spec 1 sections 5, 9 and 4: the rules' own words.
export const EDIT_MESSAGES = {
  startDate: "Please enter a start date",
  startDateFuture: "Please enter a date in the future",
  billingCycles: "Up to 12 billing cycles allowed",
  required: "This field is required",
  notZero: "Please enter a value greater than 0",
  roleFieldsLocked:
    "Role details (job title, job description, annual base salary and hours of work) cannot be changed once an Active or Inactive employee's start date has passed.",
  // Spec 1 section 9: the saved-changes modal on days 6 to 31 of the month, after bank or address changes.
  payrollCutoff: "Changes after the cutoff date take effect in the next month's payroll.",
} as const;

/** Spec 1 section 4: the role fields, not editable for an Active or Inactive employee whose start date has passed. */
export const ROLE_FIELDS = [
  "jobTitle",
  "jobDescription",
  "annualBaseSalaryAmount",
  "annualBaseSalaryCurrency",
  "hoursOfWork",
] as const;
export function roleFieldsLocked(
  employee: { onboardingStatus: string; startDate: string | null | undefined },
  today: string = todayIso(),
): boolean {
  const started = !!employee.startDate && !isFutureDate(employee.startDate, today);
  return (employee.onboardingStatus === "ACTIVE" || employee.onboardingStatus === "INACTIVE") && started;
}

/** Spec 1 section 9: bank or address changes saved on days 6 to 31 get the payroll cutoff notice. */
export const BANK_OR_ADDRESS_FIELDS = ["iban", "accountNumber", "bicSwift", "privateAddress"] as const;
export function showsPayrollCutoffNotice(changedFields: readonly string[], now: Date = new Date()): boolean {
  return now.getDate() >= 6 && changedFields.some((f) => (BANK_OR_ADDRESS_FIELDS as readonly string[]).includes(f));
}

/** yyyy-MM-dd naming a real day; the create and bulk-import forms take this rule (no future check there). */
export const ZStartDateFormat = z.string().refine(isCalendarDate, EDIT_MESSAGES.startDate);

const phone = z
  .string()
  .trim()
  .min(1, "Please enter a phone number")
  .regex(/^\+?\d*$/, "Please enter a valid phone number")
  .min(5, "Please enter a longer phone number")
  .max(15, "Please enter a shorter phone number");

/** A decimal amount as a string ("60000", "60000.50"), as Prisma's Decimal takes it. */
const money = (message: string) =>
  z
    .union([z.string(), z.number()])
    .transform((v) => String(v).trim())
    .refine((v) => /^\d{1,14}(\.\d{1,4})?$/.test(v), message);
const currency = (message: string) =>
  z
    .string()
    .trim()
    .regex(/^[A-Za-z]{3}$/, message)
    .transform((v) => v.toUpperCase());
const percent = z.coerce
  .number({ message: "Please enter a percentage" })
  .min(0, "Please enter a percentage")
  .max(100, "Please enter a percentage");
/** An emptied optional input or an unchosen select ("") is no value (null), not 0 or an invalid value. */
const blankIsNull = <T extends z.ZodType>(schema: T) =>
  z.preprocess((v) => (v === "" ? null : v), schema.nullable()).optional();
// Spec 1 sections 5, 9: waiver or discount billing cycles up to 12.
const cycles = z.coerce
  .number({ message: "Please enter a number of billing cycles" })
  .int("Please enter a number of billing cycles")
  .min(0, "Please enter a number of billing cycles")
  .max(12, EDIT_MESSAGES.billingCycles);

export const WAIVER_FIELDS = [
  "managementFeeWaiverPercentage",
  "managementFeeWaiverPeriodStart",
  "managementFeeWaiverBillingCycles",
] as const;
type Waiver = {
  managementFeeWaiverPercentage?: number | null;
  managementFeeWaiverPeriodStart?: string | null;
  managementFeeWaiverBillingCycles?: number | null;
};
/** Spec 1 section 5: if any of the waiver's three is set all three are required; percentage and cycles not 0. */
export function waiverIssues(waiver: Waiver): { field: (typeof WAIVER_FIELDS)[number]; message: string }[] {
  const isSet = (v: unknown) => v !== null && v !== undefined && v !== "";
  if (!WAIVER_FIELDS.some((f) => isSet(waiver[f]))) return [];
  const issues: { field: (typeof WAIVER_FIELDS)[number]; message: string }[] = [];
  for (const field of WAIVER_FIELDS) {
    if (!isSet(waiver[field])) issues.push({ field, message: EDIT_MESSAGES.required });
    else if (field !== "managementFeeWaiverPeriodStart" && Number(waiver[field]) === 0)
      issues.push({ field, message: EDIT_MESSAGES.notZero });
  }
  return issues;
}

const dateOfBirth = z
  .string()
  .regex(ISO_DATE, "Please enter a valid age, minimum age should be 16")
  .refine(
    (v) => isValid(parseISO(v)) && differenceInYears(new Date(), parseISO(v)) >= 16,
    "Please enter a valid age, minimum age should be 16",
  );

/**
 * The edit schema. `currentStartDate`: the stored start date, which the form holds unchanged (and does not send);
 * only a changed start date must be in the future. The route takes ZEmployeeEdit, where any start date sent
 * is a change. `salaryCurrencies`: the salary currencies the editor may choose (salary-currency.ts), any when
 * absent; the use case applies the same rule to the route's body.
 */
export function employeeEditSchema(
  options: { currentStartDate?: string | null; salaryCurrencies?: readonly string[] | null } = {},
) {
  const startDate = ZStartDateFormat.refine(
    (v) => (options.currentStartDate && v === options.currentStartDate) || isFutureDate(v),
    EDIT_MESSAGES.startDateFuture,
  );
  const allowed = options.salaryCurrencies;
  const salaryCurrency = currency("Please enter a valid annual base salary").refine(
    (v) => !allowed || allowed.includes(v),
    { message: allowed ? salaryCurrencyMessage(allowed[0] ?? "") : "" },
  );
  return (
    z
      .object({
        firstName: z.string().trim().min(1, "Please enter first name").max(100),
        lastName: z.string().trim().min(1, "Please enter last name").max(100),
        gender: z.enum(["Male", "Female", "X"], { message: "Please select a gender" }),
        pronouns: z.string().trim().max(40).optional().nullable(),
        phoneNumber: phone,
        workEmail: z
          .string()
          .refine((v) => v === v.trim(), "Email addresses should not contain any spaces at the beginning or the end")
          .refine((v) => v === "" || z.email().safeParse(v).success, "Please enter a valid email address")
          .optional(),
        dateOfBirth,
        citizenship: z.string().trim().length(2, "Please enter your citizenship"),
        socialInsuranceNumber: z.string().trim().min(1, "Please enter your Social insurance number").max(50),
        privateAddress: ZAddress,
        iban: z.string().trim().max(34).optional().nullable(),
        accountNumber: z.string().trim().max(20).optional().nullable(),
        bicSwift: z.string().trim().max(20, "Please enter at most 20 characters").optional().nullable(),
        jobTitle: z.string().trim().min(1, "Please enter a job title").max(200),
        jobDescription: z.string().trim().min(1, "Please enter a job description").max(5000),
        hoursOfWork: z.coerce
          .number({ message: "Please enter hours of work" })
          .int()
          .min(1, "Please enter hours of work")
          .max(80),
        startDate,
        firstPayDate: z
          .string()
          .refine((v) => v === "" || isCalendarDate(v), "Please enter a date in the correct format")
          .optional(),
        onboardingStatus: z.enum(["IN_PROGRESS", "ACTIVE", "INACTIVE", "PENDING"], {
          message: "Please choose a status",
        }),
        employeeType: z.enum(["EOR", "PEO", "VIRTUAL_EMPLOYER"], { message: "Please choose an employee type" }),
        adminNotes: z.string().max(5000).optional().nullable(),
        // Role, compensation and terms (spec 1 section 5).
        department: blankIsNull(
          z
            .enum([
              "Design",
              "Engineering",
              "Finance",
              "Human_Resources",
              "Legal",
              "Management",
              "Marketing",
              "Operations",
              "Product",
              "Sales",
              "Other",
            ])
            .nullable(),
        ),
        locationOfWorkType: z.enum(["HOME_OFFICE", "CORPORATE_OFFICE"], { message: "Please enter a location of work" }),
        annualBaseSalaryAmount: money("Please enter a valid annual base salary"),
        annualBaseSalaryCurrency: salaryCurrency,
        bonusAmount: blankIsNull(money("Please enter a valid bonus")),
        bonusCurrency: blankIsNull(currency("Please enter a valid bonus")),
        bonusTimePeriod: z.string().trim().max(40).nullable(),
        additionalCompensation: z.string().trim().max(2000).nullable(),
        probationaryPeriodLength: z.coerce
          .number({ message: "Please enter a probationary period" })
          .int("Please enter a probationary period")
          .min(0, "Please enter a probationary period")
          .max(365, "Please enter a probationary period"),
        probationaryPeriodTimeUnit: z.enum(["days", "weeks", "months"], {
          message: "Please enter a probationary period",
        }),
        holidayAllowanceValue: z.coerce
          .number({ message: "Please enter holiday entitlement" })
          .int("Please enter holiday entitlement")
          .min(0, "Please enter holiday entitlement")
          .max(365, "Please enter holiday entitlement"),
        holidayAllowanceType: z.enum(["INCLUDING_PUBLIC_HOLIDAYS", "EXCLUDING_PUBLIC_HOLIDAYS", "UNLIMITED"], {
          message: "Please enter holiday entitlement",
        }),
        rightToWorkCheckCompleted: z.boolean(),
        hasSupplementaryBenefits: z.enum(["yes", "no", "unknown"]),
        purchaseOrderNumber: z.string().trim().max(100).nullable(),
        // Payroll details, fees, deposit, waiver and discount.
        payrollId: z.string().trim().max(100).nullable(),
        billingCurrency: blankIsNull(currency("Please choose a billing currency")),
        managementFeeAmount: blankIsNull(money("Please enter a valid amount")),
        managementFeeDiscountPercentage: blankIsNull(percent),
        managementFeeDiscountBillingCycles: blankIsNull(cycles),
        managementFeeWaiverPercentage: blankIsNull(percent),
        managementFeeWaiverPeriodStart: blankIsNull(
          z.string().regex(/^\d{4}-(0[1-9]|1[0-2])$/, "Please enter a month (YYYY-MM)"),
        ),
        managementFeeWaiverBillingCycles: blankIsNull(cycles),
        depositType: blankIsNull(z.enum(["NONE", "NO_DEPOSIT", "ZERO_DEPOSIT_INSURANCE", "ADVANCED_PAYMENT_DEPOSIT"])),
        zeroDepositFee: blankIsNull(money("Please enter a valid amount")),
        setupFee: blankIsNull(money("Please enter a valid amount")),
        setupFeeStructure: blankIsNull(z.enum(["PER_EMPLOYEE", "PER_COUNTRY"])),
        advancedPaymentDepositPercentage: blankIsNull(percent),
        // The state whose public holidays the employee keeps (date-holidays' code, DE "BY"); none: the national list.
        region: blankIsNull(
          z
            .string()
            .trim()
            .regex(/^[A-Za-z0-9]{1,10}$/, "Please choose a region"),
        ),
        // The employer (LSP) and the legal entity.
        lspId: blankIsNull(z.string().trim().min(1, "Please choose an employer").max(64)),
        legalEntityId: blankIsNull(z.string().trim().min(1, "Please choose a legal entity").max(64)),
      })
      .partial()
      // Spec: accountNumber is required when iban is empty (only checked when banking details are edited).
      .superRefine((value, ctx) => {
        const editsBanking = "iban" in value || "accountNumber" in value;
        if (editsBanking && !value.iban && !value.accountNumber)
          ctx.addIssue({ code: "custom", path: ["accountNumber"], message: "Please enter Account number or Iban" });
        // The waiver's three together, when all three are in hand (the form; the route merges the stored ones).
        if (WAIVER_FIELDS.every((f) => value[f] !== undefined))
          for (const issue of waiverIssues(value))
            ctx.addIssue({ code: "custom", path: [issue.field], message: issue.message });
      })
      // Spec 1 sections 5, 9: Unlimited time off forces the holiday days to 0.
      .overwrite((value) =>
        value.holidayAllowanceType === "UNLIMITED" ? { ...value, holidayAllowanceValue: 0 } : value,
      )
  );
}
export const ZEmployeeEdit = employeeEditSchema();
export type TEmployeeEdit = z.infer<typeof ZEmployeeEdit>;
export type EmployeeEditField = keyof TEmployeeEdit;

export type EditorKind = "employee" | "manager" | "admin" | "payroll" | "benefitsSpecialist";

// Who may edit which field (spec 1 section 6 'Employee editing'): bank details only by the employee,
// hire/role fields by the manager, status and type by admins.
export const EDITABLE_BY: Record<EmployeeEditField, EditorKind[]> = {
  firstName: ["employee", "manager", "admin", "benefitsSpecialist"],
  lastName: ["employee", "manager", "admin", "benefitsSpecialist"],
  gender: ["employee", "admin", "benefitsSpecialist"],
  pronouns: ["employee", "admin"],
  phoneNumber: ["employee", "admin"],
  workEmail: ["manager", "admin"],
  dateOfBirth: ["employee", "admin", "benefitsSpecialist"],
  citizenship: ["employee", "admin", "benefitsSpecialist"],
  socialInsuranceNumber: ["employee", "admin", "payroll"],
  privateAddress: ["employee", "admin"],
  iban: ["employee"],
  accountNumber: ["employee"],
  bicSwift: ["employee"],
  jobTitle: ["manager", "admin"],
  jobDescription: ["manager", "admin"],
  hoursOfWork: ["manager", "admin"],
  startDate: ["manager", "admin"],
  firstPayDate: ["admin", "payroll"],
  onboardingStatus: ["admin"],
  employeeType: ["admin"],
  adminNotes: ["admin"],
  department: ["manager", "admin", "benefitsSpecialist"],
  locationOfWorkType: ["manager", "admin"],
  annualBaseSalaryAmount: ["manager", "admin"],
  annualBaseSalaryCurrency: ["manager", "admin"],
  bonusAmount: ["manager", "admin"],
  bonusCurrency: ["manager", "admin"],
  bonusTimePeriod: ["manager", "admin"],
  additionalCompensation: ["manager", "admin"],
  probationaryPeriodLength: ["manager", "admin"],
  probationaryPeriodTimeUnit: ["manager", "admin"],
  holidayAllowanceValue: ["manager", "admin"],
  holidayAllowanceType: ["manager", "admin"],
  rightToWorkCheckCompleted: ["manager", "admin"],
  hasSupplementaryBenefits: ["manager", "admin", "benefitsSpecialist"],
  purchaseOrderNumber: ["manager", "admin"],
  // Deposit and payroll fields: payroll, admin, benefits specialist (spec 1 section 6).
  payrollId: ["admin", "payroll", "benefitsSpecialist"],
  billingCurrency: ["admin", "payroll", "benefitsSpecialist"],
  managementFeeAmount: ["admin", "payroll", "benefitsSpecialist"],
  managementFeeDiscountPercentage: ["admin", "payroll", "benefitsSpecialist"],
  managementFeeDiscountBillingCycles: ["admin", "payroll", "benefitsSpecialist"],
  managementFeeWaiverPercentage: ["admin", "payroll", "benefitsSpecialist"],
  managementFeeWaiverPeriodStart: ["admin", "payroll", "benefitsSpecialist"],
  managementFeeWaiverBillingCycles: ["admin", "payroll", "benefitsSpecialist"],
  depositType: ["admin", "payroll", "benefitsSpecialist"],
  zeroDepositFee: ["admin", "payroll", "benefitsSpecialist"],
  setupFee: ["admin", "payroll", "benefitsSpecialist"],
  setupFeeStructure: ["admin", "payroll", "benefitsSpecialist"],
  advancedPaymentDepositPercentage: ["admin", "payroll", "benefitsSpecialist"],
  lspId: ["admin"],
  legalEntityId: ["admin"],
  region: ["manager", "admin"],
};

/** Fields an employee must have filled before using the platform (the redirect gate). */
export const REQUIRED_FOR_EMPLOYEE: EmployeeEditField[] = [
  "gender",
  "dateOfBirth",
  "citizenship",
  "phoneNumber",
  "privateAddress",
];

export function editableFields(kinds: EditorKind[]): EmployeeEditField[] {
  return (Object.keys(EDITABLE_BY) as EmployeeEditField[]).filter((field) =>
    EDITABLE_BY[field].some((k) => kinds.includes(k)),
  );
}
