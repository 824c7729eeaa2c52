// POST /api/expenses (spec 2 section 7: answers message, id, url). The receipt was uploaded before through the
// document pipeline (POST /api/documents, spec 2: 'creating an expense document first posts a document
// record'); here it is attached by id, and only the caller's own upload can be.
import "server-only";
import { db } from "@/lib/db";
import { AppError } from "@/lib/errors";
import type { Actor } from "@/lib/auth/actor";
import { documentWhere } from "@/lib/access/document";
import { expenseWorkflow } from "@/lib/expenses/workflow";
import { firstApprovalLevel } from "@/lib/approval-chains/first-level";
import { recordCreation } from "@/lib/workflow";
import { notifyApproversOfNewExpense } from "@/lib/expenses/notify";
import type { TExpenseCreate } from "@/lib/expenses/schema";

export async function createExpense(actor: Actor, input: TExpenseCreate) {
  const employee = await db.employee.findFirst({
    where: { userId: actor.userId, ...(input.employeeId ? { id: input.employeeId } : {}) },
    select: { id: true, companyId: true, firstName: true, lastName: true },
  });
  if (!employee) throw new AppError("NOT_FOUND", "Employee not found");
  return db.$transaction(async (tx) => {
    if (input.documentId) {
      const doc = await tx.document.findFirst({
        where: { AND: [{ id: input.documentId, uploadedById: actor.userId }, documentWhere(actor)] },
        select: { id: true },
      });
      const attached = doc && (await tx.expense.findFirst({ where: { documentId: doc.id }, select: { id: true } }));
      if (!doc || attached)
        throw new AppError("BAD_REQUEST", "Please upload the receipt again.", {
          fieldErrors: { documentId: ["Please upload the receipt again."] },
        });
      await tx.document.update({
        where: { id: doc.id },
        data: { type: "EXPENSE_RECEIPT", employeeId: employee.id, companyId: employee.companyId },
      });
    }
    const expense = await tx.expense.create({
      data: {
        employeeId: employee.id,
        companyId: employee.companyId,
        title: input.title,
        description: input.description || null,
        category: input.category,
        amount: input.amount,
        currency: input.currency,
        dateSpent: new Date(`${input.dateSpent}T00:00:00Z`),
        documentId: input.documentId ?? null,
        // The company's approval chain, if it has one, starts at its first level that applies to this amount.
        approvalLevel: await firstApprovalLevel(tx, employee.companyId, "EXPENSE", { amount: Number(input.amount) }),
      },
      select: { id: true, title: true, companyId: true },
    });
    await recordCreation(tx, expenseWorkflow, {
      id: expense.id,
      status: "PENDING",
      actor,
      action: "expense.create",
      after: { ...input, employeeId: employee.id, status: "PENDING" },
    });
    await notifyApproversOfNewExpense(tx, {
      ...expense,
      employeeName: `${employee.firstName} ${employee.lastName}`,
    });
    return { message: "Expense created", id: expense.id, url: `/expenses/${expense.id}` };
  });
}
