// The employee edit form (spec 1 section 5 'Employee edit fields'): one schema for the form and the
// PATCH /api/employees/{id} handler. Every field is optional because only changed fields are sent;
// the messages are the spec's.
import { z } from "zod";
import { differenceInYears, isValid, parseISO } from "date-fns";
import { ZAddress } from "@/lib/zod/address";

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;
/** yyyy-MM-dd naming a real day (2024-02-31 is not one). */
const isCalendarDate = (v: string) => ISO_DATE.test(v) && isValid(parseISO(v));

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
const cycles = z.coerce.number({ message: "Please enter a number of billing cycles" }).int().min(0).max(120);

const dateOfBirth = z
  .string()
  .regex(ISO_DATE, "Please enter a valid age, minimum age should be 16")
  .refine(
    (v) => isValid(parseISO(v)) && differenceInYears(new Date(), parseISO(v)) >= 16,
    "Please enter a valid age, minimum age should be 16",
  );

export const ZEmployeeEdit = z
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
    startDate: z.string().refine(isCalendarDate, "Please enter a start date"),
    firstPayDate: z
      .string()
      .refine((v) => v === "" || isCalendarDate(v), "Please enter a date in the correct format")
      .optional(),
    onboardingStatus: z.enum(["IN_PROGRESS", "ACTIVE", "INACTIVE", "PENDING"], { message: "Please choose a status" }),
    employeeType: z.enum(["EOR", "PEO", "VIRTUAL_EMPLOYER"], { message: "Please choose an employee type" }),
    adminNotes: z.string().max(5000).optional().nullable(),
    // Role, compensation and terms (spec 1 section 5).
    department: z
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
    locationOfWorkType: z.enum(["HOME_OFFICE", "CORPORATE_OFFICE"], { message: "Please enter a location of work" }),
    annualBaseSalaryAmount: money("Please enter a valid annual base salary"),
    annualBaseSalaryCurrency: currency("Please enter a valid annual base salary"),
    bonusAmount: money("Please enter a valid bonus").nullable(),
    bonusCurrency: currency("Please enter a valid bonus").nullable(),
    bonusTimePeriod: z.string().trim().max(40).nullable(),
    additionalCompensation: z.string().trim().max(2000).nullable(),
    probationaryPeriodLength: z.coerce
      .number({ message: "Please enter a probationary period" })
      .int("Please enter a probationary period")
      .min(0, "Please enter a probationary period")
      .max(365, "Please enter a probationary period"),
    probationaryPeriodTimeUnit: z.enum(["days", "weeks", "months"], { message: "Please enter a probationary period" }),
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
    billingCurrency: currency("Please choose a billing currency").nullable(),
    managementFeeAmount: money("Please enter a valid amount").nullable(),
    managementFeeDiscountPercentage: percent.nullable(),
    managementFeeDiscountBillingCycles: cycles.nullable(),
    managementFeeWaiverPercentage: percent.nullable(),
    managementFeeWaiverPeriodStart: z
      .string()
      .regex(/^\d{4}-(0[1-9]|1[0-2])$/, "Please enter a month (YYYY-MM)")
      .nullable(),
    managementFeeWaiverBillingCycles: cycles.nullable(),
    depositType: z.enum(["NONE", "NO_DEPOSIT", "ZERO_DEPOSIT_INSURANCE", "ADVANCED_PAYMENT_DEPOSIT"]).nullable(),
    zeroDepositFee: money("Please enter a valid amount").nullable(),
    setupFee: money("Please enter a valid amount").nullable(),
    setupFeeStructure: z.enum(["PER_EMPLOYEE", "PER_COUNTRY"]).nullable(),
    advancedPaymentDepositPercentage: percent.nullable(),
    // The employer (LSP) and the legal entity.
    lspId: z.string().trim().min(1, "Please choose an employer").max(64).nullable(),
    legalEntityId: z.string().trim().min(1, "Please choose a legal entity").max(64).nullable(),
  })
  .partial()
  // Spec: accountNumber is required when iban is empty (only checked when banking details are edited).
  .superRefine((value, ctx) => {
    const editsBanking = "iban" in value || "accountNumber" in value;
    if (editsBanking && !value.iban && !value.accountNumber)
      ctx.addIssue({ code: "custom", path: ["accountNumber"], message: "Please enter Account number or Iban" });
  });
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
