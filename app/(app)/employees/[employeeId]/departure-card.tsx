// The employee's open termination request or resignation (lib/terminations/get-open-departure.ts), with its status,
// dates and a link to it, so a filed request stays in sight on the employee page.
import Link from "next/link";
import { formatDate } from "@/lib/dates";
import type { OpenDeparture } from "@/lib/terminations/get-open-departure";
import { DefinitionList, Pill } from "@/components/ui/misc";

export function DepartureCard({ departure }: { departure: OpenDeparture }) {
  const termination = departure.kind === "termination";
  const title = termination ? "Termination request" : "Resignation";
  const items = [
    { label: "Submitted", value: formatDate(departure.submittedAt.slice(0, 10)) },
    {
      label: termination ? "Preferred last working day" : "Last working day",
      value: departure.lastWorkingDay ? formatDate(departure.lastWorkingDay) : null,
    },
    ...(termination
      ? [
          {
            label: "Preferred last employment date",
            value: departure.lastEmploymentDate ? formatDate(departure.lastEmploymentDate) : null,
          },
        ]
      : []),
  ];
  return (
    <section
      aria-labelledby="departure-heading"
      className="rounded-lg border border-amber-200 bg-amber-50 p-5 shadow-sm"
      data-testid="open-departure"
    >
      <div className="mb-3 flex flex-wrap items-center justify-between gap-2">
        <div className="flex flex-wrap items-center gap-2">
          <h2 id="departure-heading" className="text-base font-semibold text-slate-900">
            {title}
          </h2>
          <Pill tone="warning">{departure.statusLabel}</Pill>
        </div>
        <Link
          href={departure.href}
          className="text-sm font-medium text-indigo-700 hover:underline focus-visible:outline focus-visible:outline-2 focus-visible:outline-indigo-600"
        >
          {termination ? "View termination request" : "View resignations"}
        </Link>
      </div>
      <DefinitionList items={items} />
    </section>
  );
}
