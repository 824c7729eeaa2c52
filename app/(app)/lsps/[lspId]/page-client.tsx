"use client";

// LSP detail (spec 3 section 2): tabs Employees, Details, Managers; header Edit LSP or Add Manager, Delete LSP
// (disabled with the reason while the LSP has connected entities).
import Link from "next/link";
import { useState } from "react";
import { useRouter } from "next/navigation";
import { toast } from "sonner";
import { apiFetch } from "@/lib/http/client";
import type { LspDetail, LspUserDto } from "@/lib/lsps/schema";
import { Button } from "@/components/ui/button";
import { ConfirmDialog } from "@/components/ui/dialog";
import { Card, DefinitionList, EmptyState, Pill } from "@/components/ui/misc";
import { HashTabs } from "@/components/ui/tabs";
import { formatDate } from "@/lib/dates";

type EmployeeRow = { id: string; name: string; country: string; companyName: string; onboardingStatus: string };

export function LspDetailClient(props: {
  lsp: LspDetail;
  /** null: the actor may not see the LSP's user accounts (admins only, spec 1 sections 6-7). */
  users: LspUserDto[] | null;
  employees: EmployeeRow[];
  /** 'Next cutoff date' per country the LSP pays in (spec 1 and 2 section 7). */
  nextCutoffs: { countryCode: string; countryName: string; nextCutoffDate: string }[];
  canEdit: boolean;
  canDelete: boolean;
  canManageUsers: boolean;
}) {
  const { lsp } = props;
  const router = useRouter();
  const [confirm, setConfirm] = useState(false);
  const [busy, setBusy] = useState(false);
  const remove = async () => {
    setBusy(true);
    try {
      await apiFetch(`/api/local-service-providers/${lsp.id}`, { method: "DELETE" });
      toast.success("LSP was successfully deleted.");
      router.push("/lsps");
    } catch {
      toast.error("Failed to delete LSP.");
    } finally {
      setBusy(false);
      setConfirm(false);
    }
  };

  const employees = props.employees.length ? (
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
        {props.employees.map((e) => (
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

  const managers = props.users?.length ? (
    <ul className="divide-y divide-slate-100 rounded-md bg-white">
      {props.users.map((u) => (
        <li key={u.userId} className="flex items-center justify-between p-3 text-sm">
          <Link href={`/lsps/${lsp.id}/users/${u.userId}`} className="text-indigo-700 underline">
            {u.name}
          </Link>
          <span className="text-slate-700">{u.email}</span>
        </li>
      ))}
    </ul>
  ) : (
    <EmptyState title="No Managers" />
  );

  return (
    <div className="space-y-4">
      <Link href="/lsps" className="text-sm text-indigo-700 underline">
        ← All LSPs
      </Link>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h1 className="text-2xl font-semibold text-slate-900">{lsp.name}</h1>
        <div className="flex flex-wrap items-center gap-2">
          {props.canEdit ? (
            <Link href={`/lsps/${lsp.id}/edit`} className="text-sm text-indigo-700 underline">
              Edit LSP
            </Link>
          ) : null}
          {props.canManageUsers ? (
            <Link href={`/lsps/${lsp.id}/user/add`} className="text-sm text-indigo-700 underline">
              Add Manager
            </Link>
          ) : null}
          {props.canDelete ? (
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
      {props.canDelete && lsp.deleteBlockedReason ? (
        <p id="delete-lsp-reason" className="text-sm text-slate-700">
          {lsp.deleteBlockedReason}
        </p>
      ) : null}
      <HashTabs
        label="LSP sections"
        fallback="employees"
        items={[
          { value: "employees", label: "Employees", content: employees },
          {
            value: "details",
            label: "Details",
            content: (
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
                        value: (
                          <Pill tone={lsp.isActive ? "success" : "neutral"}>
                            {lsp.isActive ? "Active" : "Inactive"}
                          </Pill>
                        ),
                      },
                      { label: "Contact e-mails", value: lsp.contactEmails.join(", ") || "-" },
                    ]}
                  />
                </Card>
                <Card title="Next cutoff dates">
                  {props.nextCutoffs.length ? (
                    <DefinitionList
                      items={props.nextCutoffs.map((c) => ({
                        label: c.countryName,
                        value: formatDate(c.nextCutoffDate),
                      }))}
                    />
                  ) : (
                    <p className="text-sm text-slate-700">No upcoming cutoff date.</p>
                  )}
                </Card>
              </div>
            ),
          },
          ...(props.users ? [{ value: "managers", label: "Managers", content: managers }] : []),
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
