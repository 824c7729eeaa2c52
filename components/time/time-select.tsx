"use client";

import { TIME_OPTIONS } from "@/lib/timesheets/rows";

/** A compact 15-minute time picker for grid cells (spec 2 section 9); `optional` adds an empty choice. */
export function TimeSelect({
  label,
  value,
  onChange,
  disabled,
  optional,
}: {
  label: string;
  value: string | null;
  onChange: (value: string | null) => void;
  disabled?: boolean;
  optional?: boolean;
}) {
  return (
    <select
      aria-label={label}
      className="rounded border border-slate-300 px-1 py-0.5 text-sm disabled:bg-slate-100"
      value={value ?? ""}
      disabled={disabled}
      onChange={(e) => onChange(e.target.value || null)}
    >
      {optional ? <option value="">—</option> : null}
      {TIME_OPTIONS.map((t) => (
        <option key={t} value={t}>
          {t}
        </option>
      ))}
    </select>
  );
}
