"use client";

// The employee's bonuses per payroll month, newest first; each may be removed until its month's cutoff.
import { useMemo, useState } from "react";
import dynamic from "next/dynamic";
import type { ColumnDef } from "@tanstack/react-table";
import { bonusKindLabel, formatPayrollPeriod, type BonusItem } from "@/lib/employees/compensation-schema";
import { useBonuses } from "@/lib/swr/use-compensation";
import { apiFetch } from "@/lib/http/client";
import { formatMoney } from "@/lib/money";
import { formatDate } from "@/lib/dates";
import { Banner, Card } from "@/components/ui/misc";
import { Button } from "@/components/ui/button";
import { ConfirmDialog } from "@/components/ui/dialog";
import { DataTable } from "@/components/ui/data-table";
import { useAction } from "@/components/ui/use-action";

// The dialog's code (its form and schema) loads when it is first opened, not with the page.
const BonusDialog = dynamic(() => import("./bonus-dialog").then((m) => m.BonusDialog), { ssr: false });

const describe = (b: BonusItem) =>
  `${bonusKindLabel(b.kind)} of ${formatMoney(b.amount, b.currency)} for ${formatPayrollPeriod(b.payrollPeriod)}`;

export function BonusesCard({ employeeId, currency }: { employeeId: string; currency: string }) {
  const { data, error, mutate } = useBonuses(employeeId);
  const [open, setOpen] = useState(false);
  const [removing, setRemoving] = useState<BonusItem | null>(null);
  const { busy, run } = useAction({ refresh: () => mutate(), refreshServer: false });
  const columns = useMemo<ColumnDef<BonusItem, unknown>[]>(
    () => [
      {
        id: "period",
        header: "Payroll month",
        meta: { rowHeader: true },
        cell: ({ row }) => formatPayrollPeriod(row.original.payrollPeriod),
      },
      { id: "kind", header: "Kind", cell: ({ row }) => bonusKindLabel(row.original.kind) },
      { id: "amount", header: "Amount", cell: ({ row }) => formatMoney(row.original.amount, row.original.currency) },
      { id: "cutoff", header: "Cutoff", cell: ({ row }) => formatDate(row.original.cutoffDate) },
      {
        id: "actions",
        header: "Actions",
        cell: ({ row }) =>
          row.original.canDelete ? (
            <Button
              variant="link"
              aria-label={`Remove the ${describe(row.original)}`}
              onClick={() => setRemoving(row.original)}
            >
              Remove
            </Button>
          ) : null,
      },
    ],
    [],
  );
  const remove = async () => {
    if (!removing) return;
    await run(() => apiFetch(`/api/employees/${employeeId}/bonuses/${removing.id}`, { method: "DELETE" }), {
      success: "Bonus removed",
      failure: "The bonus could not be removed",
    });
    setRemoving(null);
  };
  return (
    <Card
      title="Bonuses"
      actions={
        data?.canRecord ? (
          <Button variant="secondary" onClick={() => setOpen(true)}>
            Record a bonus
          </Button>
        ) : null
      }
    >
      {error ? <Banner tone="error" title="The bonuses could not be read." /> : null}
      {data && data.items.length === 0 ? <p className="text-sm text-slate-600">No bonuses recorded.</p> : null}
      {data && data.items.length ? (
        <DataTable caption="Bonuses" columns={columns} rows={data.items} getRowId={(r) => r.id} testId="bonuses" />
      ) : null}
      {data?.canRecord && open ? (
        <BonusDialog
          employeeId={employeeId}
          currency={currency}
          open={open}
          onOpenChange={setOpen}
          onSaved={() => mutate()}
        />
      ) : null}
      <ConfirmDialog
        open={!!removing}
        onOpenChange={(o) => !o && setRemoving(null)}
        title="Remove this bonus?"
        description={removing ? describe(removing) : undefined}
        confirmLabel="Remove bonus"
        danger
        busy={busy}
        onConfirm={remove}
      />
    </Card>
  );
}
