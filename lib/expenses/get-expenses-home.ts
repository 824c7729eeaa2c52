// What /expenses shows the caller: the approver view of one company (its managers; staff with ?companyId= of a
// kind the matrix lets them list), else the employee's own view, else the companies staff may pick from.
import "server-only";
import { db } from "@/lib/db";
import { flagsOf, type Actor } from "@/lib/auth/actor";
import { can, expenseMatrixRights } from "@/lib/policy";
import { currencyOf } from "@/lib/expenses/currency-of";
import { listExpenseEmployees } from "@/lib/expenses/list-expense-employees";

export async function getExpensesHome(actor: Actor, requestedCompanyId: string | null) {
  const f = flagsOf(actor);
  const companyId = f.isManager ? actor.companyId : requestedCompanyId;
  if (companyId) {
    const company = await db.company.findUnique({ where: { id: companyId }, select: { id: true, name: true } });
    if (company)
      return {
        view: "approver" as const,
        companyId: company.id,
        companyName: company.name,
        canApprove: can(actor, "expenses.approve"),
        canExport: can(actor, "expenses.export"),
        employees: await listExpenseEmployees(actor, company.id),
      };
  }
  const employee = f.isEmployee
    ? await db.employee.findFirst({
        where: { userId: actor.userId },
        select: { id: true, countryCode: true, annualBaseSalaryCurrency: true },
      })
    : null;
  if (employee)
    return {
      view: "employee" as const,
      employeeId: employee.id,
      defaultCurrency: employee.annualBaseSalaryCurrency ?? (await currencyOf(employee.countryCode)),
      canCreate: can(actor, "expenses.create"),
    };
  const kinds = [true, false].filter(
    (isInternal) => expenseMatrixRights(actor, isInternal ? "internal" : "client").list,
  );
  const companies = kinds.length
    ? await db.company.findMany({
        where: kinds.length === 2 ? {} : { isInternal: kinds[0] },
        select: { id: true, name: true },
        orderBy: { name: "asc" },
        take: 200,
      })
    : [];
  return { view: "pick" as const, companies };
}
