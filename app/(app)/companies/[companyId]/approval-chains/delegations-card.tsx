"use client";

// The company's delegates, current and coming: who is away, who decides in their place, from and to when, and
// whether it is in force today. The company's admins add and remove any; a manager their own.
import { useMemo, useState } from "react";
import type { ColumnDef } from "@tanstack/react-table";
import { apiFetch } from "@/lib/http/client";
import { formatDate } from "@/lib/dates";
import type { ApprovalSettingsDto, DelegationDto } from "@/lib/approval-chains/schema";
import { Button } from "@/components/ui/button";
import { DataTable } from "@/components/ui/data-table";
import { ConfirmDialog } from "@/components/ui/dialog";
import { Card, Pill } from "@/components/ui/misc";
import { useAction } from "@/components/ui/use-action";
import { AddDelegationDialog } from "./add-delegation-dialog";
import type { SavedHandler } from "./chain-card";

export const describeDelegation = (d: DelegationDto) =>
  `${d.delegateName} for ${d.approverName} from ${formatDate(d.startsOn)} to ${formatDate(d.endsOn)}`;

const BASE: ColumnDef<DelegationDto, unknown>[] = [
  { header: "Approver", accessorKey: "approverName", meta: { rowHeader: true } },
  { header: "Delegate", accessorKey: "delegateName" },
  { header: "From", cell: ({ row }) => formatDate(row.original.startsOn) },
  { header: "To", cell: ({ row }) => formatDate(row.original.endsOn) },
  {
    header: "Active now",
    cell: ({ row }) => (row.original.active ? <Pill tone="success">Yes</Pill> : <Pill>Not yet</Pill>),
  },
];

export function DelegationsCard({
  settings,
  userId,
  onSaved,
  onFailed,
}: {
  settings: ApprovalSettingsDto;
  userId: string;
  onSaved: SavedHandler;
  onFailed: (message: string) => void;
}) {
  const [adding, setAdding] = useState(false);
  const [removing, setRemoving] = useState<DelegationDto | null>(null);
  const { busy, run } = useAction({ refreshServer: false });
  const { canManage, companyId } = settings;
  const columns = useMemo<ColumnDef<DelegationDto, unknown>[]>(
    () => [
      ...BASE,
      {
        header: "Actions",
        cell: ({ row }) =>
          canManage || row.original.approverUserId === userId ? (
            <Button
              variant="link"
              aria-haspopup="dialog"
              aria-label={`Remove ${describeDelegation(row.original)}`}
              onClick={() => setRemoving(row.original)}
            >
              Remove
            </Button>
          ) : null,
      },
    ],
    [canManage, userId],
  );

  const remove = async () => {
    if (!removing) return;
    const what = describeDelegation(removing);
    const url = `/api/companies/${encodeURIComponent(companyId)}/approval-delegations/${encodeURIComponent(removing.id)}`;
    const answer = await run(() => apiFetch<ApprovalSettingsDto>(url, { method: "DELETE" }), {
      failure: "Could not remove the delegate",
    });
    setRemoving(null);
    if (answer) await onSaved(answer, `Delegate removed: ${what}.`);
    else onFailed("Could not remove the delegate.");
  };

  return (
    <Card
      title="Delegates"
      actions={
        <Button variant="secondary" aria-haspopup="dialog" onClick={() => setAdding(true)}>
          Add delegate
        </Button>
      }
    >
      <DataTable
        caption="Delegates, current and coming"
        columns={columns}
        rows={settings.delegations}
        getRowId={(d) => d.id}
        emptyState="No delegates: every approver decides for themself."
        rowProps={(d) => ({ "data-testid": "delegation-row", "data-delegation": d.id })}
      />
      <AddDelegationDialog
        open={adding}
        onClose={() => setAdding(false)}
        settings={settings}
        userId={userId}
        onSaved={onSaved}
      />
      <ConfirmDialog
        open={!!removing}
        onOpenChange={(open) => !open && setRemoving(null)}
        title="Remove this delegate?"
        description={removing ? `${describeDelegation(removing)}. The approver decides again themself.` : undefined}
        confirmLabel="Remove delegate"
        danger
        busy={busy}
        onConfirm={() => void remove()}
      />
    </Card>
  );
}
