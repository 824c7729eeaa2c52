import type { Metadata } from "next";
import { guardPage, orNotFound } from "@/lib/pages/guard";
import { getExpense } from "@/lib/expenses/get-expense";
import { ExpenseDetailClient } from "./page-client";

export const metadata: Metadata = { title: "Expense" };

// Spec 2 section 2 '/expenses/{id}': the expense, its status history newest first, approved and rejected dates
// from the history, the receipt (preview and download for who may download proof), the caller's actions.
export default async function ExpenseDetailPage({ params }: { params: Promise<{ id: string }> }) {
  const actor = await guardPage({ permission: "expenses.read" });
  const { id } = await params;
  const expense = await orNotFound(() => getExpense(actor, id));
  return <ExpenseDetailClient initial={JSON.parse(JSON.stringify(expense))} />;
}
