"use client";

// One level of the chain editor: who approves (a named manager picked from the company's), the kind's threshold
// (an amount for expenses, working days for time off) and its place in the chain. A fieldset per level, so each
// control's name says which level it belongs to.
import { useWatch, type UseFormReturn } from "react-hook-form";
import { APPROVER_KINDS } from "@/lib/approval-chains/levels";
import type { ApprovalPolicyForm, ApprovalPolicyFormInput, ApprovalSettingsDto } from "@/lib/approval-chains/schema";
import { Button } from "@/components/ui/button";
import { SelectField, TextField } from "@/components/ui/field";

const WHO = {
  DIRECT_MANAGER: "The employee's direct manager (the company's admins when none)",
  NAMED_MANAGER: "A named manager",
  COMPANY_ADMIN: "Any company admin",
} as const;
const WHO_OPTIONS = APPROVER_KINDS.map((k) => ({ value: k, label: WHO[k] }));

export function LevelFields({
  form,
  index,
  count,
  threshold,
  managers,
  onMove,
  onRemove,
}: {
  form: UseFormReturn<ApprovalPolicyFormInput, unknown, ApprovalPolicyForm>;
  index: number;
  count: number;
  threshold: "minAmount" | "minDays" | null;
  managers: ApprovalSettingsDto["managers"];
  onMove: (to: number) => void;
  onRemove: () => void;
}) {
  const { register, control } = form;
  const kind = useWatch({ control, name: `levels.${index}.approverKind` });
  const errors = form.formState.errors.levels?.[index];
  const level = `level ${index + 1}`;
  return (
    <fieldset className="space-y-3 rounded-md border border-slate-200 p-3" data-testid="chain-level">
      <legend className="px-1 text-sm font-medium text-slate-900">Level {index + 1}</legend>
      <div className="grid grid-cols-1 gap-3 sm:grid-cols-2">
        <SelectField
          label="Who approves"
          options={WHO_OPTIONS}
          error={errors?.approverKind?.message}
          {...register(`levels.${index}.approverKind`)}
        />
        {kind === "NAMED_MANAGER" ? (
          <SelectField
            label="Manager"
            placeholder="Choose a manager"
            options={managers.map((m) => ({ value: m.userId, label: m.isAdmin ? `${m.name} (admin)` : m.name }))}
            error={errors?.approverUserId?.message}
            {...register(`levels.${index}.approverUserId`)}
          />
        ) : null}
        {threshold === "minAmount" ? (
          <TextField
            label="Only from this amount"
            inputMode="decimal"
            hint="In the expense's currency. Empty: every expense."
            error={errors?.minAmount?.message}
            {...register(`levels.${index}.minAmount`)}
          />
        ) : null}
        {threshold === "minDays" ? (
          <TextField
            label="Only from this many working days"
            inputMode="numeric"
            hint="Empty: all time off."
            error={errors?.minDays?.message}
            {...register(`levels.${index}.minDays`)}
          />
        ) : null}
      </div>
      <div className="flex flex-wrap gap-2">
        <Button
          variant="ghost"
          aria-label={`Move ${level} up`}
          aria-disabled={index === 0}
          className="aria-disabled:cursor-not-allowed aria-disabled:opacity-50"
          onClick={() => index > 0 && onMove(index - 1)}
        >
          Move up
        </Button>
        <Button
          variant="ghost"
          aria-label={`Move ${level} down`}
          aria-disabled={index === count - 1}
          className="aria-disabled:cursor-not-allowed aria-disabled:opacity-50"
          onClick={() => index < count - 1 && onMove(index + 1)}
        >
          Move down
        </Button>
        <Button variant="ghost" aria-label={`Remove ${level}`} onClick={onRemove}>
          Remove level
        </Button>
      </div>
    </fieldset>
  );
}
