// The checklist cards shared by /employees/employee-checklist and /companies/{id}/employee-checklist.
import Link from "next/link";
import { formatDate } from "@/lib/dates";
import type { ChecklistRow } from "@/lib/employees/employee-checklist";
import { Card, EmptyState } from "@/components/ui/misc";

export function EmployeeChecklist({ rows }: { rows: ChecklistRow[] }) {
  if (rows.length === 0) return <EmptyState title="Nobody is onboarding right now" />;
  return (
    <div className="grid grid-cols-1 gap-4 lg:grid-cols-2">
      {rows.map((row) => (
        <Card key={row.id} title={<Link href={`/employees/${row.id}`}>{row.name}</Link>}>
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
                {item.done ? null : (
                  <Link href={item.href} className="font-medium text-indigo-700 hover:underline">
                    Complete<span className="sr-only"> {item.label}</span>
                  </Link>
                )}
              </li>
            ))}
          </ul>
        </Card>
      ))}
    </div>
  );
}
