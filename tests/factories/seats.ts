// Seats (pending hires), optionally with the employee profile (fee quote).
import type { Prisma, Seat, SeatEmployeeProfile } from "../../generated/prisma/client";
import { createCompany } from "./companies";
import { currencyOf } from "../../prisma/seed/builders/countries";
import { ensureCountry } from "./countries";
import { uniqueSuffix } from "./users";

type Db = Prisma.TransactionClient;

export type CreateSeatOptions = Partial<Prisma.SeatUncheckedCreateInput> & {
  /** Create the SeatEmployeeProfile with fees (default: true unless sowStatus is awaiting-proposal). */
  withProfile?: boolean;
  profile?: Partial<Omit<Prisma.SeatEmployeeProfileUncheckedCreateInput, "seatId">>;
};

export async function createSeat(
  db: Db,
  options: CreateSeatOptions = {},
): Promise<Seat & { employeeProfile: SeatEmployeeProfile | null }> {
  const { withProfile, profile, ...overrides } = options;
  const companyId = overrides.companyId ?? (await createCompany(db)).id;
  const countryCode = overrides.countryCode ?? "DE";
  await ensureCountry(db, countryCode);
  const sowStatus = overrides.sowStatus ?? "sow_awaiting_proposal";
  const currency = currencyOf(countryCode);
  const suffix = uniqueSuffix();
  const seat = await db.seat.create({
    data: {
      firstName: "Pat",
      lastName: `Pending ${suffix}`,
      desiredStartDate: new Date(Date.now() + 30 * 86_400_000),
      billingCurrency: currency === "GBP" || currency === "USD" ? currency : "EUR",
      annualBaseSalaryAmount: "55000",
      annualBaseSalaryCurrency: currency,
      sowDocUrl: sowStatus === "sow_awaiting_proposal" ? null : `test/order-forms/${suffix}.pdf`,
      ...overrides,
      companyId,
      countryCode,
      sowStatus,
    },
  });
  let employeeProfile: SeatEmployeeProfile | null = null;
  if (withProfile ?? sowStatus !== "sow_awaiting_proposal") {
    employeeProfile = await db.seatEmployeeProfile.create({
      data: {
        seatId: seat.id,
        annualBaseSalaryAmount: seat.annualBaseSalaryAmount,
        annualBaseSalaryCurrency: seat.annualBaseSalaryCurrency,
        managementFeeAmount: "549",
        setupFeeAmount: "460",
        setupFeeStructure: "PER_EMPLOYEE",
        employeeType: "EOR",
        depositType: "ZERO_DEPOSIT_INSURANCE",
        zeroDepositFee: "89",
        employerCostsSubtotal: "950",
        employerCosts: [{ description: "Social security", currency, amount: 950 }],
        ...profile,
      },
    });
  }
  return { ...seat, employeeProfile };
}
