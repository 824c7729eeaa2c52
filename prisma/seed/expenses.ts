// Expenses in every status (the demo employee has one of each) with their receipts and status history.
import type { ExpenseCategory, ExpenseStatus, Prisma } from "../../generated/prisma/client";
import { INTERNAL_COMPANY_ID } from "../demo-accounts";
import type { DemoUserIds, SeedContext } from "./context";
import { COUNTRY } from "./builders/countries";
import type { Employees } from "./employees";
import type { Managers } from "./managers";
import { DAY, at, dec, pad } from "./values";

export async function seedExpenses(
  { tx, count, history }: SeedContext,
  staff: Employees,
  managers: Managers,
  demoUserId: DemoUserIds,
) {
  const employees = staff.list;
  const empById = staff.byId;
  const documents: Prisma.DocumentCreateManyInput[] = [];
  const expenses: Prisma.ExpenseCreateManyInput[] = [];
  const expensePaths: Record<ExpenseStatus, ExpenseStatus[]> = {
    PENDING: ["PENDING"],
    INFO_NEEDED: ["PENDING", "INFO_NEEDED"],
    CHANGE_MADE: ["PENDING", "INFO_NEEDED", "CHANGE_MADE"],
    APPROVED: ["PENDING", "APPROVED"],
    PAID: ["PENDING", "APPROVED", "PAID"],
    REJECTED: ["PENDING", "REJECTED"],
  };
  const categories: ExpenseCategory[] = [
    "CLIENT_ENTERTAINMENT",
    "STAFF_ENTERTAINMENT",
    "POSTAGE_FREIGHT_COURIER",
    "OFFICE_RENT",
    "OFFICE_EQUIPMENT",
    "REPAIRS",
    "TELEPHONE_INTERNET",
    "DOMESTIC_TRAVEL",
    "INTERNATIONAL_TRAVEL",
    "MILEAGE",
    "PRINTING",
    "SUBSISTENCE",
    "SUBSCRIPTIONS",
    "TRAINING",
    "CLIENT_BILLABLE",
  ];
  const EXPENSE_TITLES: Record<ExpenseCategory, string> = {
    CLIENT_ENTERTAINMENT: "Dinner with client team",
    STAFF_ENTERTAINMENT: "Team lunch",
    POSTAGE_FREIGHT_COURIER: "Courier for signed documents",
    OFFICE_RENT: "Co-working day pass",
    OFFICE_EQUIPMENT: "External monitor",
    REPAIRS: "Laptop screen repair",
    TELEPHONE_INTERNET: "Home internet (monthly)",
    DOMESTIC_TRAVEL: "Train to customer site",
    INTERNATIONAL_TRAVEL: "Flight to company offsite",
    MILEAGE: "Mileage to client workshop",
    PRINTING: "Printing of workshop material",
    SUBSISTENCE: "Meals during business trip",
    SUBSCRIPTIONS: "Design tool subscription",
    TRAINING: "Conference ticket",
    CLIENT_BILLABLE: "Client-billable travel",
  };
  const expenseEmployees = [
    empById.get("emp-emma")!,
    ...employees
      .filter(
        (e) =>
          e.id !== "emp-emma" &&
          e.userId &&
          e.onboardingStatus === "ACTIVE" &&
          ["acme", INTERNAL_COMPANY_ID, "globex"].includes(e.companyId),
      )
      .slice(0, 8),
  ];
  const allStatuses: ExpenseStatus[] = ["PENDING", "INFO_NEEDED", "CHANGE_MADE", "APPROVED", "PAID", "REJECTED"];
  let expenseN = 0;
  for (const [i, e] of expenseEmployees.entries()) {
    const perEmployee = e.id === "emp-emma" ? 6 : 3;
    for (let k = 0; k < perEmployee; k++) {
      const status = e.id === "emp-emma" ? allStatuses[k] : allStatuses[(i + k * 2) % allStatuses.length];
      const category = categories[expenseN % categories.length];
      const id = `exp-${pad(++expenseN)}`;
      const approverId = managers.userIdOf(e.managerId);
      const createdAt = at(-45 + expenseN, 10);
      const currency = e.annualBaseSalaryCurrency!;
      const amount = currency === "JPY" ? 12000 + expenseN * 900 : 18.5 + ((expenseN * 37.3) % 420);
      const docId = `doc-receipt-${id}`;
      documents.push({
        id: docId,
        title: `Receipt ${EXPENSE_TITLES[category]}`,
        type: "EXPENSE_RECEIPT",
        storageKey: `seed/receipts/${id}.png`,
        fileName: "receipt.png",
        mimeType: "image/png",
        sizeBytes: 0, // set from the demo file (prisma/seed/files/)
        userId: e.userId ?? null,
        employeeId: e.id,
        companyId: e.companyId,
        tenantId: e.companyId,
        uploadedById: e.userId ?? null,
        createdAt,
      });
      expenses.push({
        id,
        employeeId: e.id,
        companyId: e.companyId,
        title: EXPENSE_TITLES[category],
        description: `${EXPENSE_TITLES[category]} (${COUNTRY.get(e.countryCode)!.name})`,
        category,
        amount: dec(amount),
        currency,
        dateSpent: new Date(createdAt.getTime() - 3 * DAY - (createdAt.getTime() % DAY)),
        documentId: docId,
        status,
        approverId,
        approverSeen: status !== "PENDING",
        paid: status === "PAID",
        paidAt: status === "PAID" ? new Date(createdAt.getTime() + 12 * DAY) : null,
        rejectionReason: status === "REJECTED" ? "Not covered by the expense policy (personal item)." : null,
        requestedChange:
          status === "INFO_NEEDED" || status === "CHANGE_MADE"
            ? "Please attach an itemised receipt showing VAT."
            : null,
        estimatedPayrollMonth:
          status === "APPROVED" || status === "PAID" ? `2026-${pad(Math.min(11, 10 + (expenseN % 2)), 2)}` : null,
        createdAt,
      });
      expensePaths[status].forEach((to, s) =>
        history.push({
          entityType: "Expense",
          entityId: id,
          fromStatus: s ? expensePaths[status][s - 1] : null,
          toStatus: to,
          actorId:
            s === 0 || to === "CHANGE_MADE" ? (e.userId ?? null) : to === "PAID" ? demoUserId.financeAdmin : approverId,
          note:
            to === "INFO_NEEDED"
              ? "Please attach an itemised receipt showing VAT."
              : to === "REJECTED"
                ? "Not covered by the expense policy (personal item)."
                : null,
          createdAt: new Date(createdAt.getTime() + s * 3 * DAY),
        }),
      );
    }
  }
  await tx.document.createMany({ data: documents });
  count("Document", documents.length);
  await tx.expense.createMany({ data: expenses });
  count("Expense", expenses.length);
}
