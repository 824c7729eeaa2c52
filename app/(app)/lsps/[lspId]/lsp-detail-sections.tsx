// Parts of the LSP detail client: the Employees table, the Managers list and the Details tab content.
import Link from "next/link";
import type { LspDetail, LspUserDto } from "@/lib/lsps/schema";
import { Card, DefinitionList, EmptyState, Pill } from "@/components/ui/misc";
import { formatDate } from "@/lib/dates";

export type EmployeeRow = { id: string; name: string; country: string; companyName: string; onboardingStatus: string };
export type NextCutoff = { countryCode: string; countryName: string; nextCutoffDate: string };

export function LspEmployees({ employees }: { employees: EmployeeRow[] }) {
  return employees.length ? (
    <table className="w-full border-collapse bg-white text-sm">
      <thead>
        <tr className="border-b border-slate-200 text-left text-slate-700">
          <th scope="col" className="p-2">
            Name
          </th>
          <th scope="col" className="p-2">
            Company
          </th>
          <th scope="col" className="p-2">
            Country
          </th>
          <th scope="col" className="p-2">
            Status
          </th>
        </tr>
      </thead>
      <tbody>
        {employees.map((e) => (
          <tr key={e.id} className="border-b border-slate-100">
            <td className="p-2">
              <Link href={`/employees/${e.id}`} className="text-indigo-700 underline">
                {e.name}
              </Link>
            </td>
            <td className="p-2">{e.companyName}</td>
            <td className="p-2">{e.country}</td>
            <td className="p-2">{e.onboardingStatus}</td>
          </tr>
        ))}
      </tbody>
    </table>
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
            { label: "Type", value: lsp.type },
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
