"use client";

// LSP detail (spec 3 section 2): tabs Employees, Details, Managers; header Edit LSP or Add Manager, Delete LSP
// (disabled with the reason while the LSP has connected entities).
import Link from "next/link";
import { useState } from "react";
import { useRouter } from "next/navigation";
import { apiFetch } from "@/lib/http/client";
import type { LspDetail, LspUserDto } from "@/lib/lsps/schema";
import type { AllowedLspActions } from "@/lib/lsps/lsp-actions";
import { Button } from "@/components/ui/button";
import { ConfirmDialog } from "@/components/ui/dialog";
import { HashTabs } from "@/components/ui/tabs";
import { useAction } from "@/components/ui/use-action";
import { LspDetails, LspEmployees, LspManagers, type EmployeeRow, type NextCutoff } from "./lsp-detail-sections";

export function LspDetailClient(props: {
  lsp: LspDetail;
  /** null: the actor may not see the LSP's user accounts (admins only, spec 1 sections 6-7). */
  users: LspUserDto[] | null;
  employees: EmployeeRow[];
  /** 'Next cutoff date' per country the LSP pays in (spec 1 and 2 section 7). */
  nextCutoffs: NextCutoff[];
  actions: AllowedLspActions;
  /** The LSP list, null when the actor may not open it (an LSP user sees their own provider only). */
  allLspsHref: string | null;
}) {
  const { lsp, actions } = props;
  const router = useRouter();
  const [confirm, setConfirm] = useState(false);
  const { busy, run } = useAction({ refreshServer: false });
  const remove = async () => {
    const ok = await run(
      async () => {
        await apiFetch(`/api/local-service-providers/${lsp.id}`, { method: "DELETE" });
        return true;
      },
      { success: "LSP was successfully deleted.", failure: () => "Failed to delete LSP." },
    );
    if (ok) router.push(props.allLspsHref ?? "/");
    setConfirm(false);
  };

  return (
    <div className="space-y-4">
      {props.allLspsHref ? (
        <Link href={props.allLspsHref} className="text-sm text-indigo-700 underline">
          ← All LSPs
        </Link>
      ) : null}
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h1 className="text-2xl font-semibold text-slate-900">{lsp.name}</h1>
        <div className="flex flex-wrap items-center gap-2">
          {actions.edit ? (
            <Link href={`/lsps/${lsp.id}/edit`} className="text-sm text-indigo-700 underline">
              Edit LSP
            </Link>
          ) : null}
          {actions.manageUsers ? (
            <Link href={`/lsps/${lsp.id}/user/add`} className="text-sm text-indigo-700 underline">
              Add Manager
            </Link>
          ) : null}
          {actions.delete ? (
            <Button
              variant="danger"
              disabled={!lsp.canDelete}
              aria-describedby={lsp.deleteBlockedReason ? "delete-lsp-reason" : undefined}
              onClick={() => setConfirm(true)}
            >
              Delete LSP
            </Button>
          ) : null}
        </div>
      </div>
      {actions.delete && lsp.deleteBlockedReason ? (
        <p id="delete-lsp-reason" className="text-sm text-slate-700">
          {lsp.deleteBlockedReason}
        </p>
      ) : null}
      <HashTabs
        label="LSP sections"
        fallback="employees"
        items={[
          { value: "employees", label: "Employees", content: <LspEmployees employees={props.employees} /> },
          {
            value: "details",
            label: "Details",
            content: <LspDetails lsp={lsp} nextCutoffs={props.nextCutoffs} />,
          },
          ...(props.users
            ? [{ value: "managers", label: "Managers", content: <LspManagers lspId={lsp.id} users={props.users} /> }]
            : []),
        ]}
      />
      <ConfirmDialog
        open={confirm}
        onOpenChange={setConfirm}
        title="Delete LSP?"
        description={`${lsp.name} will be deleted.`}
        confirmLabel="Delete"
        onConfirm={remove}
        busy={busy}
        danger
      />
    </div>
  );
}
