"use client";

// An on/off switch with its label, for the manager permission toggles.
import { useId } from "react";
import { cn } from "@/components/ui/cn";

export function Switch({
  checked,
  disabled,
  label,
  onChange,
  busy,
}: {
  checked: boolean;
  disabled?: boolean;
  label: string;
  onChange: (v: boolean) => void;
  busy?: boolean;
}) {
  const labelId = useId();
  return (
    <div className="flex items-center justify-between gap-4 py-2">
      <span className="text-sm text-slate-800" id={labelId}>
        {label}
      </span>
      <button
        type="button"
        role="switch"
        aria-checked={checked}
        aria-labelledby={labelId}
        aria-busy={busy || undefined}
        disabled={disabled || busy}
        onClick={() => onChange(!checked)}
        className={cn(
          "relative inline-flex h-6 w-11 shrink-0 items-center rounded-full transition-colors focus-visible:outline focus-visible:outline-2 focus-visible:outline-indigo-600 disabled:cursor-not-allowed disabled:opacity-50",
          checked ? "bg-indigo-600" : "bg-slate-300",
        )}
      >
        <span
          className={cn(
            "inline-block h-5 w-5 rounded-full bg-white shadow transition-transform",
            checked ? "translate-x-5" : "translate-x-0.5",
          )}
        />
      </button>
    </div>
  );
}
