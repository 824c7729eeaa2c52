"use client";

// The admins' dev mail viewer over GET /api/dev/outbox (newest first, filter by recipient).
import { Pager } from "@/components/ui/pager";
import { useState } from "react";
import { useOutbox } from "@/lib/swr/use-outbox";
import { formatDate } from "@/lib/dates";
import { TextField } from "@/components/ui/field";
import { Banner, EmptyState, Pill } from "@/components/ui/misc";

export function OutboxViewer() {
  const [to, setTo] = useState("");
  const [pageIndex, setPageIndex] = useState(0);
  const { data, error } = useOutbox(pageIndex, to);
  return (
    <div className="space-y-4">
      <div className="max-w-sm">
        <TextField
          label="Recipient"
          value={to}
          onChange={(e) => {
            setTo(e.target.value);
            setPageIndex(0);
          }}
        />
      </div>
      {error ? <Banner tone="error" title="Cannot load the outbox" /> : null}
      {data && data.items.length === 0 ? <EmptyState title="No messages" /> : null}
      <ul className="space-y-3" aria-label="Messages">
        {data?.items.map((m) => (
          <li key={m.id} className="rounded-lg border border-slate-200 bg-white p-4" data-testid="outbox-message">
            <div className="flex flex-wrap items-center justify-between gap-2">
              <p className="font-semibold text-slate-900">{m.subject}</p>
              <Pill tone={m.sentAt ? "success" : m.error ? "error" : "neutral"}>
                {m.sentAt ? "Sent" : m.error ? "Failed" : "Queued"}
              </Pill>
            </div>
            <p className="text-xs text-slate-600">
              To {m.to} · {formatDate(m.createdAt)}
            </p>
            <pre className="mt-2 whitespace-pre-wrap break-words text-sm text-slate-800">{m.text}</pre>
          </li>
        ))}
      </ul>
      {data && data.totalCount > data.pageSize ? (
        <Pager
          label="Outbox pages"
          pageIndex={pageIndex}
          pageCount={Math.ceil(data.totalCount / data.pageSize)}
          totalCount={data.totalCount}
          onPageIndexChange={setPageIndex}
        />
      ) : null}
    </div>
  );
}
