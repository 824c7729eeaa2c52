"use client";

import { useMemo, useState } from "react";
import type { ColumnDef } from "@tanstack/react-table";
import { apiFetch } from "@/lib/http/client";
import type { IdentityProviderDto } from "@/lib/auth/sso/schema";
import { useIdentityProviders } from "@/lib/swr/use-identity-providers";
import { DataTable } from "@/components/ui/data-table";
import { Button } from "@/components/ui/button";
import { ConfirmDialog } from "@/components/ui/dialog";
import { Banner, EmptyState, Pill } from "@/components/ui/misc";
import { useAction } from "@/components/ui/use-action";
import { ProviderForm } from "./provider-form";

type Option = { value: string; label: string };

function columnsFor(onDelete: (row: IdentityProviderDto) => void): ColumnDef<IdentityProviderDto, unknown>[] {
  return [
    { id: "name", header: "Name", cell: ({ row }) => <span className="font-medium">{row.original.name}</span> },
    { id: "for", header: "Signs in", cell: ({ row }) => row.original.companyName ?? "OmniPlatform staff" },
    { id: "domains", header: "E-mail domains", cell: ({ row }) => row.original.emailDomains.join(", ") },
    { id: "issuer", header: "Issuer", cell: ({ row }) => <span className="break-all">{row.original.issuer}</span> },
    {
      id: "status",
      header: "Status",
      cell: ({ row }) => (
        <Pill tone={row.original.enabled ? "success" : "neutral"}>{row.original.enabled ? "Enabled" : "Disabled"}</Pill>
      ),
    },
    {
      id: "actions",
      header: "Actions",
      cell: ({ row }) => (
        <Button variant="secondary" onClick={() => onDelete(row.original)} aria-label={`Remove ${row.original.name}`}>
          Remove
        </Button>
      ),
    },
  ];
}

export function IdentityProvidersClient({ companies }: { companies: Option[] }) {
  const { data, error, mutate } = useIdentityProviders();
  const [toDelete, setToDelete] = useState<IdentityProviderDto | null>(null);
  const { busy, run } = useAction({ refresh: mutate, refreshServer: false });
  const columns = useMemo(() => columnsFor(setToDelete), []);
  const remove = () =>
    run(
      async () => {
        await apiFetch(`/api/back-office/identity-providers/${toDelete!.id}`, { method: "DELETE" });
        setToDelete(null);
      },
      { success: "Identity provider removed" },
    );
  return (
    <div className="space-y-4">
      {error ? <Banner tone="error" title="The identity providers could not be loaded." /> : null}
      <DataTable
        caption="Identity providers"
        columns={columns}
        rows={data?.data ?? []}
        getRowId={(p) => p.id}
        loading={!data && !error}
        emptyState={<EmptyState title="No identity providers yet" />}
      />
      <ProviderForm companies={companies} onCreated={mutate} />
      <ConfirmDialog
        open={!!toDelete}
        onOpenChange={(open) => (open ? null : setToDelete(null))}
        title={`Remove ${toDelete?.name ?? "this provider"}?`}
        description="Its users sign in with a password again (they may need to reset it)."
        confirmLabel="Remove"
        danger
        busy={busy}
        onConfirm={remove}
      />
    </div>
  );
}
