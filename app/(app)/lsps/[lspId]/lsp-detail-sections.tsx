"use client";

// Parts of the LSP detail client: the Employees table, the Managers list and the Details tab content.
import Link from "next/link";
import type { ColumnDef } from "@tanstack/react-table";
import { DataTable } from "@/components/ui/data-table";
import type { LspDetail, LspUserDto } from "@/lib/lsps/schema";
import { Card, DefinitionList, EmptyState, Pill } from "@/components/ui/misc";
import { formatDate } from "@/lib/dates";
import { statusLabel } from "@/components/ui/status-label";
import { enumLabel } from "@/lib/display";

// LspType (prisma/schema.prisma) as the spec names it.
const LSP_TYPE_LABEL: Record<string, string> = {
  EMPLOYER_OF_RECORD: "Employer of Record",
  PAYROLL_PROVIDER: "Payroll Provider",
  NOT_APPLICABLE: "Not Applicable",
};

export type EmployeeRow = {
  id: string;
  name: string;
  country: string;
  companyName: string;
  onboardingStatus: string;
  /** The employee page, null when the actor may not open it. */
  href: string | null;
};
export type NextCutoff = { countryCode: string; countryName: string; nextCutoffDate: string };

const EMPLOYEE_COLUMNS: ColumnDef<EmployeeRow, unknown>[] = [
  {
    id: "name",
    header: "Name",
    cell: ({ row }) =>
      row.original.href ? (
        <span className="font-medium text-indigo-700 underline">{row.original.name}</span>
      ) : (
        <span className="font-medium">{row.original.name}</span>
      ),
  },
  { id: "company", header: "Company", cell: ({ row }) => row.original.companyName },
  { id: "country", header: "Country", cell: ({ row }) => row.original.country },
  { id: "status", header: "Status", cell: ({ row }) => statusLabel(row.original.onboardingStatus) },
];

export function LspEmployees({ employees }: { employees: EmployeeRow[] }) {
  return employees.length ? (
    <DataTable
      caption="Employees"
      columns={EMPLOYEE_COLUMNS}
      rows={employees}
      getRowId={(e) => e.id}
      rowHref={(e) => e.href}
    />
  ) : (
    <EmptyState title="No employees" />
  );
}

export function LspManagers({ lspId, users }: { lspId: string; users: LspUserDto[] | null }) {
  return users?.length ? (
    <ul className="divide-y divide-slate-100 rounded-md bg-white">
      {users.map((u) => (
        <li key={u.userId} className="flex items-center justify-between p-3 text-sm">
          <Link href={`/lsps/${lspId}/users/${u.userId}`} className="text-indigo-700 underline">
            {u.name}
          </Link>
          <span className="text-slate-700">{u.email}</span>
        </li>
      ))}
    </ul>
  ) : (
    <EmptyState title="No Managers" />
  );
}

export function LspDetails({ lsp, nextCutoffs }: { lsp: LspDetail; nextCutoffs: NextCutoff[] }) {
  return (
    <div className="space-y-4">
      <Card title="Details">
        <DefinitionList
          items={[
            { label: "Name", value: lsp.name },
            { label: "Type", value: LSP_TYPE_LABEL[lsp.type] ?? enumLabel(lsp.type) },
            { label: "Countries", value: lsp.countries.join(", ") || "-" },
            { label: "Employees", value: String(lsp.noOfEmployees) },
            {
              label: "Status",
              value: <Pill tone={lsp.isActive ? "success" : "neutral"}>{lsp.isActive ? "Active" : "Inactive"}</Pill>,
            },
            { label: "Contact e-mails", value: lsp.contactEmails.join(", ") || "-" },
          ]}
        />
      </Card>
      <Card title="Next cutoff dates">
        {nextCutoffs.length ? (
          <DefinitionList
            items={nextCutoffs.map((c) => ({
              label: c.countryName,
              value: formatDate(c.nextCutoffDate),
            }))}
          />
        ) : (
          <p className="text-sm text-slate-700">No upcoming cutoff date.</p>
        )}
      </Card>
    </div>
  );
}
