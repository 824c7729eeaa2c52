// One employee's register lines for one month: base salary (pro rata by working days), allowance, some overtime
// now and then, the plan's extras, then taxes and contributions from the country's rates. Mistakes that are
// line slips (a decimal shift, a row in another currency) are applied to the finished lines.
import { fxRate, type Role } from "./countries";
import type { Month } from "./calendar";
import type { Employee, Line, MonthPlan } from "./model";
import { rngFor } from "./prng";

export const INCOME_ROLES: Role[] = [
  "salary",
  "allowance",
  "overtime",
  "bonus",
  "extraMonth",
  "expenses",
  "finalPay",
  "unpaidLeave",
  "carAllowance",
];
export const EMPLOYER_ROLES: Role[] = ["erSocial", "erPension", "erHealth"];

export function round(value: number, decimals: number): number {
  const f = 10 ** decimals;
  return Math.round(value * f) / f;
}

/** The full monthly base in the pay currency for an annual amount in the contract currency. */
export function monthlyBase(e: Employee, annual: number, m: Month): number {
  const rate = e.contractCurrency === e.country.currency ? 1 : fxRate(e.contractCurrency, e.country.currency, m.index);
  return round((annual * rate) / 12, e.country.decimals);
}

export function employedIn(e: Employee, m: Month): boolean {
  return e.startDate <= m.end && (!e.terminationDate || e.terminationDate >= m.start);
}

const PLAIN: MonthPlan = { paidFraction: 1, extra: {} };

/** The lines of a month (plan: the labelled month's, else a plain month). Empty when not employed then. */
export function payLines(
  e: Employee,
  m: Month,
  options: { seed: number; labelled: boolean; statedTotals: boolean },
): Line[] {
  const plan = options.labelled ? e.plan : PLAIN;
  const d = e.country.decimals;
  const rd = (v: number) => round(v, d);
  const annual = options.labelled ? (plan.annualPaid ?? e.annual) : e.annualBefore;
  const full = monthlyBase(e, annual, m);
  const values: Partial<Record<Role, number>> = {};
  values.salary = rd(full * plan.paidFraction);
  if (e.allowance > 0 && !plan.dropAllowance) values.allowance = rd(e.allowance * plan.paidFraction);
  const r = rngFor(options.seed, e.id, m.period, "overtime");
  if (r.chance(0.15)) values.overtime = rd(full * (0.01 + r.next() * 0.04));
  if (plan.unpaidDays) values.unpaidLeave = -rd((full * plan.unpaidDays) / m.workdays.length);
  for (const [role, value] of Object.entries(plan.extra) as [Role, number][]) values[role] = rd(value);
  const income = INCOME_ROLES.reduce((s, role) => s + (values[role] ?? 0), 0);
  const expenses = values.expenses ?? 0;
  if (e.sacrificeRate > 0) values.sacrifice = rd(values.salary * e.sacrificeRate);
  const taxable = income - expenses - (values.sacrifice ?? 0);
  const [tax, socialEe, erSocial, erPension, erHealth] = e.country.rates;
  values.tax = rd(taxable * tax);
  values.socialEe = rd(taxable * socialEe);
  values.erSocial = rd((income - expenses) * erSocial);
  if (erPension > 0) values.erPension = rd(values.salary * erPension);
  if (erHealth > 0) values.erHealth = rd((income - expenses) * erHealth);
  let lines: Line[] = (Object.entries(values) as [Role, number][])
    .filter(([, v]) => v !== 0)
    .map(([role, value]) => ({ role, value }));
  if (plan.roundWhole) lines = lines.map((l) => ({ ...l, value: Math.round(l.value) }));
  if (options.labelled && plan.mutate) lines = plan.mutate(lines);
  if (options.statedTotals && e.country.statesTotals) lines.push(...statedTotals(lines, d));
  // A stated-total slip is made on the stated lines themselves.
  if (options.labelled && plan.mutate && e.mistake === "stated-total-mismatch") lines = plan.mutate(lines);
  return lines;
}

/** The totals a register states itself, from the lines as sent (a slip in a line shows in them too). */
function statedTotals(lines: Line[], d: number): Line[] {
  const sum = (roles: Role[]) =>
    round(
      lines.filter((l) => roles.includes(l.role)).reduce((s, l) => s + l.value, 0),
      d,
    );
  const gross = sum(INCOME_ROLES);
  const net = round(gross - sum(["sacrifice", "tax", "socialEe"]), d);
  const cost = round(gross + sum(EMPLOYER_ROLES), d);
  return [
    { role: "statedGross", value: gross },
    { role: "statedNet", value: net },
    { role: "statedCost", value: cost },
  ];
}
