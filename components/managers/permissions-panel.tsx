"use client";

// Manager permissions (spec 1 section 6, spec 3 'Company permissions tab'): per manager, the scope toggles
// and the direct reports. Each toggle is one PATCH; the server decides and the list is refetched.
import Link from "next/link";
import { useState } from "react";
import { Card, EmptyState } from "@/components/ui/misc";
import { cn } from "@/components/ui/cn";
import type { ManagerDto } from "@/lib/account/managers/service";
import { useCompanyManagers } from "@/lib/swr/use-company-managers";
import { DirectReportsCard } from "@/components/managers/direct-reports-card";
import { ScopeTogglesCard } from "@/components/managers/scope-toggles-card";

export type PanelManager = Pick<
  ManagerDto,
  | "id"
  | "userId"
  | "name"
  | "email"
  | "jobTitle"
  | "hasExpensesScope"
  | "hasPayrollScope"
  | "hasFinanceScope"
  | "isSuperAdmin"
  | "associatedUserIds"
>;
export type AssignableEmployee = { userId: string; name: string; jobTitle: string | null };

export function PermissionsPanel({
  companyId,
  initialManagers,
  employees,
  canAddManager,
}: {
  companyId: string;
  initialManagers: PanelManager[];
  employees: AssignableEmployee[];
  canAddManager: boolean;
}) {
  const { data, mutate } = useCompanyManagers<{ items: PanelManager[] }>(companyId, { items: initialManagers });
  const managers = data?.items ?? initialManagers;
  const [selectedId, setSelectedId] = useState(managers[0]?.userId ?? "");
  const selected = managers.find((m) => m.userId === selectedId) ?? managers[0];
  const superCount = managers.filter((m) => m.isSuperAdmin).length;

  if (!managers.length)
    return (
      <EmptyState
        title="No Managers"
        action={
          canAddManager ? (
            <Link className="text-indigo-700 underline" href={`/companies/${companyId}/managers/add`}>
              Add manager
            </Link>
          ) : undefined
        }
      />
    );

  return (
    <div className="grid grid-cols-1 gap-4 md:grid-cols-[260px_1fr]" data-testid="permissions-panel">
      <Card
        title="Managers"
        actions={
          canAddManager ? (
            <Link className="text-sm text-indigo-700 underline" href={`/companies/${companyId}/managers/add`}>
              Add manager
            </Link>
          ) : undefined
        }
      >
        <ul className="space-y-1" aria-label="Managers">
          {managers.map((m) => (
            <li key={m.userId}>
              <button
                type="button"
                aria-pressed={selected?.userId === m.userId}
                onClick={() => setSelectedId(m.userId)}
                className={cn(
                  "w-full rounded px-2 py-2 text-left text-sm",
                  selected?.userId === m.userId ? "bg-indigo-50 font-semibold text-indigo-800" : "hover:bg-slate-50",
                )}
              >
                {m.name}
                <span className="block text-xs font-normal text-slate-600">{m.email}</span>
              </button>
            </li>
          ))}
        </ul>
      </Card>
      {selected ? (
        <div className="space-y-4">
          <ScopeTogglesCard selected={selected} superCount={superCount} onChanged={() => mutate()} />
          <DirectReportsCard selected={selected} employees={employees} onChanged={() => mutate()} />
        </div>
      ) : null}
    </div>
  );
}
