"use client";

// A required radio question of the profile form (right to work, supplementary benefits).
import type { UseFormRegister } from "react-hook-form";
import type { Values } from "./profile-defaults";

export function Radio({
  name,
  options,
  register,
  error,
  legend,
}: {
  name: string;
  options: { value: string; label: string }[];
  register: UseFormRegister<Values>;
  error?: string;
  legend: string;
}) {
  return (
    <fieldset>
      <legend className="text-sm font-medium text-slate-800">
        {legend}
        <span className="text-red-700"> *</span>
      </legend>
      <div className="mt-1 flex flex-wrap gap-4">
        {options.map((o) => (
          <label key={o.value} className="flex items-center gap-1 text-sm">
            <input type="radio" value={o.value} {...register(name)} /> {o.label}
          </label>
        ))}
      </div>
      {error ? (
        <p role="alert" className="text-xs text-red-700">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
