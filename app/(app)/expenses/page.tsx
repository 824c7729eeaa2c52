import type { Metadata } from "next";
import { guardPage, orNotFound } from "@/lib/pages/guard";
import { getExpensesHome } from "@/lib/expenses/get-expenses-home";
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
  const requested = (await searchParams).companyId;
  // A company the caller may not list is a 404, as its API answers.
  const home = await orNotFound(() => getExpensesHome(actor, typeof requested === "string" ? requested : null));
  return (
    <div className="space-y-4">
      <h1 className="text-2xl font-semibold text-slate-900">Expenses</h1>
      {home.view === "approver" ? (
        <ApproverExpenses
          companyId={home.companyId}
          companyName={home.companyName}
          canApprove={home.canApprove}
          canExport={home.canExport}
          employees={home.employees}
        />
      ) : home.view === "employee" ? (
        <EmployeeExpenses
          employeeId={home.employeeId}
          defaultCurrency={home.defaultCurrency}
          canCreate={home.canCreate}
        />
      ) : home.companies.length === 0 ? (
        <EmptyState title="No expenses to show" description="You have no access to any company's expenses." />
      ) : (
        <nav aria-label="Companies" className="rounded-lg border border-slate-200 bg-white p-5">
          <h2 className="mb-3 text-base font-semibold text-slate-900">Choose a company</h2>
          <ul className="grid grid-cols-1 gap-2 sm:grid-cols-2">
            {home.companies.map((c) => (
              <li key={c.id}>
                <a className="text-indigo-700 underline-offset-2 hover:underline" href={`/expenses?companyId=${c.id}`}>
                  {c.name}
                </a>
              </li>
            ))}
          </ul>
        </nav>
      )}
    </div>
  );
}
