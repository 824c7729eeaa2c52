"use client";

// The popup of the header search: a listbox of results grouped by kind (role=group, named by its heading) and
// a polite status line (searching, no results) that screen readers announce. Clicking an option chooses it
// without blurring the input first.
import { cn } from "@/components/ui/cn";
import type { SearchOption } from "@/components/layout/global-search";

type Props = {
  id: string;
  open: boolean;
  options: SearchOption[];
  active: number;
  status: string | null;
  onChoose: (option: SearchOption) => void;
  onHover: (index: number) => void;
};

export function GlobalSearchOptions({ id, open, options, active, status, onChoose, onHover }: Props) {
  const kinds = [...new Set(options.map((o) => o.kind))];
  return (
    <div
      className={cn(
        "absolute right-0 z-40 mt-1 w-full min-w-64 max-w-[calc(100vw-2rem)] rounded-md border border-slate-200 bg-white shadow-lg",
        !open && "hidden",
      )}
    >
      {options.length ? (
        <div id={id} role="listbox" aria-label="Search results" className="max-h-96 overflow-y-auto py-1">
          {kinds.map((kind) => {
            const inKind = options.filter((o) => o.kind === kind);
            const headingId = `${id}-${kind}`;
            return (
              <div key={kind} role="group" aria-labelledby={headingId}>
                <div
                  id={headingId}
                  role="presentation"
                  className="px-3 pt-2 text-xs font-semibold uppercase tracking-wide text-slate-600"
                >
                  {inKind[0].kindLabel}
                </div>
                {inKind.map((option) => {
                  const index = options.indexOf(option);
                  return (
                    <div
                      key={option.optionId}
                      id={option.optionId}
                      role="option"
                      aria-selected={index === active}
                      onMouseDown={(event) => event.preventDefault()}
                      onClick={() => onChoose(option)}
                      onMouseEnter={() => onHover(index)}
                      className={cn(
                        "cursor-pointer px-3 py-2 text-sm",
                        index === active ? "bg-indigo-50 text-indigo-900" : "text-slate-800",
                      )}
                    >
                      <span className="block font-medium">{option.label}</span>
                      {option.detail ? <span className="block text-xs text-slate-600">{option.detail}</span> : null}
                    </div>
                  );
                })}
              </div>
            );
          })}
        </div>
      ) : null}
      <p role="status" aria-live="polite" className={cn("px-3 py-2 text-sm text-slate-600", !status && "sr-only")}>
        {status ?? `${options.length} results`}
      </p>
    </div>
  );
}
