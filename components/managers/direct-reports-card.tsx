"use client";

// The direct reports of one manager, with the dialog that picks them (one PUT of the whole list).
import { useState } from "react";
import { apiFetch } from "@/lib/http/client";
import { Button } from "@/components/ui/button";
import { ConfirmDialog } from "@/components/ui/dialog";
import { Banner, Card, EmptyState } from "@/components/ui/misc";
import { useAction } from "@/components/ui/use-action";
import type { AssignableEmployee, PanelManager } from "@/components/managers/permissions-panel";

export function DirectReportsCard({
  selected,
  employees,
  onChanged,
}: {
  selected: PanelManager;
  employees: AssignableEmployee[];
  onChanged: () => Promise<unknown>;
}) {
  const [editing, setEditing] = useState(false);
  const [picked, setPicked] = useState<string[]>([]);
  const { busy: saving, run } = useAction({ refresh: onChanged, refreshServer: false });

  const saveReports = async () => {
    if (!selected) return;
    const saved = await run(
      async () => {
        await apiFetch(`/api/user-associations/${selected.userId}`, {
          method: "PUT",
          json: { associatedUserIds: picked },
        });
        return true;
      },
      { success: "Direct reports updated", failure: "Error" },
    );
    if (saved) setEditing(false);
  };

  const reports = employees.filter((e) => selected?.associatedUserIds.includes(e.userId));
  const openEditor = () => {
    setPicked(selected?.associatedUserIds ?? []);
    setEditing(true);
  };

  return (
    <>
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
          <EmptyState title="No direct reports yet" action={<Button onClick={openEditor}>Add direct reports</Button>} />
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
    </>
  );
}
