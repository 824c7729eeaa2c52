"use client";

// Admin list: additional roles, add-new call to action, delete with 'Delete admin user?' then 'Admin user deleted'.
// The server renders the first keyset page; "Load more" fetches the next ones after its nextPageKey.
import Link from "next/link";
import { useMemo, useState } from "react";
import type { ColumnDef } from "@tanstack/react-table";
import { apiFetch } from "@/lib/http/client";
import type { AdminUserDto } from "@/lib/account/admins/schema";
import { useAdminPagesAfter, type AdminPage } from "@/lib/swr/use-admins";
import { Button } from "@/components/ui/button";
import { DataTable } from "@/components/ui/data-table";
import { ConfirmDialog, Dialog } from "@/components/ui/dialog";
import { useAction } from "@/components/ui/use-action";
import { Banner, EmptyState, Pill } from "@/components/ui/misc";
import { invitationLabel } from "@/components/managers/managers-card";
import { roleLabel } from "@/lib/account/admins/role-label";

export type { AdminPage };

function adminColumns(selfId: string, onDelete: (admin: AdminUserDto) => void): ColumnDef<AdminUserDto, unknown>[] {
  return [
    {
      id: "name",
      header: "Name",
      cell: ({ row }) => <span className="text-indigo-700 underline">{row.original.name}</span>,
    },
    { id: "email", header: "Email", cell: ({ row }) => row.original.email },
    {
      id: "roles",
      header: "Additional roles",
      cell: ({ row }) => (
        <span className="flex flex-wrap gap-1">
          {row.original.roles
            .filter((r) => r.type !== "admin")
            .map((r) => (
              <Pill key={r.id}>{roleLabel(r.type)}</Pill>
            ))}
        </span>
      ),
    },
    { id: "invitation", header: "Invitation", cell: ({ row }) => invitationLabel(row.original.invitationStatus) },
    {
      id: "actions",
      header: () => <span className="sr-only">Actions</span>,
      meta: { className: "text-right" },
      cell: ({ row: { original: a } }) =>
        a.userId !== selfId ? (
          <Button variant="ghost" onClick={() => onDelete(a)} aria-label={`Delete ${a.name}`}>
            Delete
          </Button>
        ) : null,
    },
  ];
}

export function AdminsClient({ initial, selfId }: { initial: AdminPage; selfId: string }) {
  const { data, error, size, setSize, isValidating } = useAdminPagesAfter(initial.nextPageKey);
  const [removed, setRemoved] = useState<ReadonlySet<string>>(new Set());
  const admins = [initial, ...(data ?? [])].flatMap((page) => page.items).filter((a) => !removed.has(a.userId));
  const hasMore = Boolean((data?.length ? data[data.length - 1] : initial).nextPageKey);
  // size 0 until "Load more": the hook's mount-time validation fetches nothing and announces nothing.
  const loadingMore = size > 0 && isValidating;
  const [toDelete, setToDelete] = useState<AdminUserDto | null>(null);
  const { busy, run } = useAction({ refreshServer: false });
  const [deleted, setDeleted] = useState(false);
  const columns = useMemo(() => adminColumns(selfId, setToDelete), [selfId]);

  const remove = async () => {
    if (!toDelete) return;
    const ok = await run(
      async () => {
        await apiFetch(`/api/users/${toDelete.userId}`, { method: "DELETE" });
        return true;
      },
      { failure: (reason) => reason },
    );
    if (!ok) return;
    setRemoved((ids) => new Set(ids).add(toDelete.userId));
    setToDelete(null);
    setDeleted(true);
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
      <p className="text-sm text-slate-600" aria-live="polite">
        {loadingMore
          ? "Loading more admin users…"
          : `${admins.length}${hasMore ? "+" : ""} ${admins.length === 1 ? "admin user" : "admin users"}`}
      </p>
      {admins.length === 0 ? (
        <EmptyState title="No admin users" />
      ) : (
        <DataTable
          caption="Admin users"
          columns={columns}
          rows={admins}
          getRowId={(a) => a.userId}
          rowHref={(a) => `/admins/${a.userId}`}
          rowProps={() => ({ "data-testid": "admin-row" })}
        />
      )}
      {error ? <Banner tone="error" title="Cannot load more admin users" /> : null}
      {hasMore ? (
        <Button variant="secondary" loading={loadingMore} onClick={() => setSize(size + 1)}>
          Load more
        </Button>
      ) : null}
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
