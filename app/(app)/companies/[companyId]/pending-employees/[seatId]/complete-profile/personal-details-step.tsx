"use client";

// Stage 1 of the profile: personal details, the private address (required where the employee type needs it)
// and the right to work; Back and Exit leave, Next saves the stage.
import type { FormEventHandler } from "react";
import Link from "next/link";
import type { UseFormReturn } from "react-hook-form";
import { Button } from "@/components/ui/button";
import { SelectField, TextField } from "@/components/ui/field";
import { Card } from "@/components/ui/misc";
import type { Values } from "./profile-defaults";
import { Radio } from "./radio-group";

type Message = { message?: string };

export function PersonalDetailsStep({
  form,
  onSubmit,
  countryCode,
  countries,
  requirePrivateAddress,
  exitHref,
}: {
  form: UseFormReturn<Values>;
  onSubmit: FormEventHandler<HTMLFormElement>;
  countryCode: string;
  countries: { code: string; name: string }[];
  requirePrivateAddress: boolean;
  exitHref: string;
}) {
  const { register } = form;
  const e1 = form.formState.errors as Record<string, Message & Record<string, Message>>;
  const address = e1.privateAddress as Record<string, Message> | undefined;
  const countryOptions = countries.map((c) => ({ value: c.code, label: c.name }));
  return (
    <form onSubmit={onSubmit} noValidate className="space-y-5" aria-label="Personal details">
      <Card title="Personal details">
        <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
          <SelectField
            label="Country"
            required
            disabled
            value={countryCode}
            onChange={() => undefined}
            options={countryOptions}
            error={e1.countryCode?.message}
          />
          <SelectField
            label="Citizenship"
            required
            {...register("citizenship")}
            placeholder="Select"
            options={countryOptions}
            error={e1.citizenship?.message}
          />
          <TextField label="First name" required {...register("firstName")} error={e1.firstName?.message} />
          <TextField label="Last name" required {...register("lastName")} error={e1.lastName?.message} />
          <TextField label="Pronouns" {...register("pronouns")} />
          <TextField
            label="Personal email"
            required
            type="text"
            inputMode="email"
            autoComplete="email"
            {...register("personalEmail")}
            error={e1.personalEmail?.message}
          />
        </div>
      </Card>
      <Card title="Private address">
        <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
          <TextField
            label="Address line 1"
            required={requirePrivateAddress}
            {...register("privateAddress.addressLine1")}
            error={e1["privateAddress.addressLine1"]?.message ?? address?.addressLine1?.message}
          />
          <TextField label="Address line 2" {...register("privateAddress.addressLine2")} />
          <TextField
            label="City"
            required={requirePrivateAddress}
            {...register("privateAddress.city")}
            error={address?.city?.message}
          />
          <TextField label="State" {...register("privateAddress.state")} />
          <TextField
            label="Postal code"
            required={requirePrivateAddress}
            {...register("privateAddress.postalCode")}
            error={address?.postalCode?.message}
          />
          <SelectField
            label="Address country"
            required={requirePrivateAddress}
            {...register("privateAddress.country")}
            options={countryOptions}
          />
        </div>
      </Card>
      <Radio
        name="rightToWorkCheckCompleted"
        legend="Does the employee have the right to work in the country?"
        register={register}
        options={[
          { value: "yes", label: "Yes" },
          { value: "no", label: "No" },
        ]}
        error={e1.rightToWorkCheckCompleted?.message}
      />
      <div className="flex justify-between">
        <div className="flex gap-2">
          <Link
            href={exitHref}
            className="inline-flex min-h-10 items-center rounded-md border border-slate-300 px-4 text-sm"
          >
            Back
          </Link>
          <Link
            href={exitHref}
            className="inline-flex min-h-10 items-center rounded-md px-4 text-sm text-slate-700 hover:bg-slate-100"
          >
            Exit
          </Link>
        </div>
        <Button type="submit" loading={form.formState.isSubmitting}>
          Next
        </Button>
      </div>
    </form>
  );
}
