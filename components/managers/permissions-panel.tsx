"use client";

// Manager permissions (spec 1 section 6, spec 3 'Company permissions tab'): per manager, the scope toggles
// and the direct reports. Each toggle is one PATCH; the server decides and the list is refetched.
import Link from "next/link";
import { useId, useState } from "react";
import { toast } from "sonner";
import { apiFetch, ApiError } from "@/lib/http/client";
import { Button } from "@/components/ui/button";
import { ConfirmDialog } from "@/components/ui/dialog";
import { Banner, Card, EmptyState } from "@/components/ui/misc";
import { cn } from "@/components/ui/cn";
import type { ScopeRoute } from "@/lib/managers/schema";
import type { ManagerDto } from "@/lib/managers/service";
import { useCompanyManagers } from "@/lib/swr/use-company-managers";

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

const TOGGLES: { scope: ScopeRoute; key: keyof PanelManager; label: string }[] = [
  { scope: "expenses-notifications", key: "hasExpensesScope", label: "Receive employee expense notifications" },
  { scope: "payroll", key: "hasPayrollScope", label: "Company-wide payroll data access" },
  { scope: "finance", key: "hasFinanceScope", label: "Company-wide financial data access" },
  { scope: "super-manager", key: "isSuperAdmin", label: "Super manager" },
];

function Switch({
  checked,
  disabled,
  label,
  onChange,
  busy,
}: {
  checked: boolean;
  disabled?: boolean;
  label: string;
  onChange: (v: boolean) => void;
  busy?: boolean;
}) {
  const labelId = useId();
  return (
    <div className="flex items-center justify-between gap-4 py-2">
      <span className="text-sm text-slate-800" id={labelId}>
        {label}
      </span>
      <button
        type="button"
        role="switch"
        aria-checked={checked}
        aria-labelledby={labelId}
        aria-busy={busy || undefined}
        disabled={disabled || busy}
        onClick={() => onChange(!checked)}
        className={cn(
          "relative inline-flex h-6 w-11 shrink-0 items-center rounded-full transition-colors focus-visible:outline focus-visible:outline-2 focus-visible:outline-indigo-600 disabled:cursor-not-allowed disabled:opacity-50",
          checked ? "bg-indigo-600" : "bg-slate-300",
        )}
      >
        <span
          className={cn(
            "inline-block h-5 w-5 rounded-full bg-white shadow transition-transform",
            checked ? "translate-x-5" : "translate-x-0.5",
          )}
        />
      </button>
    </div>
  );
}

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
  const [busy, setBusy] = useState<string | null>(null);
  const [editing, setEditing] = useState(false);
  const [picked, setPicked] = useState<string[]>([]);
  const [saving, setSaving] = useState(false);
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

  const toggle = async (scope: ScopeRoute, value: boolean) => {
    if (!selected) return;
    setBusy(scope);
    try {
      await apiFetch(`/api/user-scopes/users/${selected.userId}/${scope}`, {
        method: "PATCH",
        json: { scopeStatus: value },
      });
      await mutate();
      toast.success("Permissions updated");
    } catch (error) {
      toast.error("Error", {
        description: error instanceof ApiError ? error.message : "Something went wrong, please try again later",
      });
    } finally {
      setBusy(null);
    }
  };

  const saveReports = async () => {
    if (!selected) return;
    setSaving(true);
    try {
      await apiFetch(`/api/user-associations/${selected.userId}`, {
        method: "PUT",
        json: { associatedUserIds: picked },
      });
      await mutate();
      setEditing(false);
      toast.success("Direct reports updated");
    } catch (error) {
      toast.error("Error", {
        description: error instanceof ApiError ? error.message : "Something went wrong, please try again later",
      });
    } finally {
      setSaving(false);
    }
  };

  const reports = employees.filter((e) => selected?.associatedUserIds.includes(e.userId));
  const openEditor = () => {
    setPicked(selected?.associatedUserIds ?? []);
    setEditing(true);
  };

  return (
    <div className="grid gap-4 md:grid-cols-[260px_1fr]" data-testid="permissions-panel">
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
          <Card title={`Permissions of ${selected.name}`}>
            <div className="divide-y divide-slate-100">
              {TOGGLES.map((t) => {
                const on = Boolean(selected[t.key]);
                const onlySuper = t.scope === "super-manager" && on && superCount <= 1;
                return (
                  <div key={t.scope}>
                    <Switch
                      label={t.label}
                      checked={on}
                      disabled={onlySuper}
                      busy={busy === t.scope}
                      onChange={(v) => toggle(t.scope, v)}
                    />
                    {onlySuper ? (
                      <p className="pb-2 text-xs text-slate-600">
                        The only super manager of a company keeps this permission.
                      </p>
                    ) : null}
                  </div>
                );
              })}
            </div>
          </Card>
          <Card
            title={`Direct reports (${reports.length})`}
            actions={
              reports.length ? (
                <Button variant="secondary" onClick={openEditor}>
                  Edit
                </Button>
              ) : undefined
            }
          >
            {reports.length ? (
              <ul className="list-disc space-y-1 pl-5 text-sm" aria-label="Direct reports">
                {reports.map((r) => (
                  <li key={r.userId}>
                    {r.name}
                    {r.jobTitle ? <span className="text-slate-600"> · {r.jobTitle}</span> : null}
                  </li>
                ))}
              </ul>
            ) : (
              <EmptyState
                title="No direct reports yet"
                action={<Button onClick={openEditor}>Add direct reports</Button>}
              />
            )}
          </Card>
          <ConfirmDialog
            open={editing}
            onOpenChange={setEditing}
            title="Direct reports"
            description={`Choose the employees who report to ${selected.name}.`}
            confirmLabel="Save"
            onConfirm={saveReports}
            busy={saving}
          >
            {employees.length === 0 ? (
              <Banner title="This company has no employees with an account yet." />
            ) : (
              <fieldset className="max-h-80 space-y-2 overflow-y-auto">
                <legend className="sr-only">Employees</legend>
                {employees.map((e) => (
                  <label key={e.userId} className="flex items-center gap-2 text-sm">
                    <input
                      type="checkbox"
                      className="h-4 w-4 accent-indigo-600"
                      checked={picked.includes(e.userId)}
                      onChange={(ev) =>
                        setPicked((p) => (ev.target.checked ? [...p, e.userId] : p.filter((id) => id !== e.userId)))
                      }
                    />
                    {e.name}
                  </label>
                ))}
              </fieldset>
            )}
          </ConfirmDialog>
        </div>
      ) : null}
    </div>
  );
}
