// The checklist cards shared by /employees/employee-checklist and /companies/{id}/employee-checklist. Links only
// where the loader gives an href (the pages the actor may open); an open step without one names who completes it.
import Link from "next/link";
import { formatDate } from "@/lib/dates";
import type { ChecklistRow } from "@/lib/onboarding/employee-checklist";
import { Card, EmptyState } from "@/components/ui/misc";

export function EmployeeChecklist({ rows }: { rows: ChecklistRow[] }) {
  if (rows.length === 0) return <EmptyState title="Nobody is onboarding right now" />;
  return (
    <div className="grid grid-cols-1 gap-4 lg:grid-cols-2">
      {rows.map((row) => (
        <Card key={row.id} title={row.href ? <Link href={row.href}>{row.name}</Link> : row.name}>
          <p className="text-sm text-slate-700">
            Start {row.startDate ? formatDate(row.startDate.toISOString().slice(0, 10)) : "not set"} · Onboarding{" "}
            {row.percent}%{row.currentStage ? ` · ${row.currentStage}` : ""}
          </p>
          <ul className="mt-3 space-y-1 text-sm">
            {row.items.map((item) => (
              <li key={item.label} className="flex items-center justify-between gap-2">
                <span>
                  <span aria-hidden="true">{item.done ? "✓" : "○"}</span> {item.label}
                  <span className="sr-only">{item.done ? " (done)" : " (to do)"}</span>
                </span>
                {item.done ? null : item.href ? (
                  <Link href={item.href} className="font-medium text-indigo-700 hover:underline">
                    Complete<span className="sr-only"> {item.label}</span>
                  </Link>
                ) : item.hint ? (
                  <span className="text-right text-xs text-slate-600">{item.hint}</span>
                ) : null}
              </li>
            ))}
          </ul>
        </Card>
      ))}
    </div>
  );
}
