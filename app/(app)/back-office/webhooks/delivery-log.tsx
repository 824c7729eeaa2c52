"use client";

// One webhook endpoint's delivery log, newest first: status, response, the attempts (expandable), Replay.
import { useMemo } from "react";
import useSWR from "swr";
import type { ColumnDef } from "@tanstack/react-table";
import { toast } from "sonner";
import { apiFetch, swrFetcher } from "@/lib/http/client";
import { toastApiRefusal } from "@/components/ui/api-error";
import type { WebhookDeliveryDto, WebhookEndpointDto } from "@/lib/webhooks/schema";
import { Button } from "@/components/ui/button";
import { DataTable } from "@/components/ui/data-table";
import { Banner, Pill } from "@/components/ui/misc";
import { statusLabel } from "@/components/ui/status-label";
import { formatDateTime } from "@/lib/dates";

const STATUS_TONE = { PENDING: "warning", SUCCEEDED: "success", FAILED: "error" } as const;

const when = (iso: string | null) => (iso ? formatDateTime(iso) : "-");

const BASE_COLUMNS: ColumnDef<WebhookDeliveryDto, unknown>[] = [
  { id: "event", header: "Event", cell: ({ row }) => row.original.eventType },
  {
    id: "status",
    header: "Status",
    cell: ({ row }) => <Pill tone={STATUS_TONE[row.original.status]}>{statusLabel(row.original.status)}</Pill>,
  },
  {
    id: "response",
    header: "Response",
    cell: ({ row: { original: d } }) => (
      <span title={d.lastError ?? undefined}>{d.lastStatusCode ?? d.lastError ?? "-"}</span>
    ),
  },
  {
    id: "attempts",
    header: "Attempts",
    cell: ({ row: { original: d } }) =>
      d.attemptLog.length === 0 ? (
        d.attempts
      ) : (
        <details>
          <summary className="cursor-pointer">{d.attempts}</summary>
          <ol className="mt-1 space-y-1 text-xs text-slate-700" aria-label={`Attempts of ${d.eventType}`}>
            {d.attemptLog.map((a) => (
              <li key={`${a.number}-${a.at}`} data-testid="webhook-attempt">
                #{a.number} · {a.statusCode ?? "no response"} · {a.durationMs} ms
                {a.error ? ` · ${a.error}` : ""} · {when(a.at)}
              </li>
            ))}
          </ol>
        </details>
      ),
  },
  { id: "time", header: "Time", cell: ({ row }) => when(row.original.deliveredAt ?? row.original.createdAt) },
];

export function DeliveryLog({ endpoint }: { endpoint: WebhookEndpointDto }) {
  const { data, error, mutate } = useSWR<WebhookDeliveryDto[]>(`/api/webhooks/${endpoint.id}/deliveries`, swrFetcher);
  const { id, active } = endpoint;
  const columns = useMemo<ColumnDef<WebhookDeliveryDto, unknown>[]>(() => {
    const replay = async (delivery: WebhookDeliveryDto) => {
      try {
        await apiFetch(`/api/webhooks/${id}/deliveries/${delivery.id}/replay`, { method: "POST" });
        toast.success("Delivery queued again");
        await mutate();
      } catch (e) {
        toastApiRefusal(e);
      }
    };
    return [
      ...BASE_COLUMNS,
      {
        id: "actions",
        header: () => <span className="sr-only">Actions</span>,
        meta: { className: "text-right" },
        cell: ({ row }) => (
          <Button
            variant="secondary"
            disabled={!active}
            onClick={() => replay(row.original)}
            aria-label={`Replay ${row.original.eventType} delivery`}
          >
            Replay
          </Button>
        ),
      },
    ];
  }, [id, active, mutate]);
  if (error) return <Banner tone="error" title="Could not read the delivery log." />;
  if (!data) return <p className="mt-3 text-slate-600">Loading deliveries…</p>;
  if (data.length === 0) return <p className="mt-3 text-slate-600">No deliveries yet.</p>;
  return (
    <div className="mt-3">
      <DataTable
        caption={`Deliveries to ${endpoint.url}, newest first`}
        columns={columns}
        rows={data}
        getRowId={(d) => d.id}
      />
    </div>
  );
}
