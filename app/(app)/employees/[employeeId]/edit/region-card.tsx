"use client";

// The employee's region for public holidays: a state of their country (its public holidays replace the national
// list in their working days), or none for the national list.
import { SelectField } from "@/components/ui/field";
import { Card } from "@/components/ui/misc";
import type { Choice, EditCardProps } from "./edit-form";

export function RegionCard({ register, err, regions }: Omit<EditCardProps, "has"> & { regions: Choice[] }) {
  return (
    <Card title="Public holidays">
      <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
        <div id="region">
          <SelectField
            label="Region (for public holidays)"
            placeholder="None (national holidays)"
            options={regions}
            hint={regions.length ? undefined : "This country has no regional public holidays."}
            error={err("region")}
            {...register("region")}
          />
        </div>
      </div>
    </Card>
  );
}
