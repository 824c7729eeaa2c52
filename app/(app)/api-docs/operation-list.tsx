"use client";
// The operations of /api-docs with a filter. Native <details> disclosures keep every operation reachable by
// keyboard and announced as expandable; the result count is a polite live region.
import { useId, useMemo, useState } from "react";
import type { ColumnDef } from "@tanstack/react-table";
import { DataTable } from "@/components/ui/data-table";

export type OperationView = {
  id: string;
  method: string;
  path: string;
  summary: string;
  description: string | null;
  permission: string;
  allowedForYou: boolean;
  parameters: { name: string; in: string; required: boolean; schema: string }[];
  body: string | null;
  /** The success answer; schema: its JSON Schema, when the route declares one. */
  response: { status: string; description: string; schema: string | null } | null;
};
export type OperationGroup = { tag: string; operations: OperationView[] };

const METHOD_STYLE: Record<string, string> = {
  GET: "bg-sky-100 text-sky-900",
  POST: "bg-emerald-100 text-emerald-900",
  PUT: "bg-amber-100 text-amber-900",
  PATCH: "bg-amber-100 text-amber-900",
  DELETE: "bg-rose-100 text-rose-900",
};

type Parameter = OperationView["parameters"][number];

const PARAMETER_COLUMNS: ColumnDef<Parameter, unknown>[] = [
  { id: "name", header: "Name", meta: { className: "font-mono" }, cell: ({ row }) => row.original.name },
  { id: "in", header: "In", cell: ({ row }) => row.original.in },
  { id: "required", header: "Required", cell: ({ row }) => (row.original.required ? "yes" : "no") },
  {
    id: "schema",
    header: "Schema",
    meta: { className: "font-mono text-xs break-all" },
    cell: ({ row }) => row.original.schema,
  },
];

export function OperationList({ groups }: { groups: OperationGroup[] }) {
  const [filter, setFilter] = useState("");
  const filterId = useId();
  const shown = useMemo(() => {
    const words = filter.toLowerCase().split(/\s+/).filter(Boolean);
    return groups
      .map((g) => ({
        ...g,
        operations: g.operations.filter((op) => {
          const text = `${op.method} ${op.path} ${op.summary} ${op.permission} ${g.tag}`.toLowerCase();
          return words.every((w) => text.includes(w));
        }),
      }))
      .filter((g) => g.operations.length > 0);
  }, [groups, filter]);
  const count = shown.reduce((n, g) => n + g.operations.length, 0);

  return (
    <div className="space-y-6">
      <div className="space-y-1">
        <label htmlFor={filterId} className="block text-sm font-medium text-slate-800">
          Filter operations
        </label>
        <input
          id={filterId}
          type="search"
          value={filter}
          onChange={(e) => setFilter(e.target.value)}
          placeholder="e.g. GET employees"
          className="w-full max-w-md rounded-md border border-slate-300 px-3 py-2 text-sm focus:outline-none focus-visible:ring-2 focus-visible:ring-indigo-600"
        />
        <p role="status" aria-live="polite" className="text-sm text-slate-600">
          {count} {count === 1 ? "operation" : "operations"}
        </p>
      </div>
      {shown.map((group) => (
        <section key={group.tag} aria-labelledby={`tag-${group.tag}`} className="space-y-2">
          <h2 id={`tag-${group.tag}`} className="text-lg font-semibold text-slate-900">
            {group.tag}
          </h2>
          <ul className="space-y-2">
            {group.operations.map((op) => (
              <li key={op.id}>
                <OperationItem op={op} />
              </li>
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
}

/** JSON the page sends compact (issue 28: about a third of the page's weight was indentation), indented to read. */
function pretty(text: string): string {
  const newline = text.indexOf("\n");
  const [head, json] = newline >= 0 ? [text.slice(0, newline + 1), text.slice(newline + 1)] : ["", text];
  try {
    return head + JSON.stringify(JSON.parse(json), null, 2);
  } catch {
    return text;
  }
}

// Issue 28 (page speed): an operation's details (its parameter table, request and response schemas) render once it
// is opened; rendering every one of them made the page about 1.7 MB of HTML and its server render the slowest.
function OperationItem({ op }: { op: OperationView }) {
  const [open, setOpen] = useState(false);
  return (
    <details className="rounded-md border border-slate-200 bg-white" onToggle={(e) => setOpen(e.currentTarget.open)}>
      <summary className="flex cursor-pointer flex-wrap items-center gap-2 px-3 py-2 focus:outline-none focus-visible:ring-2 focus-visible:ring-indigo-600">
        <span className={`rounded px-2 py-0.5 font-mono text-xs font-semibold ${METHOD_STYLE[op.method] ?? ""}`}>
          {op.method}
        </span>
        <code className="text-sm">{op.path}</code>
        <span className="text-sm text-slate-600">{op.summary}</span>
      </summary>
      {open ? (
        <div className="space-y-3 border-t border-slate-200 px-3 py-3 text-sm">
          {op.description && op.description !== op.summary ? <p>{op.description}</p> : null}
          <p>
            <span className="font-medium">Permission:</span> <code>{op.permission}</code>
            {op.allowedForYou ? "" : " (not granted to you)"}
          </p>
          {op.parameters.length ? (
            <DataTable
              caption={`Parameters of ${op.method} ${op.path}`}
              columns={PARAMETER_COLUMNS}
              rows={op.parameters}
              getRowId={(p) => `${p.in}-${p.name}`}
            />
          ) : (
            <p className="text-slate-600">No parameters.</p>
          )}
          {op.body ? (
            <div>
              <p className="font-medium">Request body</p>
              <pre className="mt-1 max-h-96 overflow-auto rounded bg-slate-50 p-2 text-xs" tabIndex={0}>
                {pretty(op.body)}
              </pre>
            </div>
          ) : null}
          {op.response ? (
            <div>
              <p className="font-medium">
                Response {op.response.status}
                {op.response.description ? (
                  <span className="font-normal text-slate-600"> — {op.response.description}</span>
                ) : null}
              </p>
              {op.response.schema ? (
                <pre
                  className="mt-1 max-h-96 overflow-auto rounded bg-slate-50 p-2 text-xs"
                  tabIndex={0}
                  aria-label={`Response schema of ${op.method} ${op.path}`}
                >
                  {pretty(op.response.schema)}
                </pre>
              ) : null}
            </div>
          ) : null}
        </div>
      ) : null}
    </details>
  );
}
