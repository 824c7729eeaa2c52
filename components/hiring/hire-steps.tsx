// The manager's hire flow in four steps (type -> details -> review -> checklist), shown over each step's page.
import { Check } from "lucide-react";
import { cn } from "@/components/ui/cn";

export const HIRE_STEPS = [
  { id: "type", label: "Type of hire" },
  { id: "details", label: "Employee details" },
  { id: "review", label: "Review order form" },
  { id: "checklist", label: "Profile checklist" },
] as const;

export type HireStep = (typeof HIRE_STEPS)[number]["id"];

/** The employee flow's steps by default; the contractor flow passes its own. */
export function HireSteps({
  current,
  steps = HIRE_STEPS,
}: {
  current: string;
  steps?: readonly { id: string; label: string }[];
}) {
  const at = steps.findIndex((s) => s.id === current);
  return (
    <nav aria-label="Hiring steps">
      <ol className="flex flex-wrap gap-x-6 gap-y-2 text-sm">
        {steps.map((step, i) => (
          <li
            key={step.id}
            aria-current={i === at ? "step" : undefined}
            className={cn(
              "flex items-center gap-2",
              i === at ? "font-semibold text-indigo-700" : i < at ? "text-slate-700" : "text-slate-600",
            )}
          >
            <span
              aria-hidden
              className={cn(
                "inline-flex h-6 w-6 items-center justify-center rounded-full border text-xs",
                i === at
                  ? "border-indigo-700 bg-indigo-700 text-white"
                  : i < at
                    ? "border-slate-500"
                    : "border-slate-400",
              )}
            >
              {i < at ? <Check className="h-3.5 w-3.5" /> : i + 1}
            </span>
            <span>
              <span className="sr-only">
                Step {i + 1} of {steps.length}
                {i < at ? ", done" : ""}:{" "}
              </span>
              {step.label}
            </span>
          </li>
        ))}
      </ol>
    </nav>
  );
}
