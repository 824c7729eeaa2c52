"use client";

// Data export (spec 1 section 2): 'Generate Link' starts the background ZIP; a spinner until it is ready, then
// the expiring link with Copy and Download.
import { useEffect, useState } from "react";
import { toast } from "sonner";
import { apiFetch, failureMessage } from "@/lib/http/client";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/misc";

type ExportStatus = { id: string; status: "PENDING" | "READY" | "FAILED"; url: string | null; error: string | null };

export function DataExportWidget({ employeeId, title = "Data export" }: { employeeId: string; title?: string }) {
  const [exportId, setExportId] = useState<string | null>(null);
  const [status, setStatus] = useState<ExportStatus | null>(null);
  const [starting, setStarting] = useState(false);

  useEffect(() => {
    if (!exportId || status?.status === "READY" || status?.status === "FAILED") return;
    const timer = setInterval(async () => {
      try {
        setStatus(await apiFetch<ExportStatus>(`/api/employees/${employeeId}/data-export/${exportId}`));
      } catch {
        /* keep polling */
      }
    }, 2000);
    return () => clearInterval(timer);
  }, [employeeId, exportId, status?.status]);

  async function start() {
    setStarting(true);
    setStatus(null);
    try {
      const created = await apiFetch<{ id: string }>(`/api/employees/${employeeId}/data-export`, {
        method: "POST",
        json: {},
      });
      setExportId(created.id);
    } catch (error) {
      toast.error(failureMessage(error, "Could not start the export"));
    } finally {
      setStarting(false);
    }
  }

  const link = status?.url ? new URL(status.url, window.location.origin).toString() : null;
  const busy = starting || (exportId !== null && !status?.url && status?.status !== "FAILED");
  return (
    <Card title={title}>
      <div className="space-y-3 text-sm">
        <p className="text-slate-700">
          A ZIP of the employee&apos;s record and documents, behind a link valid for one hour.
        </p>
        <Button onClick={start} loading={busy} disabled={busy}>
          Generate Link
        </Button>
        {busy ? <p aria-live="polite">Preparing the export…</p> : null}
        {status?.status === "FAILED" ? <p className="text-red-700">The export failed: {status.error}</p> : null}
        {link ? (
          <div className="flex flex-wrap items-center gap-2">
            <label className="sr-only" htmlFor="data-export-link">
              Export link
            </label>
            <input id="data-export-link" readOnly value={link} className="min-w-0 flex-1 rounded border px-2 py-1" />
            <Button
              variant="secondary"
              onClick={() => navigator.clipboard.writeText(link).then(() => toast.success("Link copied"))}
            >
              Copy
            </Button>
            <a href={link} className="rounded-md border px-3 py-1.5 font-medium text-indigo-700 hover:bg-slate-50">
              Download
            </a>
          </div>
        ) : null}
      </div>
    </Card>
  );
}
