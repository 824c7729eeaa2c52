"use client";

// The request's first card: country, desired start date, names and purchase order number, with the client's
// note when the start date leaves under two weeks for the employee's documentation.
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
}: {
  register: UseFormRegister<Values>;
  err: ErrorOf;
  countries: CountryWithFacts[];
  isAdmin: boolean;
  documentationNote: boolean;
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
