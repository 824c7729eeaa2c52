"use client";

import { useState } from "react";
import { usePathname, useRouter, useSearchParams } from "next/navigation";
import { toast } from "sonner";
import { apiFetch } from "@/lib/http/client";
import { EXPENSE_STATUSES, STATUS_LABELS } from "@/lib/expenses/schema";
import { useApproverExpenses, useEmployeeExpenses } from "@/lib/swr/use-expenses";
import { Button } from "@/components/ui/button";
import { Banner, Card, EmptyState } from "@/components/ui/misc";
import { SelectField, TextField } from "@/components/ui/field";
import { useFocusOnChange } from "@/components/ui/use-focus-on-change";
import { useAction } from "@/components/ui/use-action";
import { ExpenseTable } from "./expense-table";
import { NewExpenseForm } from "./new-expense-form";
import type { ApproverPage, EmployeeExpenseLists } from "./expense-view";
import type { ExpenseEmployeeOption } from "@/lib/expenses/list-expense-employees";

const LOAD_FAILED = "Something went wrong, please contact our support team";

/** The employee's own expenses: outstanding and paid, newest first, and the 'New expense' form. */
export function EmployeeExpenses({
  employeeId,
  defaultCurrency,
  canCreate,
}: {
  employeeId: string;
  defaultCurrency: string;
  canCreate: boolean;
}) {
  const { data, error, mutate } = useEmployeeExpenses<EmployeeExpenseLists>(employeeId);
  const [adding, setAdding] = useState(false);
  // Opening the form lands keyboard focus on its heading; closing it (submitted) back on 'New expense'.
  const focusRef = useFocusOnChange(adding);
  return (
    <div className="space-y-4">
      {canCreate ? (
        adding ? (
          <Card>
            <h2 ref={focusRef} tabIndex={-1} className="mb-3 text-base font-semibold text-slate-900 outline-none">
              New expense
            </h2>
            <NewExpenseForm
              defaultCurrency={defaultCurrency}
              onDone={() => {
                setAdding(false);
                void mutate();
              }}
            />
          </Card>
        ) : (
          <Button ref={focusRef} onClick={() => setAdding(true)} className="min-h-11 sm:min-h-10">
            New expense
          </Button>
        )
      ) : null}
      {error ? <Banner tone="error" title={LOAD_FAILED} /> : null}
      {data ? (
        <>
          <section aria-labelledby="outstanding-heading" className="space-y-2">
            <h2 id="outstanding-heading" className="text-lg font-semibold text-slate-900">
              Outstanding
            </h2>
            {data.outstanding.length ? (
              <ExpenseTable caption="Outstanding expenses, newest first" rows={data.outstanding} />
            ) : (
              <EmptyState
                title="No outstanding expenses"
                description="Expenses you submit appear here until they are paid."
              />
            )}
          </section>
          <section aria-labelledby="paid-heading" className="space-y-2">
            <h2 id="paid-heading" className="text-lg font-semibold text-slate-900">
              Paid
            </h2>
            {data.paid.length ? (
              <ExpenseTable caption="Paid expenses, newest first" rows={data.paid} />
            ) : (
              <EmptyState title="No paid expenses yet" description="Paid expenses move here." />
            )}
          </section>
        </>
      ) : !error ? (
        <p className="text-sm text-slate-700">Loading expenses…</p>
      ) : null}
    </div>
  );
}

/** Approvers: the company's expenses with filters (status, employee, month), keyset pages, bulk approve, CSV. */
export function ApproverExpenses({
  companyId,
  companyName,
  canApprove,
  canExport,
  employees,
}: {
  companyId: string;
  companyName: string;
  canApprove: boolean;
  canExport: boolean;
  /** The employee filter's options, from the server. */
  employees: ExpenseEmployeeOption[];
}) {
  // Filters live in the URL (?status=&employeeId=&month=), so a reload or a shared link keeps them.
  const router = useRouter();
  const pathname = usePathname();
  const searchParams = useSearchParams();
  const status = searchParams.get("status") ?? "";
  const month = searchParams.get("month") ?? "";
  const employeeId = searchParams.get("employeeId") ?? "";
  const setFilter = (key: "status" | "month" | "employeeId", value: string) => {
    const next = new URLSearchParams(searchParams.toString());
    if (value) next.set(key, value);
    else next.delete(key);
    router.replace(`${pathname}?${next.toString()}`, { scroll: false });
  };
  const filters: Record<string, string> = Object.fromEntries(
    Object.entries({ status, month, employeeId }).filter(([, v]) => v),
  );
  const { data, error, size, setSize, mutate, isValidating } = useApproverExpenses<ApproverPage>(companyId, filters);
  const rows = data?.flatMap((p) => p.items) ?? [];
  const hasMore = !!data?.[data.length - 1]?.nextPageKey;
  const [selected, setSelected] = useState<Set<string>>(new Set());
  const { busy, run } = useAction({ refresh: () => mutate(), refreshServer: false });
  const toggle = (id: string) =>
    setSelected((s) => {
      const next = new Set(s);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });

  async function approveSelected() {
    await run(
      async () => {
        const results = await apiFetch<{ success: boolean; result: { id: string; message?: string } }[]>(
          "/api/expenses",
          {
            method: "PATCH",
            json: { expenses: [...selected].map((expenseId) => ({ expenseId })) },
          },
        );
        const failed = results.filter((r) => !r.success);
        const title = (id: string) => rows.find((r) => r.id === id)?.title ?? id;
        if (failed.length) toast.error(`Failed to approve: ${failed.map((f) => title(f.result.id)).join(", ")}.`);
        else toast.success("Expenses approved.");
        setSelected(new Set());
      },
      { failure: "Error" },
    );
  }

  async function exportCsv() {
    const res = await fetch("/api/expenses/export", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ companyId, exportFormat: "csv", ...filters, status: status ? [status] : undefined }),
    });
    if (!res.ok) return toast.error("Error", { description: LOAD_FAILED });
    const url = URL.createObjectURL(await res.blob());
    const a = document.createElement("a");
    a.href = url;
    a.download = `expenses-${companyId}.csv`;
    a.click();
    setTimeout(() => URL.revokeObjectURL(url), 10_000);
  }

  return (
    <div className="space-y-4">
      <p className="text-sm text-slate-700">{companyName}</p>
      <form
        className="grid grid-cols-1 gap-3 sm:grid-cols-4"
        aria-label="Filter expenses"
        onSubmit={(e) => e.preventDefault()}
      >
        <SelectField
          label="Status"
          value={status}
          onChange={(e) => setFilter("status", e.target.value)}
          placeholder="All statuses"
          options={EXPENSE_STATUSES.map((s) => ({ value: s, label: STATUS_LABELS[s] }))}
        />
        <SelectField
          label="Employee"
          value={employeeId}
          onChange={(e) => setFilter("employeeId", e.target.value)}
          placeholder="All employees"
          options={employees}
        />
        <TextField
          label="Month spent"
          type="month"
          // A visible focus ring on the field and on its calendar button (as components/time/month-picker.tsx).
          className="focus-visible:outline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600 [&::-webkit-calendar-picker-indicator]:rounded-sm [&::-webkit-calendar-picker-indicator:focus-visible]:outline [&::-webkit-calendar-picker-indicator:focus-visible]:outline-2 [&::-webkit-calendar-picker-indicator:focus-visible]:outline-indigo-600"
          value={month}
          onChange={(e) => setFilter("month", e.target.value)}
        />
        <div className="flex items-end gap-2">
          {canApprove ? (
            <Button onClick={approveSelected} disabled={selected.size === 0} loading={busy}>
              Approve selected
            </Button>
          ) : null}
          {canExport ? (
            <Button variant="secondary" onClick={exportCsv}>
              Export CSV
            </Button>
          ) : null}
        </div>
      </form>
      {error ? <Banner tone="error" title={LOAD_FAILED} /> : null}
      {data && rows.length === 0 ? (
        <EmptyState title="No expenses" description="No expense matches these filters." />
      ) : null}
      {rows.length ? (
        <ExpenseTable
          caption={`Expenses of ${companyName}, newest first`}
          rows={rows}
          showEmployee
          selected={canApprove ? selected : undefined}
          onToggle={toggle}
        />
      ) : null}
      {hasMore ? (
        <Button variant="secondary" onClick={() => setSize(size + 1)} loading={isValidating}>
          Load more
        </Button>
      ) : null}
    </div>
  );
}
