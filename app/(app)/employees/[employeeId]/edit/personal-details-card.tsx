"use client";

// The edit form's personal details, address and bank details (spec 1 section 5).
import { SelectField, TextField } from "@/components/ui/field";
import { Card } from "@/components/ui/misc";
import type { EditCardProps, EditErrors } from "./edit-form";

export function PersonalDetailsCard({ register, err, has }: EditCardProps) {
  return (
    <Card title="Personal details">
      <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
        {has("firstName") ? (
          <TextField label="First name" required error={err("firstName")} {...register("firstName")} />
        ) : null}
        {has("lastName") ? (
          <TextField label="Last name" required error={err("lastName")} {...register("lastName")} />
        ) : null}
        {has("gender") ? (
          <SelectField
            label="Gender"
            required
            placeholder="Select"
            error={err("gender")}
            options={["Male", "Female", "X"].map((g) => ({ value: g, label: g }))}
            {...register("gender")}
          />
        ) : null}
        {has("pronouns") ? <TextField label="Pronouns" error={err("pronouns")} {...register("pronouns")} /> : null}
        {has("dateOfBirth") ? (
          <TextField
            label="Date of birth"
            type="date"
            min="1910-01-01"
            required
            error={err("dateOfBirth")}
            {...register("dateOfBirth")}
          />
        ) : null}
        {has("citizenship") ? (
          <TextField
            label="Citizenship (country code)"
            required
            maxLength={2}
            error={err("citizenship")}
            {...register("citizenship")}
          />
        ) : null}
        {has("phoneNumber") ? (
          <TextField
            label="Phone number"
            required
            inputMode="tel"
            error={err("phoneNumber")}
            {...register("phoneNumber")}
          />
        ) : null}
        {has("socialInsuranceNumber") ? (
          <TextField
            label="Social insurance number"
            error={err("socialInsuranceNumber")}
            {...register("socialInsuranceNumber")}
          />
        ) : null}
      </div>
    </Card>
  );
}

export function AddressCard({ register, errors }: Pick<EditCardProps, "register"> & { errors: EditErrors }) {
  return (
    <Card title="Address">
      <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
        <TextField
          label="Address line 1"
          required
          error={errors.privateAddress?.addressLine1?.message}
          {...register("privateAddress.addressLine1")}
        />
        <TextField label="Address line 2" {...register("privateAddress.addressLine2")} />
        <TextField
          label="City"
          required
          error={errors.privateAddress?.city?.message}
          {...register("privateAddress.city")}
        />
        <TextField
          label="Postal code"
          required
          error={errors.privateAddress?.postalCode?.message}
          {...register("privateAddress.postalCode")}
        />
        <TextField label="State" {...register("privateAddress.state")} />
        <TextField
          label="Country (code)"
          required
          maxLength={2}
          error={errors.privateAddress?.country?.message}
          {...register("privateAddress.country")}
        />
      </div>
    </Card>
  );
}

export function BankDetailsCard({ register, err }: EditCardProps) {
  return (
    <Card title="Bank details">
      <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
        <TextField label="IBAN" error={err("iban")} {...register("iban")} />
        <TextField label="Account number" error={err("accountNumber")} {...register("accountNumber")} />
        <TextField label="BIC / SWIFT" maxLength={20} error={err("bicSwift")} {...register("bicSwift")} />
      </div>
    </Card>
  );
}
