"use client";

// The employee's salary history: each change with its effective date, newest first; a future one is marked
// scheduled (the record keeps the salary paid until then). Who may record one gets the button.
import { useState } from "react";
import dynamic from "next/dynamic";
import type { ColumnDef } from "@tanstack/react-table";
import type { SalaryChangeItem } from "@/lib/employees/compensation-schema";
import { useSalaryHistory } from "@/lib/swr/use-compensation";
import { formatMoney } from "@/lib/money";
import { formatDate } from "@/lib/dates";
import { Banner, Card, Pill } from "@/components/ui/misc";
import { Button } from "@/components/ui/button";
import { DataTable } from "@/components/ui/data-table";

// The dialog's code (its form and schema) loads when it is first opened, not with the page.
const SalaryChangeDialog = dynamic(() => import("./salary-change-dialog").then((m) => m.SalaryChangeDialog), {
  ssr: false,
});

const COLUMNS: ColumnDef<SalaryChangeItem, unknown>[] = [
  {
    id: "effectiveDate",
    header: "Effective",
    meta: { rowHeader: true },
    cell: ({ row }) => (
      <>
        {formatDate(row.original.effectiveDate)}
        {row.original.scheduled ? (
          <>
            {" "}
            <Pill tone="info">Scheduled</Pill>
          </>
        ) : null}
      </>
    ),
  },
  { id: "amount", header: "Annual salary", cell: ({ row }) => formatMoney(row.original.amount, row.original.currency) },
  { id: "note", header: "Note", cell: ({ row }) => row.original.note ?? "—" },
];

export function SalaryHistoryCard({ employeeId, currency }: { employeeId: string; currency: string }) {
  const { data, error, mutate } = useSalaryHistory(employeeId);
  const [open, setOpen] = useState(false);
  return (
    <Card
      title="Salary history"
      actions={
        data?.canRecord ? (
          <Button variant="secondary" onClick={() => setOpen(true)}>
            Record a salary change
          </Button>
        ) : null
      }
    >
      {error ? <Banner tone="error" title="The salary history could not be read." /> : null}
      {data && data.items.length === 0 ? <p className="text-sm text-slate-600">No salary changes recorded.</p> : null}
      {data && data.items.length ? (
        <DataTable
          caption="Salary history"
          columns={COLUMNS}
          rows={data.items}
          getRowId={(r) => r.id}
          testId="salary-history"
        />
      ) : null}
      {data?.canRecord && open ? (
        <SalaryChangeDialog
          employeeId={employeeId}
          currency={currency}
          open={open}
          onOpenChange={setOpen}
          onSaved={() => mutate()}
        />
      ) : null}
    </Card>
  );
}
