"use client";

// The status history drawer's content (spec 1 section 2 overlays): the onboarding-status and contract-status
// changes of the employee this viewer may see, newest first. Opened by StatusHistoryDrawer.
import { SideDrawer } from "@/components/ui/dialog";
import { Banner } from "@/components/ui/misc";
import { useStatusHistory } from "@/lib/swr/use-status-history";
import { formatDateTime } from "@/lib/dates";

const when = (iso: string) => formatDateTime(iso, { utc: true });

export function StatusHistoryPanel({
  employeeId,
  open,
  setOpen,
}: {
  employeeId: string;
  open: boolean;
  setOpen: (open: boolean) => void;
}) {
  const { data, error, isLoading } = useStatusHistory(employeeId, open);
  return (
    <SideDrawer open={open} onOpenChange={setOpen} title="Status history" description="Newest first.">
      {error ? <Banner tone="error" title="The status history could not be loaded." /> : null}
      {isLoading ? <p className="text-sm text-slate-700">Loading…</p> : null}
      {data && data.items.length === 0 ? <p className="text-sm text-slate-700">No status changes yet.</p> : null}
      {data && data.items.length > 0 ? (
        <ol className="space-y-3" aria-label="Status changes">
          {data.items.map((h) => (
            <li key={h.id} className="rounded-md border border-slate-200 p-3 text-sm">
              <p className="font-semibold text-slate-900">{h.subject}</p>
              <p className="text-slate-800">{h.from ? `${h.from} → ${h.to}` : h.to}</p>
              <p className="text-slate-600">
                <time dateTime={h.at}>{when(h.at)}</time>
                {h.by ? ` · ${h.by}` : ""}
              </p>
              {h.note ? <p className="mt-1 text-slate-700">{h.note}</p> : null}
            </li>
          ))}
        </ol>
      ) : null}
    </SideDrawer>
  );
}
