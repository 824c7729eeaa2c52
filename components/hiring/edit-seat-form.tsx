"use client";

// Pending-employee edit page ('Save edits'): only changed fields are sent (spec 1 section 5, update mode).
import Link from "next/link";
import { useRouter } from "next/navigation";
import { useForm } from "react-hook-form";
import { toast } from "sonner";
import { apiFetch } from "@/lib/http/client";
import {
  BILLING_CURRENCIES,
  DEPOSIT_TYPES,
  DEPOSIT_TYPE_LABELS,
  EMPLOYEE_TYPES,
  EMPLOYEE_TYPE_LABELS,
} from "@/lib/hiring/constants";
import { Button } from "@/components/ui/button";
import { SelectField, TextField } from "@/components/ui/field";
import { Banner, Card } from "@/components/ui/misc";
import { useApiForm } from "@/components/ui/use-api-form";
import type { SeatProfile } from "@/components/hiring/types";
import type { SeatView } from "@/lib/hiring/dto";
import { currencyOptions } from "@/lib/display";

type Values = Record<string, unknown>;

export function EditSeatForm({ seat, isAdmin }: { seat: SeatView; isAdmin: boolean }) {
  const router = useRouter();
  const p: SeatProfile = seat.employeeProfile ?? {};
  const defaults: Values = {
    firstName: seat.firstName,
    lastName: seat.lastName,
    desiredStartDate: seat.desiredStartDate,
    purchaseOrderNumber: seat.purchaseOrderNumber,
    ...(isAdmin
      ? {
          billingCurrency: seat.billingCurrency ?? "",
          employeeType: (p.employeeType as string) ?? "",
          depositType: (p.depositType as string) ?? "",
          managementFeeAmount: p.managementFeeAmount ? Number(p.managementFeeAmount) : undefined,
          setupFeeAmount: p.setupFeeAmount ? Number(p.setupFeeAmount) : undefined,
        }
      : {}),
  };
  // Only changed fields are validated and sent: the server applies ZUpdateSeat and its field errors land here.
  const form = useForm<Values>({ defaultValues: defaults });
  const {
    register,
    handleSubmit,
    formState: { errors, dirtyFields, isSubmitting },
  } = form;
  const { serverError, submit } = useApiForm(form);
  const err = (name: string) => (errors as Record<string, { message?: string }>)[name]?.message;

  const onSubmit = submit(async (values: Values) => {
    const changed = Object.fromEntries(
      Object.keys(dirtyFields).map((k) => [k, values[k] === "" ? undefined : values[k]]),
    );
    if (!Object.keys(changed).length) return router.push(`/companies/${seat.companyId}/pending-employee/${seat.id}`);
    await apiFetch(`/api/seats/${seat.id}`, { method: "PATCH", json: { ...changed, version: seat.version } });
    toast.success("Changes saved");
    router.push(`/companies/${seat.companyId}/pending-employee/${seat.id}`);
    router.refresh();
  });

  return (
    <form onSubmit={handleSubmit(onSubmit)} noValidate className="mx-auto max-w-3xl space-y-5">
      <Link
        href={`/companies/${seat.companyId}/pending-employee/${seat.id}`}
        className="text-sm text-indigo-700 underline"
      >
        Back
      </Link>
      <h1 className="text-2xl font-semibold">
        {[seat.firstName, seat.lastName].filter(Boolean).join(" ") || "Pending employee"}
      </h1>
      {serverError ? <Banner tone="error" title={serverError} /> : null}
      <Card>
        <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
          <TextField label="First name" {...register("firstName")} error={err("firstName")} />
          <TextField label="Last name" {...register("lastName")} error={err("lastName")} />
          <TextField
            label="Desired start date"
            type="date"
            {...register("desiredStartDate")}
            error={err("desiredStartDate")}
          />
          <TextField
            label="Purchase order number"
            {...register("purchaseOrderNumber")}
            error={err("purchaseOrderNumber")}
          />
          {isAdmin ? (
            <>
              <SelectField
                label="Billing currency"
                {...register("billingCurrency")}
                placeholder="Select"
                options={currencyOptions(BILLING_CURRENCIES)}
                error={err("billingCurrency")}
              />
              <SelectField
                label="Employee type"
                {...register("employeeType")}
                placeholder="Select"
                options={EMPLOYEE_TYPES.map((t) => ({ value: t, label: EMPLOYEE_TYPE_LABELS[t] }))}
                error={err("employeeType")}
              />
              <SelectField
                label="Deposit type"
                {...register("depositType")}
                placeholder="Select"
                options={DEPOSIT_TYPES.map((d) => ({ value: d, label: DEPOSIT_TYPE_LABELS[d] }))}
                error={err("depositType")}
              />
              <TextField
                label="Management fee"
                type="number"
                step="0.01"
                min={0}
                {...register("managementFeeAmount", { valueAsNumber: true })}
                error={err("managementFeeAmount")}
              />
              <TextField
                label="Setup fee"
                type="number"
                step="0.01"
                min={0}
                {...register("setupFeeAmount", { valueAsNumber: true })}
                error={err("setupFeeAmount")}
              />
            </>
          ) : null}
        </div>
      </Card>
      <div className="flex justify-end">
        <Button type="submit" loading={isSubmitting}>
          Save edits
        </Button>
      </div>
    </form>
  );
}
