"use client";

// Adds a company day off (POST /api/public-holidays): a company's employees in a country, or in one region of
// it, do not work that day and are not charged for it. Refusals go under the field they name.
import { useForm, useWatch } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { toast } from "sonner";
import { apiFetch } from "@/lib/http/client";
import { ZCompanyDayOff, type CompanyDayOffInput } from "@/lib/holidays/schema";
import type { z } from "zod";
import { Button } from "@/components/ui/button";
import { SelectField, TextField } from "@/components/ui/field";
import { Banner, Card } from "@/components/ui/misc";
import { useApiForm } from "@/components/ui/use-api-form";

type Option = { value: string; label: string };

export function AddDayOffForm({
  defaults,
  countries,
  regions,
  companies,
  onAdded,
}: {
  defaults: CompanyDayOffInput;
  countries: Option[];
  regions: Record<string, Option[]>;
  companies: Option[];
  onAdded: () => unknown;
}) {
  const form = useForm<CompanyDayOffInput, unknown, z.output<typeof ZCompanyDayOff>>({
    resolver: zodResolver(ZCompanyDayOff),
    defaultValues: defaults,
  });
  const { serverError, submit } = useApiForm(form);
  const { register, control, formState } = form;
  const { errors, isSubmitting } = formState;
  const countryCode = useWatch({ control, name: "countryCode" });
  const regionChoices = regions[countryCode] ?? [];
  const onSubmit = submit(async (values: z.output<typeof ZCompanyDayOff>) => {
    await apiFetch("/api/public-holidays", { method: "POST", json: values });
    toast.success("Company day off added");
    form.reset({ ...values, date: "", name: "" });
    await onAdded();
  });
  return (
    <Card title="Add a company day off">
      <form
        onSubmit={form.handleSubmit(onSubmit)}
        noValidate
        aria-label="Add a company day off"
        className="grid grid-cols-1 gap-4 sm:grid-cols-2"
      >
        {serverError ? (
          <div className="sm:col-span-2">
            <Banner tone="error" title={serverError} />
          </div>
        ) : null}
        <SelectField
          label="Company"
          required
          placeholder="Select"
          options={companies}
          error={errors.companyId?.message}
          {...register("companyId")}
        />
        <SelectField
          label="Country"
          required
          options={countries}
          error={errors.countryCode?.message}
          {...register("countryCode", { onChange: () => form.setValue("region", "") })}
        />
        <SelectField
          label="Region"
          placeholder="The whole country"
          options={regionChoices}
          disabled={regionChoices.length === 0}
          error={errors.region?.message}
          {...register("region")}
        />
        <TextField label="Date" type="date" required error={errors.date?.message} {...register("date")} />
        <TextField label="Name" required maxLength={120} error={errors.name?.message} {...register("name")} />
        <div className="flex items-end justify-end sm:col-span-2">
          <Button type="submit" loading={isSubmitting}>
            Add day off
          </Button>
        </div>
      </form>
    </Card>
  );
}
