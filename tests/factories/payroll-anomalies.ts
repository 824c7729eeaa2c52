// A labelled set for the anomaly checks (issue 27): an LSP of its own with a previous (203012) and a current
// (203101) pay register run through the real pipeline, holding known real mistakes (one or more per check) and
// known clean changes (a raise with its SalaryHistory row, a new hire started mid-month, a leave, a salary in
// another currency, a quote and an invoice that match). `mistakes: false` builds the clean employees alone.
import { Readable } from "node:stream";
import type { Prisma } from "../../generated/prisma/client";
import { acceptUpload } from "@/lib/payroll/accept-upload";
import { processGrossToNetFile } from "@/lib/payroll/pipeline";
import { createCompany } from "./companies";
import { createEmployee } from "./employees";
import { createPayrollFixture, payRegisterCsv } from "./payroll";

type Db = Prisma.TransactionClient;
type Fixture = Awaited<ReturnType<typeof createPayrollFixture>>;
type Fx = Fixture & { companyId: string };
type Line = [concept: string, value: number];

/** A mistake the checks must catch: the employee key (null: the report as a whole) and the check expected. */
export type LabelledMistake = { key: string; check: string; employee: string | null };
export type LabelledSet = Awaited<ReturnType<typeof buildLabelledPayReports>>;

const steady: Line[] = [
  ["Base Salary", 5000],
  ["Income Tax", 1000],
  ["Social Security EE", 400],
  ["Social Security ER", 800],
];
const withBase = (base: number, extra: Line[] = []): Line[] => [["Base Salary", base], ...steady.slice(1), ...extra];

type Person = {
  key: string;
  previous: Line[] | null;
  current: Line[] | null;
  employee?: Record<string, unknown>;
  mistake?: string;
  after?: (db: Db, employeeId: string, fx: Fx) => Promise<unknown>;
};

const CLEAN: Person[] = [
  { key: "steady", previous: steady, current: steady },
  {
    key: "raise",
    previous: steady,
    current: withBase(6500),
    employee: { annualBaseSalaryAmount: "78000" },
    after: (db, employeeId) =>
      db.salaryHistory.create({
        data: { employeeId, amount: "78000", currency: "EUR", effectiveDate: new Date("2031-01-01"), note: "Raise" },
      }),
  },
  { key: "newHire", previous: null, current: withBase(2700), employee: { startDate: new Date("2031-01-15") } },
  {
    key: "leave",
    previous: steady,
    current: withBase(3300),
    after: (db, employeeId, fx) =>
      db.timeOffEntry.create({
        data: {
          employeeId,
          companyId: fx.companyId,
          leaveType: "op_leave_other",
          startDate: new Date("2031-01-10"),
          endDate: new Date("2031-01-20"),
          status: "APPROVED",
          isTaken: true,
        },
      }),
  },
  {
    key: "fxSalary",
    previous: steady,
    current: steady,
    employee: { annualBaseSalaryAmount: "66000", annualBaseSalaryCurrency: "USD" },
  },
  {
    key: "quoted",
    previous: steady,
    current: steady,
    after: (db, employeeId, fx) => seatFor(db, employeeId, fx, "60000"),
  },
  {
    key: "billed",
    previous: steady,
    current: steady,
    // Total cost = income + contributions = 5000 + 800.
    after: (db, employeeId, fx) => billFor(db, employeeId, fx, "5800"),
  },
];

const MISTAKES: Person[] = [
  {
    key: "archived",
    previous: steady,
    current: steady,
    employee: { archivedAt: new Date("2030-11-15"), onboardingStatus: "INACTIVE" },
    mistake: "paid-not-employed",
  },
  {
    key: "notStarted",
    previous: null,
    current: steady,
    employee: { startDate: new Date("2031-03-01") },
    mistake: "paid-not-employed",
  },
  { key: "missing", previous: steady, current: null, mistake: "missing-from-register" },
  { key: "unexplained", previous: steady, current: [...steady, ["Overtime", 2000]], mistake: "unexplained-change" },
  { key: "underpaid", previous: steady, current: withBase(4500), mistake: "base-salary-mismatch" },
  {
    key: "netAbove",
    previous: steady,
    current: [
      ["Base Salary", 5000],
      ["Income Tax", -1000],
      ["Social Security EE", 400],
      ["Social Security ER", 800],
    ],
    mistake: "net-above-gross",
  },
  {
    key: "negativeNet",
    previous: steady,
    current: [
      ["Base Salary", 5000],
      ["Income Tax", 6000],
      ["Social Security EE", 400],
      ["Social Security ER", 800],
    ],
    mistake: "negative-net",
  },
  { key: "miscategorised", previous: steady, current: [...steady, ["Car Allowance", 300]], mistake: "category-total" },
  { key: "referral", previous: steady, current: [...steady, ["Referral Bonus", 200]], mistake: "new-concept" },
  {
    key: "overQuote",
    previous: steady,
    current: steady,
    after: (db, employeeId, fx) => seatFor(db, employeeId, fx, "36000"),
    mistake: "quote-mismatch",
  },
  {
    key: "overBilled",
    previous: steady,
    current: steady,
    after: (db, employeeId, fx) => billFor(db, employeeId, fx, "7300"),
    mistake: "invoice-mismatch",
  },
];
/** Report-level checks: the finding has no employee. */
const REPORT_LEVEL = new Set(["new-concept", "quote-mismatch", "invoice-mismatch"]);

async function seatFor(db: Db, employeeId: string, fx: Fx, annual: string) {
  const seat = await db.seat.create({
    data: {
      companyId: fx.companyId,
      countryCode: fx.country,
      desiredStartDate: new Date("2025-01-01"),
      annualBaseSalaryAmount: annual,
      annualBaseSalaryCurrency: "EUR",
    },
  });
  await db.employee.update({ where: { id: employeeId }, data: { seatId: seat.id } });
}

async function billFor(db: Db, employeeId: string, fx: Fx, total: string) {
  await db.billingItem.create({
    data: {
      companyId: fx.companyId,
      employeeId,
      lspId: fx.lsp.id,
      currency: "EUR",
      totalAmount: total,
      payrollPeriod: "203101",
    },
  });
}

async function upload(fx: Fixture, period: string, rows: (string | number)[][], currency?: string) {
  const csv = currency
    ? payRegisterCsv(
        rows.map((r) => [...r, currency]),
        "employeeId,firstName,lastName,concept,value,currency",
      )
    : payRegisterCsv(rows);
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
    { name: `register-${period}.csv`, stream: Readable.from([csv]) },
    { enqueue: false },
  );
  const status = await processGrossToNetFile(file.id);
  if (status !== "DUPLICATES_CHECKED") throw new Error(`The ${period} register ended in ${status}`);
  return file.id;
}

export async function buildLabelledPayReports(db: Db, options: { mistakes?: boolean; currency?: string } = {}) {
  const base = await createPayrollFixture(db, { country: "DE", period: "203101" });
  const company = await createCompany(db);
  const fx = { ...base, companyId: company.id };
  await db.taxonomyMapping.createMany({
    data: [
      // A provider's mapping mistake: an income concept filed as an employer pension contribution.
      ["Car Allowance", "pensionContribution"],
      ["Referral Bonus", "variablePay"],
    ].map(([concept, category]) => ({
      countryCode: "DE",
      lspId: fx.lsp.id,
      concept,
      category,
      applicationType: "Income" as const,
      payrollGlobal: "Earnings",
      payrollGlobalSubCategory: concept,
      inputType: "ONE_OFF",
    })),
  });
  await db.fxRate.upsert({
    where: {
      fromCurrency_toCurrency_rateDate: { fromCurrency: "USD", toCurrency: "EUR", rateDate: new Date("2030-12-31") },
    },
    create: { fromCurrency: "USD", toCurrency: "EUR", rate: "0.90909091", rateDate: new Date("2030-12-31") },
    update: { rate: "0.90909091" },
  });
  const people = [...CLEAN, ...(options.mistakes === false ? [] : MISTAKES)];
  const ids: Record<string, string> = {};
  const previousRows: (string | number)[][] = [];
  const currentRows: (string | number)[][] = [];
  for (const person of people) {
    const { employee } = await createEmployee(db, {
      companyId: company.id,
      countryCode: "DE",
      lspId: fx.lsp.id,
      firstName: person.key,
      lastName: "Labelled",
      ...person.employee,
    });
    ids[person.key] = employee.id;
    await person.after?.(db, employee.id, fx);
    for (const [concept, value] of person.previous ?? [])
      previousRows.push([employee.id, person.key, "Labelled", concept, value]);
    for (const [concept, value] of person.current ?? [])
      currentRows.push([employee.id, person.key, "Labelled", concept, value]);
  }
  const previousId = await upload(fx, "203012", previousRows);
  const reportId = await upload(fx, "203101", currentRows, options.currency);
  const mistakes: LabelledMistake[] = people
    .filter((p) => p.mistake)
    .map((p) => ({ key: p.key, check: p.mistake!, employee: REPORT_LEVEL.has(p.mistake!) ? null : ids[p.key] }));
  const clean = people.filter((p) => !p.mistake).map((p) => p.key);
  return { fx, reportId, previousId, ids, mistakes, clean };
}
