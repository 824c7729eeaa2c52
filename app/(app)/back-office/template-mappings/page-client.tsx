"use client";

// Template mapping table with the enable/disable toggle behind a confirmation dialog.
import { useState } from "react";
import { ConfirmDialog } from "@/components/ui/dialog";
import { Button } from "@/components/ui/button";
import { Banner } from "@/components/ui/misc";
import { apiFetch } from "@/lib/http/client";
import type { TemplateMappingDto } from "@/lib/template-mappings/dto";

export function TemplateMappingsClient({ initial }: { initial: TemplateMappingDto[] }) {
  const [rows, setRows] = useState(initial);
  const [target, setTarget] = useState<TemplateMappingDto | null>(null);
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<{ tone: "success" | "error"; text: string } | null>(null);
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
      <table className="w-full text-left text-sm">
        <thead className="border-b border-slate-300 text-slate-700">
          <tr>
            <th className="py-2">Country</th>
            <th>Client</th>
            <th>Template id</th>
            <th>Status</th>
            <th>Created</th>
            <th>
              <span className="sr-only">Actions</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map((r) => (
            <tr key={r.id} className="border-b border-slate-200">
              <td className="py-2">{r.countryCode}</td>
              <td>{r.companyName ?? "All clients"}</td>
              <td>{r.avvokaOriginalTemplateId}</td>
              <td>{r.disabled ? "Disabled" : "Enabled"}</td>
              <td>{new Date(r.createdAt).toLocaleDateString("en-GB")}</td>
              <td>
                <Button variant="secondary" onClick={() => setTarget(r)}>
                  {r.disabled ? "Enable" : "Disable"}
                </Button>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
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
