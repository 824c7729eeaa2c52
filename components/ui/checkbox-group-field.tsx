"use client";

// A multi-select as a labelled group of checkboxes (fieldset + legend): every option reachable by keyboard and
// announced with the group's name; no popover to open or lose focus in.
import { useId } from "react";

export function CheckboxGroupField<T extends string>({
  label,
  options,
  value,
  onChange,
  className,
}: {
  label: string;
  options: readonly { value: T; label: string }[];
  value: readonly T[];
  onChange: (next: T[]) => void;
  className?: string;
}) {
  const id = useId();
  const toggle = (option: T) =>
    onChange(value.includes(option) ? value.filter((v) => v !== option) : [...value, option]);
  return (
    <fieldset className={className}>
      <legend className="mb-1 text-sm font-medium text-slate-800">{label}</legend>
      <div className="flex flex-wrap gap-x-4 gap-y-1">
        {options.map((o) => (
          <label key={o.value} htmlFor={`${id}-${o.value}`} className="inline-flex min-h-8 items-center gap-2 text-sm">
            <input
              id={`${id}-${o.value}`}
              type="checkbox"
              className="h-4 w-4 accent-indigo-600"
              checked={value.includes(o.value)}
              onChange={() => toggle(o.value)}
            />
            {o.label}
          </label>
        ))}
      </div>
      <p className="sr-only" aria-live="polite">
        {value.length === 0 ? `All ${label.toLowerCase()} shown` : `${label}: ${value.length} chosen`}
      </p>
    </fieldset>
  );
}
