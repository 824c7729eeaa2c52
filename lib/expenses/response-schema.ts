// What the expense routes answer (lib/expenses/dto.ts), for the OpenAPI document and the routes' return type.
import { z } from "zod";
import { EXPENSE_CATEGORIES, EXPENSE_STATUSES, type ExpenseCategoryValue } from "@/lib/expenses/schema";
import { ZDate, ZDateTime, ZDecimal, ZNextKey } from "@/lib/zod/response";

const CATEGORIES = Object.keys(EXPENSE_CATEGORIES) as [ExpenseCategoryValue, ...ExpenseCategoryValue[]];

const ZExpenseRights = z.object({ list: z.boolean(), amount: z.boolean(), proof: z.boolean(), delete: z.boolean() });

export const ZExpenseDto = z.object({
  id: z.string(),
  title: z.string(),
  description: z.string().nullable(),
  category: z.enum(CATEGORIES),
  amount: z
    .object({ amount: ZDecimal, currency: z.string() })
    .optional()
    .describe("only when the caller's rights include the amount"),
  dateSpent: ZDate,
  documentId: z.string().nullable(),
  status: z.enum(EXPENSE_STATUSES),
  approverId: z.string().nullable(),
  approverName: z.string().nullable(),
  approverSeen: z.boolean(),
  paid: z.boolean(),
  paidAt: ZDateTime.nullable(),
  rejectionReason: z.string().nullable(),
  requestedChange: z.string().nullable(),
  employeeId: z.string(),
  employeeName: z.string(),
  companyId: z.string(),
  createdAt: ZDateTime,
  estimatedPayrollMonth: z.string().nullable(),
  version: z.number().int(),
  rights: ZExpenseRights,
});

/** ?view=simplified answers these fields of each expense (toExpenseSummary in lib/expenses/dto.ts cuts them). */
export const EXPENSE_SUMMARY_FIELDS = [
  "id",
  "title",
  "category",
  "amount",
  "dateSpent",
  "status",
  "paid",
  "employeeId",
  "employeeName",
  "createdAt",
  "estimatedPayrollMonth",
  "rights",
] as const satisfies readonly (keyof typeof ZExpenseDto.shape)[];
export type ExpenseSummaryField = (typeof EXPENSE_SUMMARY_FIELDS)[number];

export const ZExpenseSummary = ZExpenseDto.pick(
  Object.fromEntries(EXPENSE_SUMMARY_FIELDS.map((field) => [field, true])) as Record<ExpenseSummaryField, true>,
);

export const ZApproverExpensePage = z.object({
  items: z.array(z.union([ZExpenseDto, ZExpenseSummary])),
  nextPageKey: ZNextKey,
});

export const ZEmployeeExpenses = z.object({ outstanding: z.array(ZExpenseDto), paid: z.array(ZExpenseDto) });
