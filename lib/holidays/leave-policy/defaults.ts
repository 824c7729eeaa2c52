// Each country's leave policy when no LeavePolicy row was saved for it (docs/time.md 'Leave policies').
// Allowance: the statutory minimum of lib/holidays/statutory-minimum.ts (GB: 28 days, public holidays included);
// a country without a statutory minimum there (or none by law, US) gets 20 days, four weeks, the common default.
// Carry-over: what the law or its common reading allows, else none. Browser-safe (the back-office form shows it).
import { STATUTORY_MINIMUM_DAYS } from "@/lib/holidays/statutory-minimum";

export type Accrual = "UP_FRONT" | "MONTHLY";

export type LeavePolicyValues = {
  countryCode: string;
  allowanceDays: number;
  accrual: Accrual;
  carryOverMaxDays: number;
  /** "MM-dd" of the following year when carried-over days lapse (usable through that day); null: never. */
  carryOverExpiry: string | null;
  statutoryMinimumDays: number;
};

const COMMON_ALLOWANCE_DAYS = 20;

const CARRY_OVER: Readonly<Record<string, { maxDays: number; expiry: string | null }>> = {
  // BUrlG §7(3): leave not taken may move to the next year only until 31 March; 5 days is the common cap.
  DE: { maxDays: 5, expiry: "03-31" },
  // Working Time Regulations reg. 13A(7): the additional 1.6 weeks (8 days) may move to the next leave year.
  GB: { maxDays: 8, expiry: null },
  // Burgerlijk Wetboek 7:640a: the statutory days lapse six months after the end of the year.
  NL: { maxDays: 20, expiry: "06-30" },
};

/** The policy a country has until an admin saves one. */
export function defaultLeavePolicy(countryCode: string): LeavePolicyValues {
  const code = countryCode.toUpperCase();
  const minimum = STATUTORY_MINIMUM_DAYS[code]?.days ?? 0;
  const carry = CARRY_OVER[code] ?? { maxDays: 0, expiry: null };
  return {
    countryCode: code,
    allowanceDays: minimum > 0 ? minimum : COMMON_ALLOWANCE_DAYS,
    accrual: "UP_FRONT",
    carryOverMaxDays: carry.maxDays,
    carryOverExpiry: carry.expiry,
    statutoryMinimumDays: minimum,
  };
}
