"use client";

// The employee edit form's Employer card: provider and legal entity, with the next payroll cutoff date for the
// chosen pair (spec 1 and 2 section 7), so whoever changes the employer sees which payroll month it lands in.
import { useWatch, type Control, type UseFormRegister } from "react-hook-form";
import { SelectField } from "@/components/ui/field";
import { Card } from "@/components/ui/misc";
import { NextCutoffDate } from "@/components/payroll/next-cutoff-date";
import type { Choice, TEmployeeEditInput } from "./edit-form";

export function EmployerCard({
  control,
  register,
  countryCode,
  employers,
  legalEntities,
  errorOf,
}: {
  control: Control<TEmployeeEditInput>;
  register: UseFormRegister<TEmployeeEditInput>;
  countryCode: string | null;
  employers: Choice[];
  legalEntities: Choice[];
  errorOf: (field: "lspId" | "legalEntityId") => string | undefined;
}) {
  const lspId = useWatch({ control, name: "lspId" }) as string | null | undefined;
  const legalEntityId = useWatch({ control, name: "legalEntityId" }) as string | null | undefined;
  return (
    <Card title="Employer">
      <div className="grid grid-cols-1 gap-4 sm:grid-cols-2" id="lspId">
        <SelectField
          label="Employer (local service provider)"
          placeholder="No employer"
          options={employers}
          error={errorOf("lspId")}
          {...register("lspId")}
        />
        <SelectField
          label="Legal entity"
          placeholder="No legal entity"
          options={legalEntities}
          error={errorOf("legalEntityId")}
          {...register("legalEntityId")}
        />
      </div>
      {lspId ? (
        <div className="mt-3">
          <NextCutoffDate lspId={lspId} countryCode={countryCode} legalEntityId={legalEntityId || null} />
        </div>
      ) : null}
    </Card>
  );
}
