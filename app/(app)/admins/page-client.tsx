"use client";

// Admin list: additional roles, add-new call to action, delete with 'Delete admin user?' then 'Admin user deleted'.
import Link from "next/link";
import { useState } from "react";
import { toast } from "sonner";
import { apiFetch, ApiError } from "@/lib/http/client";
import type { AdminUserDto } from "@/lib/admins/schema";
import { Button } from "@/components/ui/button";
import { ConfirmDialog, Dialog } from "@/components/ui/dialog";
import { EmptyState, Pill } from "@/components/ui/misc";

export function AdminsClient({ initial, selfId }: { initial: AdminUserDto[]; selfId: string }) {
  const [admins, setAdmins] = useState(initial);
  const [toDelete, setToDelete] = useState<AdminUserDto | null>(null);
  const [busy, setBusy] = useState(false);
  const [deleted, setDeleted] = useState(false);

  const remove = async () => {
    if (!toDelete) return;
    setBusy(true);
    try {
      await apiFetch(`/api/users/${toDelete.userId}`, { method: "DELETE" });
      setAdmins((list) => list.filter((a) => a.userId !== toDelete.userId));
      setToDelete(null);
      setDeleted(true);
    } catch (error) {
      toast.error(error instanceof ApiError ? error.message : "Something went wrong, please try again later");
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h1 className="text-2xl font-semibold text-slate-900">Admin users</h1>
        <Link
          href="/admins/add-admin"
          className="rounded-md bg-indigo-600 px-4 py-2 text-sm font-medium text-white hover:bg-indigo-700"
        >
          Add new admin
        </Link>
      </div>
      {admins.length === 0 ? (
        <EmptyState title="No admin users" />
      ) : (
        <table className="w-full border-collapse bg-white text-sm">
          <thead>
            <tr className="border-b border-slate-200 text-left text-slate-700">
              <th scope="col" className="p-2">
                Name
              </th>
              <th scope="col" className="p-2">
                Email
              </th>
              <th scope="col" className="p-2">
                Additional roles
              </th>
              <th scope="col" className="p-2">
                Invitation
              </th>
              <th scope="col" className="p-2">
                <span className="sr-only">Actions</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {admins.map((a) => (
              <tr key={a.userId} className="border-b border-slate-100" data-testid="admin-row">
                <td className="p-2">
                  <Link href={`/admins/${a.userId}`} className="text-indigo-700 underline">
                    {a.name}
                  </Link>
                </td>
                <td className="p-2">{a.email}</td>
                <td className="p-2">
                  <span className="flex flex-wrap gap-1">
                    {a.roles
                      .filter((r) => r.type !== "admin")
                      .map((r) => (
                        <Pill key={r.id}>{r.type}</Pill>
                      ))}
                  </span>
                </td>
                <td className="p-2">{a.invitationStatus ?? "-"}</td>
                <td className="p-2 text-right">
                  {a.userId !== selfId ? (
                    <Button variant="ghost" onClick={() => setToDelete(a)} aria-label={`Delete ${a.name}`}>
                      Delete
                    </Button>
                  ) : null}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      <ConfirmDialog
        open={!!toDelete}
        onOpenChange={(open) => !open && setToDelete(null)}
        title="Delete admin user?"
        description={toDelete ? `${toDelete.name} will no longer be able to sign in.` : undefined}
        confirmLabel="DELETE"
        onConfirm={remove}
        busy={busy}
        danger
      />
      <Dialog open={deleted} onOpenChange={setDeleted} title="Admin user deleted">
        <Button onClick={() => setDeleted(false)}>OK</Button>
      </Dialog>
    </div>
  );
}
