// What the seat lists answer (lib/hiring/seat-dto.ts toSeatDto, list-seats.ts; lib/employees/list-all-seats.ts),
// for the OpenAPI document and the routes' return type.
import { z } from "zod";
import { SeatStatus, SowStatus } from "@/generated/prisma/enums";
import {
  ARCHIVE_REASONS,
  DEPOSIT_TYPES,
  EMPLOYEE_TYPES,
  HOLIDAY_TYPES,
  LOCATION_OF_WORK_TYPES,
  SETUP_FEE_STRUCTURES,
  SOW_STATUSES,
  SUPPLEMENTARY_BENEFITS_ANSWERS,
} from "@/lib/hiring/constants";
import { ZDateTime, ZDecimal, ZNextKey } from "@/lib/zod/response";

/** A yyyy-MM-dd date the forms edit as is: empty when not set. */
const ZDateInput = z.string().describe("yyyy-MM-dd, or empty when not set");
const ZAmount = ZDecimal.nullable();

const ZAddress = z.object({
  addressLine1: z.string(),
  addressLine2: z.string(),
  addressLine3: z.string(),
  city: z.string(),
  state: z.string(),
  postalCode: z.string(),
  country: z.string(),
});

/** The seat's employeeProfile: the fee quote and the profile filled in before conversion (text fields "" unset). */
const ZSeatEmployeeProfile = z.object({
  annualBaseSalaryAmount: ZAmount,
  annualBaseSalaryCurrency: z.string().nullable(),
  managementFeeAmount: ZAmount,
  setupFeeAmount: ZAmount,
  setupFeeStructure: z.enum(SETUP_FEE_STRUCTURES).nullable(),
  employeeType: z.enum(EMPLOYEE_TYPES).nullable(),
  depositType: z.enum(DEPOSIT_TYPES).nullable(),
  depositFee: z.object({ calculatedAmount: ZAmount, convertedAmount: ZAmount }),
  zeroDepositFee: ZAmount,
  advancedPaymentDepositPercentage: ZAmount,
  employerCosts: z.object({
    subtotal: ZAmount,
    costs: z.unknown().describe("[{ description, currency, amount }] as stored; [] when none"),
  }),
  fxFee: z.object({ amount: ZAmount, currency: z.string().nullable() }).nullable(),
  personalEmail: z.string(),
  citizenship: z.string(),
  pronouns: z.string(),
  privateAddress: ZAddress.nullable(),
  jobTitle: z.string(),
  jobDescription: z.string(),
  locationOfWorkType: z.enum(LOCATION_OF_WORK_TYPES).nullable(),
  locationOfWorkCity: z.string(),
  rightToWorkCheckCompleted: z.boolean().nullable(),
  startDate: ZDateInput,
  workEmail: z.string(),
  hoursOfWork: z.number().int().nullable(),
  probationaryPeriodLength: z.number().int().nullable(),
  holidayEntitlementDays: z.number().int().nullable(),
  holidayEntitlementType: z.enum(HOLIDAY_TYPES).nullable(),
  hasSupplementaryBenefits: z.enum(SUPPLEMENTARY_BENEFITS_ANSWERS).nullable(),
  profileStage: z.number().int().describe("the last stage saved with 'Save and close' (0: not started)"),
});

/** A seat as GET /api/seats/{id} and the company's seat list answer it. */
export const ZSeatDto = z.object({
  id: z.string(),
  companyId: z.string(),
  companyName: z.string(),
  name: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  countryCode: z.string(),
  countryName: z.string(),
  isSanctioned: z.boolean(),
  desiredStartDate: ZDateInput,
  purchaseOrderNumber: z.string(),
  billingCurrency: z.string().nullable(),
  sowStatus: z.enum(SOW_STATUSES),
  statusLabel: z.string(),
  seatStatus: z.enum(SeatStatus),
  archiveReason: z.enum(ARCHIVE_REASONS).nullable(),
  hasOrderForm: z.boolean(),
  sowDocUrl: z.string().nullable().describe("the order form's download URL"),
  sowSignature: z.object({ date: ZDateTime, signedBy: z.string().nullable() }).nullable(),
  isAutomatedUpsellUsed: z.boolean(),
  annualBaseSalary: z.object({ amount: ZAmount, currency: z.string().nullable() }).nullable(),
  employeeId: z.string().nullable().describe("the employee the seat was converted to"),
  missingOrderFormFields: z.array(z.string()),
  version: z.number().int(),
  createdAt: ZDateTime,
  employeeProfile: ZSeatEmployeeProfile.nullable(),
});

/** GET /api/seats/company/{companyId}: the pending employees tab, with the countries its filter offers. */
export const ZCompanySeatPage = z.object({
  items: z.array(ZSeatDto),
  totalCount: z.number().int(),
  pageSize: z.number().int(),
  countries: z.array(z.object({ code: z.string(), name: z.string() })),
});

/** GET /api/seats (admins): every company's seats, keyset-paged by id. */
export const ZAllSeatsPage = z.object({
  items: z.array(
    z.object({
      id: z.string(),
      companyId: z.string(),
      companyName: z.string(),
      firstName: z.string().nullable(),
      lastName: z.string().nullable(),
      countryCode: z.string(),
      seatStatus: z.enum(SeatStatus),
      sowStatus: z.enum(SowStatus),
      desiredStartDate: ZDateTime.describe("a calendar date, at midnight UTC"),
      createdAt: ZDateTime,
    }),
  ),
  nextCursor: ZNextKey,
});
