"use client";

// A required radio question (Yes/No and the like) with its error under it.
import { YES_NO } from "@/lib/terminations/schema";
import { YES_NO_LABEL } from "@/lib/terminations/labels";

export const yesNo = YES_NO.map((v) => ({ value: v, label: YES_NO_LABEL[v] }));

export function Choice({
  legend,
  name,
  options,
  value,
  onChange,
  error,
}: {
  legend: string;
  name: string;
  options: { value: string; label: string }[];
  value: string | undefined;
  onChange: (value: string) => void;
  error?: string;
}) {
  const errorId = error ? `${name}-error` : undefined;
  return (
    <fieldset className="space-y-1" aria-describedby={errorId}>
      <legend className="text-sm font-medium text-slate-800">
        {legend}
        <span className="text-red-700"> *</span>
      </legend>
      <div className="flex flex-wrap gap-4">
        {options.map((o) => (
          <label key={o.value} className="flex items-center gap-2 text-sm text-slate-800">
            <input
              type="radio"
              name={name}
              value={o.value}
              checked={value === o.value}
              onChange={() => onChange(o.value)}
              className="accent-indigo-600"
            />
            {o.label}
          </label>
        ))}
      </div>
      {error ? (
        <p id={errorId} role="alert" className="text-xs text-red-700">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
