// One pay-register file's rows and per-employee totals: seeded amounts per person (a PRNG keyed on the
// employee reference, month and file), so every run writes the same figures.
import type { PayReportStatus, PayrollCycle, Prisma } from "../../../generated/prisma/client";
import { CONCEPT } from "../builders/payroll";
import { cents, mulberry32 } from "../values";

export type FilePlan = {
  period: string;
  cc: string;
  lsp: string;
  cycle: PayrollCycle;
  status: PayReportStatus;
  source: "NEEYAMO" | "SNOWFLAKE" | "MANUAL";
};

export type PayPerson = { ref: string; employeeId: string | null; first: string; last: string; annual: number };

export type PayFile = {
  plan: FilePlan;
  idx: number;
  id: string;
  month: number;
  currency: string;
  withRows: boolean;
  withTotals: boolean;
};

/** Appends the file's rows and totals; returns the row count and the file total in cents. */
export function payRegister(
  file: PayFile,
  inFile: PayPerson[],
  payRows: Prisma.PayRegisterRowCreateManyInput[],
  payTotals: Prisma.PayReportEmployeeTotalCreateManyInput[],
) {
  const { plan: f, idx, id, month, currency, withRows, withTotals } = file;
  const offCycle = f.cycle === "OFF_CYCLE";
  const cycle2 = f.cycle === "CYCLE_2" || f.cycle === "CYCLE_3";
  let rowNumber = 0;
  let fileTotalCents = 0;
  const prev = f.period === "202609";
  for (const p of inFile) {
    const r = mulberry32(p.ref.split("").reduce((s, ch) => s * 31 + ch.charCodeAt(0), 7) + month * 101 + idx);
    const c = (x: number) => Math.round(x * 100);
    const lines: [string, number][] = [];
    if (offCycle) {
      const bonus = c(p.annual * (0.04 + r() * 0.06));
      lines.push(
        ["Bonus", bonus],
        ["Income Tax", Math.round(bonus * 0.36)],
        ["Social Security EE", Math.round(bonus * 0.09)],
        ["Social Security ER", Math.round(bonus * 0.12)],
      );
    } else if (cycle2) {
      const overtime = c(150 + r() * 600);
      const expenses = c(40 + r() * 360);
      lines.push(
        ["Overtime", overtime],
        ["Expense Reimbursement", expenses],
        ["Income Tax", Math.round(overtime * 0.3)],
        ["Social Security EE", Math.round(overtime * 0.09)],
        ["Social Security ER", Math.round(overtime * 0.13)],
        ["Pension ER", Math.round(overtime * 0.05)],
      );
    } else {
      const base = c(p.annual / 12);
      lines.push(["Base Salary", base], ["Meal Allowance", c(prev ? 150 : 160)]);
      if (r() < 0.5) lines.push(["Overtime", c(100 + r() * 500)]);
      if (!prev && r() < 0.35) lines.push(["Bonus", c(p.annual * 0.02 + r() * 800)]);
      if (r() < 0.4) lines.push(["Expense Reimbursement", c(25 + r() * 300)]);
      const hasSacrifice = r() < 0.4;
      if (hasSacrifice) lines.push(["Salary Deduction to Gross", c(100 + Math.round(r() * 4) * 50)]);
      const income = lines.filter(([k]) => CONCEPT.get(k)![1] === "Income").reduce((s, [, v]) => s + v, 0);
      const sacrifice = hasSacrifice ? lines[lines.length - 1][1] : 0;
      const taxable = income - sacrifice;
      lines.push(
        ["Income Tax", Math.round(taxable * (0.18 + r() * 0.12))],
        ["Social Security EE", Math.round(taxable * 0.093)],
        ["Pension EE", Math.round(taxable * 0.04)],
        ["Social Security ER", Math.round(income * 0.13)],
        ["Pension ER", Math.round(income * 0.05)],
        ["Health Insurance ER", Math.round(income * 0.073)],
      );
    }
    let income = 0,
      deductionToGross = 0,
      deductions = 0,
      contributions = 0;
    const cat: Record<string, number> = {
      salary: 0,
      allowance: 0,
      variablePay: 0,
      expenses: 0,
      pensionContribution: 0,
      benefitContribution: 0,
      socialCosts: 0,
    };
    for (const [concept, value] of lines) {
      const [, applicationType, category, payrollGlobal, sub] = CONCEPT.get(concept)!;
      rowNumber++;
      const enriched = f.status !== "INGESTED";
      if (withRows)
        payRows.push({
          grossToNetId: id,
          rowNumber,
          employeeRef: p.ref,
          employeeId: enriched ? p.employeeId : null,
          firstName: p.first,
          lastName: p.last,
          concept,
          value: cents(value),
          applicationType: enriched ? applicationType : null,
          category: enriched ? category : null,
          payrollGlobal: enriched ? payrollGlobal : null,
          payrollGlobalSubCategory: enriched ? sub : null,
          inputType: concept === "Base Salary" ? "RECURRING" : "ONE_OFF",
        });
      if (applicationType === "Income") income += value;
      else if (applicationType === "Contribution") contributions += value;
      else if (concept === "Salary Deduction to Gross") deductionToGross += value;
      else deductions += value;
      if (category in cat) cat[category] += value;
    }
    const taxableGross = income - deductionToGross;
    const net = taxableGross - deductions;
    const totalCost = income + contributions;
    fileTotalCents += totalCost;
    if (withTotals)
      payTotals.push({
        grossToNetId: id,
        employeeRef: p.ref,
        employeeId: p.employeeId,
        firstName: p.first,
        lastName: p.last,
        currency,
        salary: cents(cat.salary),
        allowance: cents(cat.allowance),
        variablePay: cents(cat.variablePay),
        expenses: cents(cat.expenses),
        pensionContribution: cents(cat.pensionContribution),
        benefitContribution: cents(cat.benefitContribution),
        socialCosts: cents(cat.socialCosts),
        eeDeductions: cents(deductions),
        erContribution: cents(contributions),
        gross: cents(income),
        taxableGross: cents(taxableGross),
        net: cents(net),
        totalCost: cents(totalCost),
        status: f.status,
        lspBillNumber: null,
      });
  }
  return { rowNumber, fileTotalCents };
}
