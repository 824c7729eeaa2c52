// The expense as the API answers it (spec 2 section 3 'Expense'). The amount is part of the JSON only when the
// caller's rights include it (expense access matrix): a list-only caller gets the row without the key at all.
import "server-only";
import type { Prisma } from "@/generated/prisma/client";
import type { ExpenseRights } from "@/lib/policy";
import { EXPENSE_RIGHTS_SELECT } from "@/lib/access/expense";
import { estimatePayrollMonth, type CutoffRow } from "@/lib/payroll/cutoffs/estimate-payroll-month";
import type { ExpenseStatusValue } from "@/lib/expenses/schema";
import { EXPENSE_SUMMARY_FIELDS, type ExpenseSummaryField } from "@/lib/expenses/response-schema";

export const EXPENSE_SELECT = {
  ...EXPENSE_RIGHTS_SELECT,
  id: true,
  title: true,
  description: true,
  category: true,
  amount: true,
  currency: true,
  dateSpent: true,
  documentId: true,
  status: true,
  approverId: true,
  approver: { select: { firstName: true, lastName: true } },
  approverSeen: true,
  paid: true,
  paidAt: true,
  rejectionReason: true,
  requestedChange: true,
  estimatedPayrollMonth: true,
  employeeId: true,
  employee: {
    select: { userId: true, managerId: true, firstName: true, lastName: true, lspId: true, countryCode: true },
  },
  version: true,
  createdAt: true,
} satisfies Prisma.ExpenseSelect;

export type ExpenseRow = Prisma.ExpenseGetPayload<{ select: typeof EXPENSE_SELECT }>;

/** Stored once approved (the month it was approved into); otherwise where an approval today would land. */
export function payrollMonthOf(row: Pick<ExpenseRow, "status" | "estimatedPayrollMonth">, cutoffs: CutoffRow[]) {
  if (row.status === "REJECTED") return null;
  if ((row.status === "APPROVED" || row.status === "PAID") && row.estimatedPayrollMonth)
    return row.estimatedPayrollMonth;
  return estimatePayrollMonth(new Date(), cutoffs);
}

export function toExpenseDto(row: ExpenseRow, rights: ExpenseRights, cutoffs: CutoffRow[]) {
  return {
    id: row.id,
    title: row.title,
    description: row.description,
    category: row.category,
    ...(rights.amount ? { amount: { amount: row.amount.toString(), currency: row.currency } } : {}),
    dateSpent: row.dateSpent.toISOString().slice(0, 10),
    documentId: rights.proof ? row.documentId : null,
    status: row.status as ExpenseStatusValue,
    approverId: row.approverId,
    approverName: row.approver ? `${row.approver.firstName} ${row.approver.lastName}` : null,
    approverSeen: row.approverSeen,
    paid: row.paid,
    paidAt: row.paidAt?.toISOString() ?? null,
    rejectionReason: row.rejectionReason,
    requestedChange: row.requestedChange,
    employeeId: row.employeeId,
    employeeName: `${row.employee.firstName} ${row.employee.lastName}`,
    companyId: row.companyId,
    createdAt: row.createdAt.toISOString(),
    estimatedPayrollMonth: payrollMonthOf(row, cutoffs),
    version: row.version,
    rights,
  };
}
export type ExpenseDto = ReturnType<typeof toExpenseDto>;

/** ?view=simplified: the summary fields of an expense; an amount the caller may not see stays absent. */
export function toExpenseSummary(dto: ExpenseDto): Pick<ExpenseDto, ExpenseSummaryField> {
  return Object.fromEntries(
    EXPENSE_SUMMARY_FIELDS.filter((field) => dto[field] !== undefined).map((field) => [field, dto[field]]),
  ) as Pick<ExpenseDto, ExpenseSummaryField>;
}
