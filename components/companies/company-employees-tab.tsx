"use client";

import { useState } from "react";
import { useRouter } from "next/navigation";
import type { ColumnDef } from "@tanstack/react-table";
import { DataTable } from "@/components/ui/data-table";
import { Banner, EmptyState, Pill } from "@/components/ui/misc";
import { statusLabel } from "@/components/ui/status-label";
import { useCompanyEmployees } from "@/lib/swr/use-company-employees";
import type { CompanyEmployeesPage } from "@/lib/companies/dto";

type Page = CompanyEmployeesPage;
type Row = Page["items"][number];

const COLUMNS: ColumnDef<Row, unknown>[] = [
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

export function CompanyEmployeesTab({ companyId }: { companyId: string }) {
  const router = useRouter();
  const [page, setPage] = useState({ pageIndex: 0, pageSize: 20 });
  const { data, error, isLoading } = useCompanyEmployees<Page>(companyId, page);
  if (error) return <Banner tone="error" title="Cannot load the list of employees" />;
  if (!data && isLoading) return <p role="status">Loading employees…</p>;
  if (!data || data.totalCount === 0) return <EmptyState title="No employees yet" />;
  return (
    <DataTable
      caption="Employees"
      columns={COLUMNS}
      rows={data.items}
      totalCount={data.totalCount}
      page={page}
      onPageChange={setPage}
      getRowId={(r) => r.id}
      onRowClick={(r) => router.push(`/employees/${r.id}`)}
      loading={isLoading}
    />
  );
}
