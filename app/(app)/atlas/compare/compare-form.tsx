"use client";

// Which countries to compare: up to `max` pickers, sent as ?countries= (a plain GET form: works without scripts).
import { SelectField } from "@/components/ui/field";
import { Button } from "@/components/ui/button";

export function CompareForm({
  countries,
  chosen,
  max,
}: {
  countries: { value: string; label: string }[];
  chosen: string[];
  max: number;
}) {
  return (
    <form
      method="get"
      action="/atlas/compare"
      className="flex flex-wrap items-end gap-3"
      aria-label="Countries to compare"
    >
      {Array.from({ length: max }, (_, i) => (
        <div key={i} className="w-full sm:w-56">
          <SelectField
            label={`Country ${i + 1}`}
            name="countries"
            defaultValue={chosen[i] ?? ""}
            placeholder="None"
            options={countries}
          />
        </div>
      ))}
      <Button type="submit">Compare</Button>
    </form>
  );
}
