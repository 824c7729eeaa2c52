"use client";

// The request's first card: country, desired start date, names and purchase order number, with the client's
// note when the start date leaves under two weeks for the employee's documentation. A client also types the salary
// here (optional): the cost estimate beside the form reads it and the request keeps it.
import type { UseFormRegister } from "react-hook-form";
import { SelectField, TextField } from "@/components/ui/field";
import { Card } from "@/components/ui/misc";
import type { CountryWithFacts, ErrorOf, Values } from "./add-seat-values";

export function SeatBasicsCard({
  register,
  err,
  countries,
  isAdmin,
  documentationNote,
  salaryCurrency,
}: {
  register: UseFormRegister<Values>;
  err: ErrorOf;
  countries: CountryWithFacts[];
  isAdmin: boolean;
  documentationNote: boolean;
  salaryCurrency?: string;
}) {
  return (
    <Card>
      <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
        <SelectField
          label="Country"
          required
          {...register("countryCode")}
          placeholder="Select a country"
          options={countries.map((c) => ({ value: c.code, label: c.name }))}
          error={err("countryCode")}
        />
        <TextField
          label="Desired start date"
          required
          type="date"
          min="1910-01-01"
          {...register("desiredStartDate")}
          error={err("desiredStartDate")}
        />
        <TextField label="First name" required={isAdmin} {...register("firstName")} error={err("firstName")} />
        <TextField label="Last name" required={isAdmin} {...register("lastName")} error={err("lastName")} />
        <TextField
          label="Purchase order number"
          {...register("purchaseOrderNumber")}
          error={err("purchaseOrderNumber")}
        />
        {isAdmin ? null : (
          <TextField
            label="Annual base salary"
            type="number"
            min={1}
            step="0.01"
            inputMode="decimal"
            hint={`Optional${salaryCurrency ? `, in ${salaryCurrency}` : ""}: the cost estimate uses it and the order form starts from it.`}
            {...register("annualBaseSalaryAmount", { valueAsNumber: true })}
            error={err("annualBaseSalaryAmount")}
          />
        )}
      </div>
      {documentationNote ? (
        <p className="mt-3 text-sm text-amber-800" role="note">
          The start date is less than two weeks away: confirmation depends on the employee providing their documentation
          in time.
        </p>
      ) : null}
    </Card>
  );
}
