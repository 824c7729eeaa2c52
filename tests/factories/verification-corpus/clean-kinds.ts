// Changes a payroll specialist accepts without a question, because the record explains them: each must leave
// the employee without any finding.
import type { CleanKind } from "./model";
import { dayIn, leaveDays } from "./dates";
import { expenseAmount, workedShare } from "./mistake-kinds";

export const CLEAN_KINDS: CleanKind[] = [
  {
    key: "extra-month-salary",
    applies: (e) => e.country.extraMonth !== null,
    inject({ e, monthly, labelled, records }) {
      e.plan.extra.extraMonth = monthly;
      records.bonuses.push({
        employeeId: e.id,
        kind: e.country.extraMonth!,
        amount: monthly,
        currency: e.country.currency,
        payrollPeriod: labelled.period,
        note: e.country.concepts.extraMonth,
      });
    },
  },
  {
    key: "scheduled-bonus",
    inject({ e, r, monthly, labelled, records }) {
      const amount = Math.round(monthly * (0.2 + r.next() * 0.4));
      e.plan.extra.bonus = amount;
      records.bonuses.push({
        employeeId: e.id,
        kind: "SCHEDULED",
        amount,
        currency: e.country.currency,
        payrollPeriod: labelled.period,
        note: "Annual performance bonus",
      });
    },
  },
  {
    key: "one-off-bonus",
    inject({ e, r, monthly, labelled, records }) {
      const amount = Math.round(monthly * (0.05 + r.next() * 0.25));
      e.plan.extra.bonus = amount;
      records.bonuses.push({
        employeeId: e.id,
        kind: "ONE_OFF",
        amount,
        currency: e.country.currency,
        payrollPeriod: labelled.period,
        note: "Spot bonus",
      });
    },
  },
  {
    key: "leaver-pro-rata",
    inject({ e, r, labelled, monthly }) {
      e.terminationDate = dayIn(labelled, r, 3, 16);
      e.plan.paidFraction = workedShare(labelled, e.terminationDate);
      e.plan.extra.finalPay = (monthly / labelled.workdays.length) * r.int(1, 8);
    },
  },
  {
    key: "paid-leave",
    inject({ e, r, labelled, records }) {
      const [startDate, endDate] = leaveDays(labelled, r, r.int(3, 8));
      records.timeOff.push({ employeeId: e.id, startDate, endDate, unpaid: false });
    },
  },
  {
    key: "unpaid-leave-deducted",
    inject({ e, r, labelled, records }) {
      const days = r.int(1, 5);
      const [startDate, endDate] = leaveDays(labelled, r, days);
      records.timeOff.push({ employeeId: e.id, startDate, endDate, unpaid: true });
      e.plan.unpaidDays = days;
    },
  },
  {
    key: "raise",
    inject({ e, r, labelled, records }) {
      e.annual = Math.round(e.annualBefore * (1.05 + r.next() * 0.07));
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
    key: "promotion",
    inject({ e, r, labelled, records }) {
      e.annual = Math.round(e.annualBefore * (1.1 + r.next() * 0.1));
      const jobTitle = `Senior ${e.jobTitle}`;
      records.salaryHistory.push({
        employeeId: e.id,
        amount: e.annual,
        currency: e.contractCurrency,
        effectiveDate: labelled.start,
        note: `Promotion to ${jobTitle}`,
      });
      records.jobTitles.push({ employeeId: e.id, jobTitle });
    },
  },
  {
    key: "mid-period-hire",
    inject({ e, r, labelled }) {
      e.startDate = dayIn(labelled, r, 3, 16);
      e.plan.paidFraction = labelled.workdays.filter((d) => d >= e.startDate).length / labelled.workdays.length;
    },
  },
  {
    // The contract is in another currency than the pay (set when the population is made): the month's rate moves.
    key: "fx-move",
    applies: (e) => e.contractCurrency !== e.country.currency,
    inject() {},
  },
  {
    key: "rounded-to-whole-units",
    applies: (e) => e.country.decimals > 0,
    inject({ e }) {
      e.plan.roundWhole = true;
    },
  },
  {
    key: "expense-reimbursed",
    inject({ e, r, labelled, previous, records }) {
      const amount = expenseAmount(e, r);
      records.expenses.push({
        employeeId: e.id,
        amount,
        currency: e.country.currency,
        dateSpent: dayIn(r.chance(0.5) ? previous : labelled, r, 0, 10),
        title: "Travel",
      });
      e.plan.extra.expenses = amount;
    },
  },
];
