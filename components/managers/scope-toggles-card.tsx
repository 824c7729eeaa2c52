"use client";

// The permission toggles of one manager: each toggle is one PATCH; the server decides and the list is refetched.
import { useState } from "react";
import { apiFetch } from "@/lib/http/client";
import { Card } from "@/components/ui/misc";
import { useAction } from "@/components/ui/use-action";
import type { ScopeRoute } from "@/lib/account/managers/schema";
import type { PanelManager } from "@/components/managers/permissions-panel";
import { Switch } from "@/components/managers/scope-switch";

const TOGGLES: { scope: ScopeRoute; key: keyof PanelManager; label: string }[] = [
  { scope: "expenses-notifications", key: "hasExpensesScope", label: "Receive employee expense notifications" },
  { scope: "payroll", key: "hasPayrollScope", label: "Company-wide payroll data access" },
  { scope: "finance", key: "hasFinanceScope", label: "Company-wide financial data access" },
  { scope: "super-manager", key: "isSuperAdmin", label: "Super manager" },
];

export function ScopeTogglesCard({
  selected,
  superCount,
  onChanged,
}: {
  selected: PanelManager;
  superCount: number;
  onChanged: () => Promise<unknown>;
}) {
  const { busy, run } = useAction({ refresh: onChanged, refreshServer: false });
  // The switch whose PATCH is running.
  const [target, setTarget] = useState<ScopeRoute | null>(null);

  const toggle = async (scope: ScopeRoute, value: boolean) => {
    if (!selected) return;
    setTarget(scope);
    await run(
      () =>
        apiFetch(`/api/user-scopes/users/${selected.userId}/${scope}`, {
          method: "PATCH",
          json: { scopeStatus: value },
        }),
      { success: "Permissions updated", failure: "Error" },
    );
    setTarget(null);
  };

  return (
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
                busy={busy && target === t.scope}
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
  );
}
