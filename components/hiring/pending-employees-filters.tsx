"use client";

// The filter popup of the pending employees table: status checkboxes and country, Clear and Apply filters.
import { SOW_STATUSES, SOW_STATUS_LABELS, type SowStatusValue } from "@/lib/hiring/constants";
import { Button } from "@/components/ui/button";
import { Dialog } from "@/components/ui/dialog";
import { CheckboxField, SelectField } from "@/components/ui/field";
import type { SeatListView } from "@/lib/hiring/dto";

export type PendingFilters = { status: SowStatusValue[]; country: string };

export function PendingEmployeesFilters({
  open,
  onOpenChange,
  draft,
  setDraft,
  onApply,
  countries,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  draft: PendingFilters;
  setDraft: React.Dispatch<React.SetStateAction<PendingFilters>>;
  onApply: () => void;
  countries: SeatListView["countries"];
}) {
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title="Filters"
      footer={
        <>
          <Button variant="secondary" onClick={() => setDraft({ status: [], country: "" })}>
            Clear
          </Button>
          <Button onClick={onApply}>Apply filters</Button>
        </>
      }
    >
      <fieldset className="space-y-2">
        <legend className="text-sm font-medium text-slate-800">Status</legend>
        {SOW_STATUSES.map((s) => (
          <CheckboxField
            key={s}
            label={SOW_STATUS_LABELS[s]}
            checked={draft.status.includes(s)}
            onChange={(e) =>
              setDraft((d) => ({
                ...d,
                status: e.target.checked ? [...d.status, s] : d.status.filter((x) => x !== s),
              }))
            }
          />
        ))}
      </fieldset>
      <div className="mt-4">
        <SelectField
          label="Country"
          value={draft.country}
          onChange={(e) => setDraft((d) => ({ ...d, country: e.target.value }))}
          placeholder="All countries"
          options={countries.map((c) => ({ value: c.code, label: c.name }))}
        />
      </div>
    </Dialog>
  );
}
