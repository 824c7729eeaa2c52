"use client";

// Template mapping table with the enable/disable toggle behind a confirmation dialog.
import { useMemo, useState } from "react";
import type { ColumnDef } from "@tanstack/react-table";
import { ConfirmDialog } from "@/components/ui/dialog";
import { Button } from "@/components/ui/button";
import { DataTable } from "@/components/ui/data-table";
import { Banner } from "@/components/ui/misc";
import { apiFetch } from "@/lib/http/client";
import { formatDate } from "@/lib/dates";
import { countryName } from "@/lib/display";
import type { TemplateMappingDto } from "@/lib/contracts/template-mappings/dto";

function mappingColumns(onToggle: (row: TemplateMappingDto) => void): ColumnDef<TemplateMappingDto, unknown>[] {
  return [
    { id: "country", header: "Country", cell: ({ row }) => countryName(row.original.countryCode) },
    { id: "client", header: "Client", cell: ({ row }) => row.original.companyName ?? "All clients" },
    { id: "templateId", header: "Template id", cell: ({ row }) => row.original.avvokaOriginalTemplateId },
    { id: "status", header: "Status", cell: ({ row }) => (row.original.disabled ? "Disabled" : "Enabled") },
    {
      id: "created",
      header: "Created",
      cell: ({ row }) => formatDate(row.original.createdAt),
    },
    {
      id: "actions",
      header: () => <span className="sr-only">Actions</span>,
      cell: ({ row }) => (
        <Button variant="secondary" onClick={() => onToggle(row.original)}>
          {row.original.disabled ? "Enable" : "Disable"}
        </Button>
      ),
    },
  ];
}

export function TemplateMappingsClient({ initial }: { initial: TemplateMappingDto[] }) {
  const [rows, setRows] = useState(initial);
  const [target, setTarget] = useState<TemplateMappingDto | null>(null);
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<{ tone: "success" | "error"; text: string } | null>(null);
  const columns = useMemo(() => mappingColumns(setTarget), []);
  async function toggle() {
    if (!target) return;
    setBusy(true);
    try {
      const updated = await apiFetch<TemplateMappingDto>(`/api/contracts/template-mappings/${target.id}`, {
        method: "PATCH",
        json: { disabled: !target.disabled },
      });
      setRows((prev) => prev.map((r) => (r.id === updated.id ? updated : r)));
      setMessage({ tone: "success", text: `Mapping ${updated.disabled ? "disabled" : "enabled"}.` });
    } catch (e) {
      setMessage({
        tone: "error",
        text: `Something went wrong during the mapping update/creation: ${e instanceof Error ? e.message : String(e)}`,
      });
    } finally {
      setBusy(false);
      setTarget(null);
    }
  }
  return (
    <div className="space-y-3">
      {message ? <Banner tone={message.tone} title={message.text} /> : null}
      <DataTable caption="Template mappings" columns={columns} rows={rows} getRowId={(r) => r.id} />
      <ConfirmDialog
        open={!!target}
        onOpenChange={(open) => !open && setTarget(null)}
        title={target?.disabled ? "Enable template mapping" : "Disable template mapping"}
        description={`${target?.countryCode ?? ""} ${target?.companyName ?? "all clients"}: template ${target?.avvokaOriginalTemplateId ?? ""}`}
        confirmLabel={target?.disabled ? "Enable" : "Disable"}
        busy={busy}
        onConfirm={toggle}
      />
    </div>
  );
}
