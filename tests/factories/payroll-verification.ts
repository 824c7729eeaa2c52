// A labelled set for the verification checks a payroll specialist runs: an LSP of its own with four registers
// (203010, 203011, 203012, then 203101 under test) run through the real pipeline, each new check with one case it
// must catch (`mistake`) and one clean case it must leave alone (`clean`: the check it must not raise). Rows of
// the current register carry their own currency (EUR unless the person says otherwise).
import { Readable } from "node:stream";
import type { Prisma } from "../../generated/prisma/client";
import { acceptUpload } from "@/lib/payroll/accept-upload";
import { processGrossToNetFile } from "@/lib/payroll/pipeline";
import { createCompany } from "./companies";
import { createEmployee } from "./employees";
import { createUser } from "./users";
import { createPayrollFixture, payRegisterCsv } from "./payroll";

type Db = Prisma.TransactionClient;
type Fx = Awaited<ReturnType<typeof createPayrollFixture>> & { companyId: string };
type Line = [concept: string, value: number, currency?: string];

const base = (salary: number, extra: Line[] = []): Line[] => [
  ["Base Salary", salary],
  ["Income Tax", Math.round(salary * 0.2)],
  ["Social Security EE", Math.round(salary * 0.08)],
  ["Social Security ER", Math.round(salary * 0.16)],
  ...extra,
];
const steady = base(5000);
/** The provider's payroll id of the person paid twice (unique per run: the enrich stage matches it per country). */
const TWICE_ID = `PV-TWICE-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}`;

type Person = {
  key: string;
  /** The 203010 and 203011 registers, and 203012 unless `previous` says otherwise (null: not in them). */
  history: Line[] | null;
  previous?: Line[] | null;
  current: Line[] | null;
  employee?: Record<string, unknown>;
  /** Rows under another key as well (same-person-twice): the key's rows in the current register. */
  alsoAs?: { key: string; lines: Line[] };
  after?: (db: Db, employeeId: string, fx: Fx) => Promise<unknown>;
  /** The check that must find this person. */
  mistake?: string;
  /** The checks that must not find this person. */
  clean?: string[];
};

const leave = (unpaid: boolean, start: string, end: string) => (db: Db, employeeId: string, fx: Fx) =>
  db.timeOffEntry.create({
    data: {
      employeeId,
      companyId: fx.companyId,
      leaveType: "op_leave_other",
      startDate: new Date(start),
      endDate: new Date(end),
      status: "APPROVED",
      isTaken: true,
      unpaid,
    },
  });

const ending = (date: string) => async (db: Db, employeeId: string, fx: Fx) => {
  const employment = await db.employment.create({
    data: { employeeId, companyId: fx.companyId, lspId: fx.lsp.id, terminationDate: new Date(date) },
  });
  await db.employee.update({ where: { id: employeeId }, data: { currentEmploymentId: employment.id } });
};

const expense = (amount: string) => (db: Db, employeeId: string, fx: Fx) =>
  db.expense.create({
    data: {
      employeeId,
      companyId: fx.companyId,
      title: "Client dinner",
      category: "CLIENT_ENTERTAINMENT",
      amount,
      currency: "EUR",
      dateSpent: new Date("2030-12-20"),
      status: "APPROVED",
      estimatedPayrollMonth: "2031-01",
    },
  });

const PEOPLE: Person[] = [
  // Employer contributions: gone while gross stays; in step with a raise on record.
  {
    key: "erMissing",
    history: steady,
    current: [
      ["Base Salary", 5000],
      ["Income Tax", 1000],
      ["Social Security EE", 400],
    ],
    mistake: "employer-cost-change",
  },
  {
    key: "erWithRaise",
    history: steady,
    current: base(6500),
    employee: { annualBaseSalaryAmount: "78000" },
    after: (db, employeeId) =>
      db.salaryHistory.create({
        data: { employeeId, amount: "78000", currency: "EUR", effectiveDate: new Date("2031-01-01") },
      }),
    clean: [
      "employer-cost-change",
      "pay-change",
      "unexplained-change",
      "concept-out-of-line",
      "salary-change-not-applied",
    ],
  },
  // A monthly allowance paid three periods running, then gone; another one ending with leave on record.
  {
    key: "allowanceDropped",
    history: base(5000, [["Meal Allowance", 150]]),
    current: steady,
    mistake: "recurring-concept-missing",
  },
  {
    key: "allowanceOnLeave",
    history: base(5000, [["Meal Allowance", 150]]),
    current: steady,
    after: leave(false, "2031-01-05", "2031-01-09"),
    clean: ["recurring-concept-missing"],
  },
  // A decimal shift in a small allowance (gross moves 7%); the same allowance moving a little.
  {
    key: "decimalShift",
    history: base(5000, [["Phone Allowance", 40]]),
    current: base(5000, [["Phone Allowance", 400]]),
    mistake: "concept-out-of-line",
  },
  {
    key: "allowanceWobble",
    history: base(5000, [["Phone Allowance", 40]]),
    current: base(5000, [["Phone Allowance", 45]]),
    clean: ["concept-out-of-line"],
  },
  // A 13th month salary on record: no change finding, no concept out of line.
  {
    key: "thirteenth",
    history: steady,
    current: base(5000, [["13th Month Salary", 5000]]),
    after: (db, employeeId) =>
      db.employeeBonus.create({
        data: { employeeId, kind: "THIRTEENTH_MONTH", amount: "5000", currency: "EUR", payrollPeriod: "203101" },
      }),
    clean: ["pay-change", "unexplained-change", "concept-out-of-line"],
  },
  // Employment ending on the 9th, paid the full month (a holiday payout, so final pay is there).
  {
    key: "leaverFullMonth",
    history: steady,
    current: base(5000, [["Holiday Payout", 600]]),
    after: ending("2031-01-09"),
    mistake: "partial-period-pay",
    clean: ["final-pay-missing"],
  },
  {
    key: "hireProRata",
    history: null,
    current: base(2800),
    employee: { startDate: new Date("2031-01-15") },
    clean: ["partial-period-pay", "paid-not-employed"],
  },
  // Paid under the provider's payroll id and the platform id in one register.
  {
    key: "twice",
    history: steady,
    current: steady,
    employee: { payrollId: TWICE_ID },
    alsoAs: { key: TWICE_ID, lines: steady },
    mistake: "same-person-twice",
  },
  // One line in USD in a EUR register (the file's first row says EUR).
  {
    key: "usdLine",
    history: steady,
    current: [
      ["Base Salary", 5000],
      ["Income Tax", 1000, "USD"],
      ["Social Security EE", 400],
      ["Social Security ER", 800],
    ],
    mistake: "currency-mismatch",
  },
  // The stated gross against the lines: 200 apart; 0.40 apart (rounding).
  {
    key: "statedOff",
    history: steady,
    current: base(5000, [["Total Gross", 5200]]),
    mistake: "stated-total-mismatch",
  },
  {
    key: "statedRounded",
    history: steady,
    current: base(5000, [["Total Gross", 5000.4]]),
    clean: ["stated-total-mismatch"],
  },
  // Approved expenses of the month: not paid; paid by an expense line.
  { key: "expenseUnpaid", history: steady, current: steady, after: expense("120"), mistake: "expense-not-reimbursed" },
  {
    key: "expensePaid",
    history: steady,
    current: base(5000, [["Expense Reimbursement", 120]]),
    after: expense("120"),
    clean: ["expense-not-reimbursed"],
  },
  // Five working days of unpaid leave (13-17 January, 23 working days): not deducted; deducted pro rata.
  {
    key: "unpaidNotDeducted",
    history: steady,
    current: steady,
    after: leave(true, "2031-01-13", "2031-01-17"),
    mistake: "unpaid-leave-not-deducted",
  },
  {
    key: "unpaidDeducted",
    history: steady,
    current: base(3913),
    after: leave(true, "2031-01-13", "2031-01-17"),
    clean: ["unpaid-leave-not-deducted", "pay-change", "unexplained-change", "employer-cost-change"],
  },
  // A raise effective in December, recorded then, still unpaid in January.
  {
    key: "raiseNotApplied",
    history: steady,
    current: steady,
    employee: { annualBaseSalaryAmount: "72000" },
    after: async (db, employeeId) => {
      await db.salaryHistory.create({
        data: { employeeId, amount: "60000", currency: "EUR", effectiveDate: new Date("2030-01-01") },
      });
      await db.salaryHistory.create({
        data: { employeeId, amount: "72000", currency: "EUR", effectiveDate: new Date("2030-12-01") },
      });
    },
    mistake: "salary-change-not-applied",
  },
  // Employment ending on the period's last day: no final pay line; a holiday payout.
  { key: "leaverNoFinal", history: steady, current: steady, after: ending("2031-01-31"), mistake: "final-pay-missing" },
  {
    key: "leaverWithFinal",
    history: steady,
    current: base(5000, [["Holiday Payout", 900]]),
    after: ending("2031-01-31"),
    clean: ["final-pay-missing", "partial-period-pay", "paid-not-employed"],
  },
  // Bank details changed ten days before the period's end; last October.
  {
    key: "bankRecent",
    history: steady,
    current: steady,
    after: async (db, employeeId) => {
      const { user } = await createUser(db, { roles: ["employee"], firstName: "Bank", lastName: "Changer" });
      await db.employee.update({
        where: { id: employeeId },
        data: { bankDetailsChangedAt: new Date("2031-01-21T10:00:00Z"), bankDetailsChangedById: user.id },
      });
    },
    mistake: "bank-details-changed",
  },
  {
    key: "bankOld",
    history: steady,
    current: steady,
    after: (db, employeeId) =>
      db.employee.update({ where: { id: employeeId }, data: { bankDetailsChangedAt: new Date("2030-10-01") } }),
    clean: ["bank-details-changed"],
  },
  // A contract in NZD paid in EUR: pay moves 25% with the exchange rate (0.80 -> 1.00).
  {
    key: "fxContract",
    history: base(4000),
    current: base(5000),
    employee: { annualBaseSalaryAmount: "60000", annualBaseSalaryCurrency: "NZD" },
    clean: ["pay-change", "unexplained-change", "employer-cost-change", "concept-out-of-line"],
  },
  // A leaver of the 16th paid pro rata with a holiday payout: the pay falls by half, and that is right.
  {
    key: "leaverProRata",
    history: steady,
    current: base(2609, [["Holiday Payout", 400]]),
    after: ending("2031-01-16"),
    clean: [
      "partial-period-pay",
      "pay-change",
      "unexplained-change",
      "employer-cost-change",
      "concept-out-of-line",
      "final-pay-missing",
      "recurring-concept-missing",
    ],
  },
  // Left on 20 December, the holiday payout paid in January: no salary, so not paid while not employed.
  {
    key: "settlementLate",
    history: steady,
    current: [["Holiday Payout", 700]],
    after: ending("2030-12-20"),
    clean: [
      "paid-not-employed",
      "pay-change",
      "unexplained-change",
      "employer-cost-change",
      "recurring-concept-missing",
    ],
  },
  // No history yet, ten times their peers' employer social security.
  {
    key: "peerTenfold",
    history: null,
    current: [
      ["Base Salary", 5000],
      ["Income Tax", 1000],
      ["Social Security EE", 400],
      ["Social Security ER", 8000],
    ],
    mistake: "concept-out-of-line",
  },
  // Overtime never paid before, 40% of the salary where its peers are paid 3% of theirs.
  {
    key: "overtimeTenfold",
    history: steady,
    current: base(5000, [["Overtime", 2000]]),
    mistake: "concept-out-of-line",
  },
  ...["overtimeA", "overtimeB", "overtimeC", "overtimeD"].map((key) => ({
    key,
    history: steady,
    current: base(5000, [["Overtime", 150]]),
    clean: ["concept-out-of-line"],
  })),
  // Plain employees, so the register has peers.
  ...["steadyA", "steadyB", "steadyC", "steadyD"].map((key) => ({
    key,
    history: steady,
    current: steady,
    clean: ["provider-total-change", "same-person-twice", "currency-mismatch", "concept-out-of-line"],
  })),
];

/** Concepts of this LSP beyond the standard taxonomy. */
const EXTRA_CONCEPTS: [string, string, "Income" | "Contribution", string | null][] = [
  ["Phone Allowance", "allowance", "Income", null],
  ["13th Month Salary", "variablePay", "Income", null],
  ["Holiday Payout", "variablePay", "Income", null],
  ["Total Gross", "statedTotal", "Income", "gross"],
];

async function upload(fx: Fx, period: string, rows: (string | number)[][]) {
  const csv = payRegisterCsv(rows, "employeeId,firstName,lastName,concept,value,currency");
  const file = await acceptUpload(
    null,
    {
      source: "MANUAL",
      payrollPeriod: period,
      payrollCycle: "CYCLE_1",
      country: fx.country,
      lspId: fx.lsp.id,
      legalEntityId: fx.legalEntity.id,
      workbookId: fx.workbook.id,
    },
    { name: `verification-${period}.csv`, stream: Readable.from([csv]) },
    { enqueue: false },
  );
  const status = await processGrossToNetFile(file.id);
  if (status !== "DUPLICATES_CHECKED") throw new Error(`The ${period} register ended in ${status}`);
  return file.id;
}

async function rate(db: Db, from: string, to: string, value: string, day: string) {
  const rateDate = new Date(day);
  await db.fxRate.upsert({
    where: { fromCurrency_toCurrency_rateDate: { fromCurrency: from, toCurrency: to, rateDate } },
    create: { fromCurrency: from, toCurrency: to, rate: value, rateDate },
    update: { rate: value },
  });
}

export type VerificationSet = Awaited<ReturnType<typeof buildVerificationSet>>;

export async function buildVerificationSet(db: Db) {
  const fixture = await createPayrollFixture(db, { country: "DE", period: "203101" });
  const company = await createCompany(db);
  const fx: Fx = { ...fixture, companyId: company.id };
  await db.taxonomyMapping.createMany({
    data: EXTRA_CONCEPTS.map(([concept, category, applicationType, statedTotal]) => ({
      countryCode: "DE",
      lspId: fx.lsp.id,
      concept,
      category,
      applicationType,
      payrollGlobal: statedTotal ? "Totals" : "Earnings",
      payrollGlobalSubCategory: concept,
      inputType: "ONE_OFF",
      statedTotal,
    })),
  });
  // The NZD contract's rate: 0.80 at the end of December, 1.00 at the end of January.
  await rate(db, "NZD", "EUR", "0.8", "2030-12-31");
  await rate(db, "NZD", "EUR", "1.0", "2031-01-31");
  const ids: Record<string, string> = {};
  const rows: Record<string, (string | number)[][]> = { "203010": [], "203011": [], "203012": [], "203101": [] };
  const push = (period: string, ref: string, key: string, lines: Line[] | null) => {
    for (const [concept, value, currency] of lines ?? [])
      rows[period].push([ref, key, "Verified", concept, value, currency ?? "EUR"]);
  };
  for (const person of PEOPLE) {
    const { employee } = await createEmployee(db, {
      companyId: company.id,
      countryCode: "DE",
      lspId: fx.lsp.id,
      firstName: person.key,
      lastName: "Verified",
      ...person.employee,
    });
    ids[person.key] = employee.id;
    await person.after?.(db, employee.id, fx);
    push("203010", employee.id, person.key, person.history);
    push("203011", employee.id, person.key, person.history);
    push("203012", employee.id, person.key, person.previous === undefined ? person.history : person.previous);
    push("203101", employee.id, person.key, person.current);
    if (person.alsoAs) push("203101", person.alsoAs.key, person.key, person.alsoAs.lines);
  }
  for (const period of ["203010", "203011", "203012"]) await upload(fx, period, rows[period]);
  const reportId = await upload(fx, "203101", rows["203101"]);
  const mistakes = PEOPLE.filter((p) => p.mistake).map((p) => ({
    key: p.key,
    check: p.mistake!,
    employee: ids[p.key],
  }));
  const clean = PEOPLE.flatMap((p) => (p.clean ?? []).map((check) => ({ key: p.key, check, employee: ids[p.key] })));
  return { fx, reportId, ids, mistakes, clean };
}

/** A country with a 13th month salary (ES): one employee paid a month's salary extra with no bonus on record. */
export async function buildThirteenthMonth(db: Db) {
  const fixture = await createPayrollFixture(db, { country: "ES", period: "203101" });
  const company = await createCompany(db);
  const fx: Fx = { ...fixture, companyId: company.id };
  const { employee } = await createEmployee(db, { companyId: company.id, countryCode: "ES", lspId: fx.lsp.id });
  const row = (lines: Line[]) => lines.map(([concept, value]) => [employee.id, "Paga", "Extra", concept, value, "EUR"]);
  await upload(fx, "203012", row(steady));
  return { employeeId: employee.id, reportId: await upload(fx, "203101", row(base(5000, [["Bonus", 5000]]))) };
}

/** A provider whose register loses most of its employees against the previous cycle (provider-total-change), and
 *  one whose register stays the same (its negative). */
export async function buildProviderTotals(db: Db, options: { shrink: boolean }) {
  const fixture = await createPayrollFixture(db, { country: "DE", period: "203101" });
  const company = await createCompany(db);
  const fx: Fx = { ...fixture, companyId: company.id };
  const previous: (string | number)[][] = [];
  const current: (string | number)[][] = [];
  for (let i = 0; i < 8; i++) {
    const { employee } = await createEmployee(db, { companyId: company.id, countryCode: "DE", lspId: fx.lsp.id });
    for (const [concept, value] of steady) {
      previous.push([employee.id, "Team", `Member ${i}`, concept, value, "EUR"]);
      if (!options.shrink || i < 3) current.push([employee.id, "Team", `Member ${i}`, concept, value, "EUR"]);
    }
  }
  await upload(fx, "203012", previous);
  return { reportId: await upload(fx, "203101", current) };
}
