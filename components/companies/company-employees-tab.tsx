"use client";

import { useState } from "react";
import { useRouter } from "next/navigation";
import type { ColumnDef } from "@tanstack/react-table";
import { DataTable } from "@/components/ui/data-table";
import { Banner, EmptyState, Pill } from "@/components/ui/misc";
import { ConfirmDialog } from "@/components/ui/dialog";
import { SelectField } from "@/components/ui/field";
import { RowActionsMenu } from "@/components/ui/row-actions-menu";
import { statusLabel } from "@/components/ui/status-label";
import { useAction } from "@/components/ui/use-action";
import { apiFetch } from "@/lib/http/client";
import { useCompanyEmployees } from "@/lib/swr/use-company-employees";
import type { CompanyEmployeesPage } from "@/lib/swr/use-company-employees";
import { ARCHIVE_REASONS, archiveFailedMessage, archivedMessage } from "@/lib/terminations/offboarding/schema";

type Page = CompanyEmployeesPage;
type Row = Page["items"][number];

const REASON_LABEL: Record<(typeof ARCHIVE_REASONS)[number], string> = {
  dropout: "Dropout: the employee will not start",
  correction: "Correction: the employee was added by mistake",
};

const BASE_COLUMNS: ColumnDef<Row, unknown>[] = [
  {
    id: "name",
    header: "Name",
    cell: ({ row }) => <span className="font-medium text-indigo-700">{row.original.name}</span>,
  },
  { id: "jobTitle", header: "Job title", cell: ({ row }) => row.original.jobTitle ?? "—" },
  { id: "country", header: "Country", cell: ({ row }) => row.original.country },
  {
    id: "status",
    header: "Status",
    cell: ({ row }) => (
      <Pill tone={row.original.onboardingStatus === "Active" ? "success" : "neutral"}>
        {statusLabel(row.original.onboardingStatus)}
      </Pill>
    ),
  },
];

// Spec 2 section 4 'Employee archive': non-inactive employees can be archived, Active ones get a different
// action set: 'Request termination' instead.
export function CompanyEmployeesTab({
  companyId,
  canArchive = false,
  canRequestTermination = false,
}: {
  companyId: string;
  canArchive?: boolean;
  canRequestTermination?: boolean;
}) {
  const router = useRouter();
  const [page, setPage] = useState({ pageIndex: 0, pageSize: 20 });
  const { data, error, isLoading, mutate } = useCompanyEmployees(companyId, page);
  const [archiving, setArchiving] = useState<Row | null>(null);
  const [reason, setReason] = useState("");
  const { busy, run } = useAction({ refresh: mutate, refreshServer: false });

  async function archive() {
    const row = archiving;
    if (!row || !reason) return;
    await run(
      async () => {
        await apiFetch(`/api/employees/${row.id}/archive`, { method: "POST", json: { reason } });
        setArchiving(null);
        setReason("");
      },
      {
        success: archivedMessage(row.name),
        failure: (message) => archiveFailedMessage(row.id, message.replace(/\.$/, "")),
      },
    );
  }

  const withActions = canArchive || canRequestTermination;
  const columns: ColumnDef<Row, unknown>[] = withActions
    ? [
        ...BASE_COLUMNS,
        {
          id: "actions",
          header: "Actions",
          cell: ({ row }) => {
            const r = row.original;
            const isActive = r.onboardingStatus === "Active";
            return (
              // The row opens the employee: clicks in the menu (portal included) stay here.
              <div onClick={(e) => e.stopPropagation()}>
                <RowActionsMenu
                  label={`Actions for ${r.name}`}
                  actions={[
                    isActive &&
                      canRequestTermination && {
                        label: "Request termination",
                        onSelect: () =>
                          router.push(`/companies/${companyId}/employee/${r.id}/termination-requests/add`),
                      },
                    !isActive &&
                      r.onboardingStatus !== "Inactive" &&
                      canArchive && { label: "Archive", onSelect: () => setArchiving(r) },
                  ]}
                />
              </div>
            );
          },
        },
      ]
    : BASE_COLUMNS;

  if (error) return <Banner tone="error" title="Cannot load the list of employees" />;
  if (!data && isLoading) return <p role="status">Loading employees…</p>;
  if (!data || data.totalCount === 0) return <EmptyState title="No employees yet" />;
  return (
    <>
      <DataTable
        caption="Employees"
        columns={columns}
        rows={data.items}
        totalCount={data.totalCount}
        page={page}
        onPageChange={setPage}
        getRowId={(r) => r.id}
        rowHref={(r) => `/employees/${r.id}`}
        loading={isLoading}
      />
      <ConfirmDialog
        open={!!archiving}
        onOpenChange={(open) => {
          if (!open) {
            setArchiving(null);
            setReason("");
          }
        }}
        title={`Archive ${archiving?.name ?? "employee"}?`}
        description="Archived employees leave the default lists; they stay searchable with the Archived filter and in every report."
        confirmLabel="Archive"
        danger
        busy={busy}
        confirmDisabled={!reason}
        onConfirm={archive}
      >
        <SelectField
          label="Reason"
          required
          placeholder="Select a reason"
          value={reason}
          onChange={(e) => setReason(e.target.value)}
          options={ARCHIVE_REASONS.map((r) => ({ value: r, label: REASON_LABEL[r] }))}
        />
      </ConfirmDialog>
    </>
  );
}
