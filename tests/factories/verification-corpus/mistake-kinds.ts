// The mistakes a payroll specialist catches, each injected into one employee's labelled month (or, for the
// provider-level kind, into a provider's whole register), with the checks that count as catching it.
import type { Role } from "./countries";
import { dayBefore } from "./calendar";
import type { Line, MistakeKind } from "./model";
import { EMPLOYER_ROLES } from "./pay";
import { dayIn, leaveDays } from "./dates";

const scale = (lines: Line[], roles: Role[], factor: number) =>
  lines.map((l) => (roles.includes(l.role) ? { ...l, value: l.value * factor } : l));
const GROSS_CHANGE = ["unexplained-change", "pay-change", "concept-out-of-line", "base-salary-mismatch"];

export const MISTAKE_KINDS: MistakeKind[] = [
  {
    key: "employer-contributions-missing",
    checks: ["employer-cost-change"],
    // Dropped lines are recurring concepts missing too; zeroed ones are out of line with their history.
    alsoFits: ["recurring-concept-missing", "concept-out-of-line"],
    level: "employee",
    inject({ e, r }) {
      const zero = r.chance(0.5);
      e.plan.mutate = (lines) =>
        zero
          ? lines.map((l) => (EMPLOYER_ROLES.includes(l.role) ? { ...l, value: 0 } : l))
          : lines.filter((l) => !EMPLOYER_ROLES.includes(l.role));
    },
  },
  {
    key: "employer-contributions-moved",
    checks: ["employer-cost-change"],
    alsoFits: ["concept-out-of-line"],
    level: "employee",
    inject({ e, r }) {
      const factor = r.chance(0.5) ? 1.35 + r.next() * 0.3 : 0.45 + r.next() * 0.25;
      e.plan.mutate = (lines) => scale(lines, EMPLOYER_ROLES, factor);
    },
  },
  {
    key: "recurring-concept-dropped",
    checks: ["recurring-concept-missing"],
    alsoFits: ["concept-out-of-line"],
    level: "employee",
    inject({ e }) {
      e.plan.dropAllowance = true;
    },
  },
  {
    key: "decimal-shift",
    checks: ["concept-out-of-line"],
    alsoFits: [...GROSS_CHANGE, "employer-cost-change", "negative-net", "net-above-gross", "category-total"],
    level: "employee",
    inject({ e, r }) {
      const role = r.pick<Role>(["socialEe", "tax", "erSocial", "overtime"]);
      const factor = r.chance(0.5) ? 10 : 0.1;
      e.plan.mutate = (lines) => {
        // Overtime only when paid this month, else the employee social contribution.
        const target = lines.some((l) => l.role === role) ? role : "socialEe";
        return scale(lines, [target], factor);
      };
    },
  },
  {
    key: "tenfold-allowance",
    checks: ["concept-out-of-line"],
    alsoFits: [...GROSS_CHANGE, "employer-cost-change"],
    level: "employee",
    inject({ e }) {
      e.plan.mutate = (lines) => scale(lines, ["allowance"], 10);
    },
  },
  {
    key: "start-paid-full-month",
    checks: ["partial-period-pay"],
    alsoFits: ["base-salary-mismatch"],
    level: "employee",
    inject({ e, r, labelled }) {
      e.startDate = dayIn(labelled, r, 5, 16);
      e.plan.paidFraction = 1;
    },
  },
  {
    key: "leaver-paid-full-month",
    checks: ["partial-period-pay"],
    alsoFits: ["base-salary-mismatch"],
    level: "employee",
    inject({ e, r, labelled, monthly }) {
      e.terminationDate = dayIn(labelled, r, 3, 14);
      e.plan.paidFraction = 1;
      e.plan.extra.finalPay = (monthly / labelled.workdays.length) * r.int(1, 8);
    },
  },
  {
    key: "same-id-twice",
    checks: ["same-person-twice"],
    alsoFits: [...GROSS_CHANGE, "employer-cost-change", "recurring-concept-missing"],
    level: "employee",
    inject({ e }) {
      e.plan.repeatRows = true;
    },
  },
  {
    key: "payroll-and-platform-id",
    checks: ["same-person-twice"],
    alsoFits: ["pay-change", "unexplained-change"],
    level: "employee",
    inject({ e }) {
      e.plan.underPlatformId = true;
    },
  },
  {
    key: "row-in-other-currency",
    checks: ["currency-mismatch"],
    alsoFits: [...GROSS_CHANGE, "employer-cost-change", "negative-net", "stated-total-mismatch"],
    level: "employee",
    inject({ e }) {
      const other: string = { EUR: "USD", GBP: "EUR", USD: "EUR", JPY: "USD" }[e.country.currency] ?? "USD";
      const rates: Record<string, number> = { "EUR>USD": 1.09, "GBP>EUR": 1.16, "USD>EUR": 0.92, "JPY>USD": 1 / 150 };
      const rate = rates[`${e.country.currency}>${other}`];
      e.plan.mutate = (lines) =>
        lines.map((l) =>
          l.role === "salary" ? { ...l, value: Math.round(l.value * rate * 100) / 100, currency: other } : l,
        );
    },
  },
  {
    key: "stated-total-mismatch",
    checks: ["stated-total-mismatch"],
    level: "employee",
    applies: (e, { statedTotals }) => statedTotals && e.country.statesTotals,
    inject({ e, r }) {
      const role = r.pick<Role>(["statedGross", "statedNet", "statedCost"]);
      const factor = r.chance(0.5) ? 1 + 0.03 + r.next() * 0.1 : 1 - 0.03 - r.next() * 0.1;
      e.plan.mutate = (lines) => scale(lines, [role], factor);
    },
  },
  {
    key: "expense-not-reimbursed",
    checks: ["expense-not-reimbursed"],
    level: "employee",
    inject({ e, r, labelled, previous, records }) {
      records.expenses.push({
        employeeId: e.id,
        amount: expenseAmount(e, r),
        currency: e.country.currency,
        dateSpent: dayIn(r.chance(0.5) ? previous : labelled, r, 0, 10),
        title: "Client visit",
      });
    },
  },
  {
    key: "unpaid-leave-not-deducted",
    checks: ["unpaid-leave-not-deducted"],
    alsoFits: ["base-salary-mismatch"],
    level: "employee",
    inject({ e, r, labelled, records }) {
      const [startDate, endDate] = leaveDays(labelled, r, r.int(2, 5));
      records.timeOff.push({ employeeId: e.id, startDate, endDate, unpaid: true });
    },
  },
  {
    key: "raise-not-applied",
    checks: ["salary-change-not-applied"],
    alsoFits: ["base-salary-mismatch"],
    level: "employee",
    inject({ e, r, labelled, records }) {
      e.annual = Math.round(e.annualBefore * (1.05 + r.next() * 0.08));
      e.plan.annualPaid = e.annualBefore;
      records.salaryHistory.push({
        employeeId: e.id,
        amount: e.annual,
        currency: e.contractCurrency,
        effectiveDate: labelled.start,
        note: "Annual review",
      });
    },
  },
  {
    key: "final-pay-missing",
    checks: ["final-pay-missing"],
    level: "employee",
    inject({ e, r, labelled }) {
      e.terminationDate = dayIn(labelled, r, 3, 16);
      e.plan.paidFraction = workedShare(labelled, e.terminationDate);
    },
  },
  {
    key: "bank-details-changed",
    checks: ["bank-details-changed"],
    level: "employee",
    inject({ e, r, labelled }) {
      e.bankDetailsChangedAt = `${dayBefore(labelled.end, r.int(1, 25))}T10:00:00.000Z`;
    },
  },
  {
    key: "paid-after-employment-ended",
    checks: ["paid-not-employed"],
    alsoFits: ["missing-from-register"],
    level: "employee",
    inject({ e, previous }) {
      e.terminationDate = previous.end;
    },
  },
  {
    key: "unexplained-gross-jump",
    checks: ["unexplained-change", "pay-change"],
    alsoFits: ["concept-out-of-line", "employer-cost-change"],
    level: "employee",
    inject({ e, r, monthly }) {
      e.plan.extra.bonus = monthly * (0.3 + r.next() * 0.4);
    },
  },
  {
    key: "net-above-gross",
    checks: ["net-above-gross"],
    alsoFits: ["concept-out-of-line", "unexplained-change", "pay-change", "stated-total-mismatch"],
    level: "employee",
    inject({ e }) {
      e.plan.mutate = (lines) => scale(lines, ["tax", "socialEe"], -1);
    },
  },
  {
    key: "concept-in-wrong-category",
    checks: ["category-total"],
    alsoFits: ["employer-cost-change", "concept-out-of-line"],
    level: "employee",
    inject({ e, r, monthly }) {
      e.plan.extra.carAllowance = monthly * (0.03 + r.next() * 0.05);
    },
  },
  {
    key: "provider-headcount-jump",
    checks: ["provider-total-change"],
    // The extra people are paid without being employed.
    alsoFits: ["paid-not-employed", "missing-from-register"],
    level: "report",
    inject() {
      // Made on the provider's register (extra people paid), see corpus.ts.
    },
  },
];

export const MISTAKE_KIND = new Map(MISTAKE_KINDS.map((k) => [k.key, k]));
export const EMPLOYEE_MISTAKE_KINDS = MISTAKE_KINDS.filter((k) => k.level === "employee");

export function expenseAmount(e: { country: { decimals: number } }, r: { int(a: number, b: number): number }) {
  return e.country.decimals === 0 ? r.int(30, 600) * 100 : r.int(20, 400);
}

/** The share of the month's working days up to and including the last day worked. */
export function workedShare(m: { workdays: string[] }, lastDay: string): number {
  return m.workdays.filter((d) => d <= lastDay).length / m.workdays.length;
}
