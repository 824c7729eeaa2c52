// Seats (pending hires) in every order-form state, their fee quotes (employee profiles) and status history.
import type { Prisma, SowStatus } from "../../../generated/prisma/client";
import type { DemoUserIds, SeedContext } from "../context";
import { FEES } from "../builders/companies";
import { COUNTRY } from "../builders/countries";
import { EMPLOYER_COSTS } from "../data/employer-costs";
import { USD_RATES } from "../data/fx-rates";
import { JOBS, NAMES } from "../data/people";
import { at, dec, future, pad, slug } from "../values";

type SeatPlan = [string, string, SowStatus, "pending" | "archived", "dropout" | "correction" | null];
const SEAT_PLANS: SeatPlan[] = [
  ["acme", "FR", "sow_awaiting_proposal", "pending", null],
  ["acme", "ES", "sow_awaiting_proposal", "pending", null],
  ["acme", "GB", "sow_awaiting_acceptance", "pending", null],
  ["acme", "NL", "sow_awaiting_acceptance", "pending", null],
  ["acme", "DE", "sow_accepted", "pending", null],
  ["acme", "PT", "sow_accepted", "pending", null],
  ["acme", "SE", "sow_awaiting_acceptance", "archived", "dropout"],
  ["acme", "IT", "sow_awaiting_proposal", "archived", "correction"],
  ["globex", "US", "sow_awaiting_proposal", "pending", null],
  ["globex", "CA", "sow_awaiting_acceptance", "pending", null],
  ["globex", "MX", "sow_accepted", "pending", null],
  ["globex", "BR", "sow_accepted", "archived", "dropout"],
  ["initech", "US", "sow_awaiting_proposal", "pending", null],
  ["initech", "GB", "sow_awaiting_acceptance", "pending", null],
  ["umbrella", "DE", "sow_awaiting_acceptance", "pending", null],
  ["umbrella", "NL", "sow_accepted", "pending", null],
  ["stark", "IE", "sow_awaiting_proposal", "pending", null],
  ["stark", "GB", "sow_accepted", "pending", null],
  ["stark", "JP", "sow_awaiting_acceptance", "pending", null],
  ["newco", "GB", "sow_awaiting_proposal", "pending", null],
];

export async function seedSeats({ tx, count, history }: SeedContext, demoUserId: DemoUserIds) {
  const seatPlans = SEAT_PLANS;
  const seatRows: Prisma.SeatCreateManyInput[] = [];
  const seatProfiles: Prisma.SeatEmployeeProfileCreateManyInput[] = [];
  const billingFor = (cc: string) =>
    ["US", "CA", "MX", "BR"].includes(cc) ? "USD" : cc === "GB" ? "GBP" : cc === "SE" ? "SEK" : "EUR";
  seatPlans.forEach(([companyId, cc, sowStatus, seatStatus, reason], i) => {
    const id = `seat-${companyId}-${i + 1}`;
    const [firsts, lasts] = NAMES[cc] ?? NAMES.GB;
    const first = firsts[(i * 5) % firsts.length];
    const last = lasts[(i * 3 + 1) % lasts.length];
    const country = COUNTRY.get(cc)!;
    const salary =
      cc === "JP"
        ? 8_400_000
        : cc === "SE"
          ? 620_000
          : cc === "MX"
            ? 720_000
            : cc === "US"
              ? 125_000
              : 45_000 + i * 2_500;
    const billingCurrency = billingFor(cc);
    const automated = companyId === "acme" || companyId === "umbrella" || companyId === "stark";
    const hasSow = sowStatus !== "sow_awaiting_proposal";
    const createdAt = at(-40 + i);
    seatRows.push({
      id,
      companyId,
      firstName: i % 6 === 1 ? null : first,
      lastName: i % 6 === 1 ? null : last,
      countryCode: cc,
      desiredStartDate: future(21 + i * 3),
      purchaseOrderNumber: i % 3 === 0 ? `PO-${companyId.toUpperCase()}-${2026}-${pad(i + 1)}` : null,
      billingCurrency,
      sowStatus,
      seatStatus,
      archiveReason: reason,
      archivedAt: seatStatus === "archived" ? at(-3 + (i % 2)) : null,
      sowDocUrl: hasSow ? `seed/order-forms/${id}.pdf` : null,
      sowSignatureDate: sowStatus === "sow_accepted" ? at(-10 + (i % 5)) : null,
      sowSignedBy: sowStatus === "sow_accepted" ? (companyId === "acme" ? "Sofia Super" : "Client manager") : null,
      isAutomatedUpsellUsed: automated,
      annualBaseSalaryAmount: dec(salary),
      annualBaseSalaryCurrency: country.currency,
      createdById: companyId === "acme" ? demoUserId.superManager : demoUserId.csAdmin,
      createdAt,
    });
    if (hasSow || automated) {
      const lines = EMPLOYER_COSTS[cc] ?? [];
      const costs = lines.map(([description, percent, cap, fixed]) => ({
        description,
        currency: country.currency,
        amount: Number(
          ((((percent ?? 0) / 100) * Math.min(salary, cap ?? Infinity)) / 12 + (fixed ?? 0) / 12).toFixed(
            country.decimals ?? 2,
          ),
        ),
      }));
      const subtotal = costs.reduce((s, c) => s + c.amount, 0);
      const fee = FEES[billingCurrency] ?? FEES.EUR;
      seatProfiles.push({
        seatId: id,
        annualBaseSalaryAmount: dec(salary),
        annualBaseSalaryCurrency: country.currency,
        managementFeeAmount: dec(fee[0]),
        setupFeeAmount: dec(fee[1]),
        setupFeeStructure: "PER_EMPLOYEE",
        employeeType: "EOR",
        depositType:
          companyId === "globex" || companyId === "initech" ? "ADVANCED_PAYMENT_DEPOSIT" : "ZERO_DEPOSIT_INSURANCE",
        depositFeeCalculatedAmount: dec(salary / 12),
        depositFeeConvertedAmount: dec((salary / 12) * (USD_RATES[billingCurrency] / USD_RATES[country.currency])),
        zeroDepositFee: companyId === "globex" || companyId === "initech" ? null : dec(fee[2]),
        advancedPaymentDepositPercentage: companyId === "globex" ? "15" : companyId === "initech" ? "20" : null,
        employerCostsSubtotal: dec(subtotal),
        employerCosts: costs,
        fxFeeAmount:
          billingCurrency === country.currency
            ? "0.00"
            : dec((salary / 12) * 0.025 * (USD_RATES[billingCurrency] / USD_RATES[country.currency])),
        fxFeeCurrency: billingCurrency,
        personalEmail: sowStatus === "sow_accepted" ? `${slug(first)}.${slug(last)}.seat${i + 1}@mail.example` : null,
        citizenship: sowStatus === "sow_accepted" ? cc : null,
        jobTitle: sowStatus === "sow_accepted" ? JOBS[i % JOBS.length][0] : null,
        locationOfWorkType: "HOME_OFFICE",
        startDate: sowStatus === "sow_accepted" ? future(21 + i * 3) : null,
        hoursOfWork: 40,
        probationaryPeriodLength: 6,
        holidayEntitlementDays: 25,
        holidayEntitlementType: "EXCLUDING_PUBLIC_HOLIDAYS",
        rightToWorkCheckCompleted: sowStatus === "sow_accepted" ? true : null,
      });
    }
    const path: string[] = ["sow:awaiting-proposal"];
    if (sowStatus !== "sow_awaiting_proposal") path.push("sow:awaiting-acceptance");
    if (sowStatus === "sow_accepted") path.push("sow:accepted");
    path.forEach((to, k) =>
      history.push({
        entityType: "Seat",
        entityId: id,
        fromStatus: k ? path[k - 1] : null,
        toStatus: to,
        actorId: k === 1 ? demoUserId.csAdmin : demoUserId.superManager,
        createdAt: new Date(createdAt.getTime() + k * 36e5 * 20),
      }),
    );
    if (seatStatus === "archived")
      history.push({
        entityType: "Seat",
        entityId: id,
        fromStatus: "pending",
        toStatus: "archived",
        actorId: demoUserId.csAdmin,
        note: reason,
        createdAt: at(-3 + (i % 2)),
      });
  });
  await tx.seat.createMany({ data: seatRows });
  await tx.seatEmployeeProfile.createMany({ data: seatProfiles });
  count("Seat", seatRows.length);
  count("SeatEmployeeProfile", seatProfiles.length);
  return seatRows;
}
