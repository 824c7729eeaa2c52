"use client";

import { createContext, useContext } from "react";
import type { ColumnDef } from "@tanstack/react-table";
import { formatDate } from "@/lib/dates";
import { formatMoney } from "@/lib/money";
import { FREQUENCY_PER } from "@/lib/contractors/schema";
import { currencyLabel } from "@/lib/display";
import type { ContractorDetail } from "@/lib/contractors/get-contractor";
import { Button } from "@/components/ui/button";
import { DataTable } from "@/components/ui/data-table";
import { Card, EmptyState } from "@/components/ui/misc";
import { stateLabel } from "@/components/contractors/contractor-state-badge";

export type ChangeState = (
  key: string,
  url: string,
  json: { state: string; version: number },
  done: string,
) => Promise<void>;

type Contract = ContractorDetail["contracts"][number];

const BASE_COLUMNS: ColumnDef<Contract, unknown>[] = [
  { id: "jobRole", header: "Job role", cell: ({ row }) => row.original.jobRole },
  { id: "client", header: "Client", cell: ({ row }) => row.original.client.companyName },
  {
    id: "pay",
    header: "Pay",
    cell: ({ row: { original: k } }) =>
      formatMoney(k.rate, k.invoicingCurrency, { per: FREQUENCY_PER[k.expectedInvoicingFrequency] }),
  },
  { id: "billingCurrency", header: "Billing currency", cell: ({ row }) => currencyLabel(row.original.billingCurrency) },
  { id: "startDate", header: "Start date", cell: ({ row }) => formatDate(row.original.startDate) },
  {
    id: "endDate",
    header: "End date",
    cell: ({ row }) => (row.original.endDate ? formatDate(row.original.endDate) : "-"),
  },
  { id: "status", header: "Status", cell: ({ row }) => stateLabel(row.original.state) },
];

// The per-row actions read busy/change from a context: new callbacks must not rebuild (remount) the rows.
type Actions = {
  contractorId: string;
  contractTargets: Record<string, string[]>;
  busy: string | null;
  change: ChangeState;
};
const ActionsContext = createContext<Actions | null>(null);

function ContractActions({ contract: k }: { contract: Contract }) {
  const actions = useContext(ActionsContext);
  if (!actions) return null;
  const { contractorId, contractTargets, busy, change } = actions;
  return (contractTargets[k.id] ?? []).map((to) => (
    <Button
      key={to}
      variant="secondary"
      loading={busy === `${k.id}-${to}`}
      disabled={busy !== null}
      aria-label={`${to === "ACTIVE" ? "Activate" : "Deactivate"} contract ${k.jobRole}`}
      onClick={() =>
        change(
          `${k.id}-${to}`,
          `/api/contractors/${contractorId}/contracts/${k.id}`,
          { state: to, version: k.version },
          `Contract ${k.jobRole} is now ${stateLabel(to).toLowerCase()}.`,
        )
      }
    >
      {to === "ACTIVE" ? "Activate" : "Deactivate"}
    </Button>
  ));
}

const COLUMNS_WITH_ACTIONS: ColumnDef<Contract, unknown>[] = [
  ...BASE_COLUMNS,
  {
    id: "actions",
    header: () => <span className="sr-only">Actions</span>,
    meta: { className: "text-right" },
    cell: ({ row }) => <ContractActions contract={row.original} />,
  },
];

export function ContractsCard({
  contractor: c,
  name,
  contractTargets,
  busy,
  change,
}: {
  contractor: ContractorDetail;
  name: string;
  contractTargets: Record<string, string[]>;
  busy: string | null;
  change: ChangeState;
}) {
  const withActions = Object.values(contractTargets).some((t) => t.length);
  return (
    <Card title="Contracts">
      {c.contracts.length === 0 ? (
        <EmptyState title="No contracts" />
      ) : (
        <ActionsContext.Provider value={{ contractorId: c.id, contractTargets, busy, change }}>
          <DataTable
            caption={`Contracts of ${name}`}
            columns={withActions ? COLUMNS_WITH_ACTIONS : BASE_COLUMNS}
            rows={c.contracts}
            getRowId={(k) => k.id}
          />
        </ActionsContext.Provider>
      )}
    </Card>
  );
}
