// The corpus's shapes: employees with their record, the labelled month's plan for each, and the labels.
import type { BonusKind } from "@/generated/prisma/enums";
import type { CountrySpec, Role } from "./countries";
import type { Month } from "./calendar";
import type { Rng } from "./prng";

export type Provider = { key: string; lspId: string; legalEntityId: string; country: CountrySpec; name: string };

export type Line = { role: Role; value: number; currency?: string };

/** How the labelled month's pay differs from a plain month (clean changes and mistakes both write here). */
export type MonthPlan = {
  /** Share of the month paid (a start or an end in the month). */
  paidFraction: number;
  /** Annual salary the register applies, when it is not the record's (a raise not applied). */
  annualPaid?: number;
  extra: Partial<Record<Role, number>>;
  dropAllowance?: boolean;
  unpaidDays?: number;
  roundWhole?: boolean;
  /** The rows repeated under the same id. */
  repeatRows?: boolean;
  /** Also paid in a second register of the month under the platform id. */
  underPlatformId?: boolean;
  /** Line mistakes made after the pay is computed. */
  mutate?: (lines: Line[]) => Line[];
};

export type Employee = {
  n: number;
  id: string;
  payrollId: string;
  firstName: string;
  lastName: string;
  jobTitle: string;
  country: CountrySpec;
  provider: Provider;
  /** Annual salary on the record before the labelled month, in the contract currency. */
  annualBefore: number;
  /** Annual salary on the record now (after a raise effective in the labelled month). */
  annual: number;
  contractCurrency: string;
  allowance: number;
  sacrificeRate: number;
  startDate: string;
  terminationDate?: string;
  bankDetailsChangedAt?: string;
  mistake?: string;
  clean?: string;
  plan: MonthPlan;
};

export type Records = {
  salaryHistory: { employeeId: string; amount: number; currency: string; effectiveDate: string; note: string }[];
  bonuses: {
    employeeId: string;
    kind: BonusKind;
    amount: number;
    currency: string;
    payrollPeriod: string;
    note: string;
  }[];
  timeOff: { employeeId: string; startDate: string; endDate: string; unpaid: boolean }[];
  expenses: { employeeId: string; amount: number; currency: string; dateSpent: string; title: string }[];
  jobTitles: { employeeId: string; jobTitle: string }[];
};

export type KindContext = {
  e: Employee;
  r: Rng;
  labelled: Month;
  previous: Month;
  records: Records;
  /** The employee's full monthly base salary in the pay currency in the labelled month (before any change). */
  monthly: number;
};

export type MistakeKind = {
  key: string;
  /** The checks whose finding on this employee (or report) counts as catching it. */
  checks: string[];
  /** Other checks that are right to flag it too (counted as correct findings, not as catching it). */
  alsoFits?: string[];
  level: "employee" | "report";
  applies?: (e: Employee, options: { statedTotals: boolean }) => boolean;
  inject: (ctx: KindContext) => void;
};

export type CleanKind = {
  key: string;
  applies?: (e: Employee) => boolean;
  inject: (ctx: KindContext) => void;
};
