// Expense mail through the outbox, in the caller's transaction (spec 2 section 6: the expenses-notifications
// scope decides who is told of a new expense; the employee is told of each decision).
import "server-only";
import type { Tx } from "@/lib/db";
import { queueEmail } from "@/lib/mail/outbox";
import { STATUS_LABELS, type ExpenseStatusValue } from "@/lib/expenses/schema";

const appUrl = () => process.env.NEXTAUTH_URL ?? process.env.APP_URL ?? "http://localhost:3000";

export async function notifyApproversOfNewExpense(
  tx: Tx,
  expense: { id: string; title: string; companyId: string; employeeName: string },
) {
  const roles = await tx.userRole.findMany({
    where: {
      type: "manager",
      tenantId: expense.companyId,
      OR: [{ scopes: { has: "expenses:notifications" } }, { scopes: { has: "*" } }],
      user: { isActive: true },
    },
    select: { user: { select: { email: true } } },
  });
  for (const { user } of roles)
    await queueEmail(tx, {
      to: user.email,
      subject: `New expense from ${expense.employeeName}: ${expense.title}`,
      text: `${expense.employeeName} submitted the expense "${expense.title}". Review it at ${appUrl()}/expenses/${expense.id}`,
    });
  return roles.length;
}

export async function notifyEmployeeOfDecision(
  tx: Tx,
  expense: { id: string; title: string; employeeUserId: string | null },
  status: ExpenseStatusValue,
  note?: string | null,
) {
  if (!expense.employeeUserId) return;
  const user = await tx.user.findUnique({ where: { id: expense.employeeUserId }, select: { email: true } });
  if (!user) return;
  await queueEmail(tx, {
    to: user.email,
    subject: `Your expense "${expense.title}" is now ${STATUS_LABELS[status]}`,
    text: [
      `Your expense "${expense.title}" is now ${STATUS_LABELS[status]}.`,
      note ? `Note: ${note}` : null,
      `See it at ${appUrl()}/expenses/${expense.id}`,
    ]
      .filter(Boolean)
      .join("\n"),
  });
}
