// What the expense screens read from the API (lib/expenses/dto.ts), kept client-safe.
import type { ExpenseCategoryValue, ExpenseStatusValue } from "@/lib/expenses/schema";

export type ExpenseItem = {
  id: string;
  title: string;
  category: ExpenseCategoryValue;
  amount?: { amount: string; currency: string };
  dateSpent: string;
  status: ExpenseStatusValue;
  paid: boolean;
  employeeId: string;
  employeeName: string;
  createdAt: string;
  estimatedPayrollMonth: string | null;
};
export type EmployeeExpenseLists = { outstanding: ExpenseItem[]; paid: ExpenseItem[] };
export type ApproverPage = { items: ExpenseItem[]; nextPageKey: string | null };
