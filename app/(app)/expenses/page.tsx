import type { Metadata } from "next";
import { db } from "@/lib/db";
import { flagsOf } from "@/lib/auth/actor";
import { can, expenseMatrixRights } from "@/lib/policy";
import { guardPage } from "@/lib/pages/guard";
import { currencyOf } from "@/lib/expenses/currency-of";
import { EmptyState } from "@/components/ui/misc";
import { ApproverExpenses, EmployeeExpenses } from "./page-client";

export const metadata: Metadata = { title: "Expenses" };

// Spec 2 section 2 '/expenses': an employee's own expenses with 'New expense'; approvers (the company's managers,
// staff roles of the expense access matrix with ?companyId=) the company's expenses, simplified view.
export default async function ExpensesPage({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  const actor = await guardPage({ permission: "expenses.read" });
  const f = flagsOf(actor);
  const requested = (await searchParams).companyId;
  const companyId = f.isManager ? actor.companyId : typeof requested === "string" ? requested : null;
  if (companyId) {
    const company = await db.company.findUnique({ where: { id: companyId }, select: { id: true, name: true } });
    if (company)
      return (
        <Shell>
          <ApproverExpenses
            companyId={company.id}
            companyName={company.name}
            canApprove={can(actor, "expenses.approve")}
            canExport={can(actor, "expenses.export")}
          />
        </Shell>
      );
  }
  const employee = f.isEmployee
    ? await db.employee.findFirst({
        where: { userId: actor.userId },
        select: { id: true, countryCode: true, annualBaseSalaryCurrency: true },
      })
    : null;
  if (employee)
    return (
      <Shell>
        <EmployeeExpenses
          employeeId={employee.id}
          defaultCurrency={employee.annualBaseSalaryCurrency ?? (await currencyOf(employee.countryCode))}
          canCreate={can(actor, "expenses.create")}
        />
      </Shell>
    );
  // Staff: pick a company of the kind the matrix lets them list.
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
  return (
    <Shell>
      {companies.length === 0 ? (
        <EmptyState title="No expenses to show" description="You have no access to any company's expenses." />
      ) : (
        <nav aria-label="Companies" className="rounded-lg border border-slate-200 bg-white p-5">
          <h2 className="mb-3 text-base font-semibold text-slate-900">Choose a company</h2>
          <ul className="grid gap-2 sm:grid-cols-2">
            {companies.map((c) => (
              <li key={c.id}>
                <a className="text-indigo-700 underline-offset-2 hover:underline" href={`/expenses?companyId=${c.id}`}>
                  {c.name}
                </a>
              </li>
            ))}
          </ul>
        </nav>
      )}
    </Shell>
  );
}

function Shell({ children }: { children: React.ReactNode }) {
  return (
    <div className="space-y-4">
      <h1 className="text-2xl font-semibold text-slate-900">Expenses</h1>
      {children}
    </div>
  );
}
