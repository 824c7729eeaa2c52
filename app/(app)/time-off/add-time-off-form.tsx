"use client";

import { useForm, useWatch } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { toast } from "sonner";
import { apiFetch } from "@/lib/http/client";
import { LEAVE_TYPES, ZTimeOffCreate, type TimeOffCreateInput } from "@/lib/time-off/schema";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/misc";
import { CheckboxField, SelectField, TextAreaField, TextField } from "@/components/ui/field";
import { useApiForm } from "@/components/ui/use-api-form";
import { HolidaysInRange, type HolidayCalendarProps } from "./holidays-in-range";

/** 'Add time off' (spec 2 section 2): the employee's booking, a request until their manager approves it. */
/** `onAdded` gets the booking's start date, so the list can show the month it falls in; `holidayCalendar` is the
 *  employee's country and region, whose public holidays in the chosen range the form names (not charged). */
export function AddTimeOffForm({
  onAdded,
  holidayCalendar,
}: {
  onAdded: (startDate: string) => unknown;
  holidayCalendar: HolidayCalendarProps;
}) {
  const form = useForm<TimeOffCreateInput>({
    resolver: zodResolver(ZTimeOffCreate),
    defaultValues: { leaveType: "op:leave:holiday", startDate: "", endDate: "", employeeNote: "", unpaid: false },
  });
  const { errors, isSubmitting } = form.formState;
  const { serverError, submit } = useApiForm(form, { fallback: "Could not book the time off" });
  const [startDate, endDate] = useWatch({ control: form.control, name: ["startDate", "endDate"] });

  const book = submit(async (values: TimeOffCreateInput) => {
    const entry = await apiFetch<{ status: string }>("/api/timeoff", { method: "POST", json: values });
    toast.success("Time off booked", {
      description: entry?.status === "PENDING" ? "Your manager will approve or decline it." : undefined,
    });
    form.reset({ leaveType: values.leaveType, startDate: "", endDate: "", employeeNote: "", unpaid: false });
    await onAdded(values.startDate);
  });

  return (
    <Card title="Add time off">
      <form onSubmit={form.handleSubmit(book)} className="grid grid-cols-1 gap-3 sm:grid-cols-4" noValidate>
        <SelectField
          label="Leave type"
          options={LEAVE_TYPES.map((t) => ({ value: t.value, label: t.label }))}
          error={errors.leaveType?.message}
          {...form.register("leaveType")}
        />
        <TextField label="Start date" type="date" error={errors.startDate?.message} {...form.register("startDate")} />
        <TextField label="End date" type="date" error={errors.endDate?.message} {...form.register("endDate")} />
        <TextAreaField label="Note" rows={1} error={errors.employeeNote?.message} {...form.register("employeeNote")} />
        <div className="sm:col-span-4">
          <CheckboxField label="Unpaid leave" error={errors.unpaid?.message} {...form.register("unpaid")} />
        </div>
        <div className="sm:col-span-4">
          <HolidaysInRange calendar={holidayCalendar} startDate={startDate} endDate={endDate} />
        </div>
        <div className="sm:col-span-4 flex items-center gap-3">
          {/* A 44 px touch target on a phone (40 px from the small-tablet width up). */}
          <Button type="submit" loading={isSubmitting} className="min-h-11 sm:min-h-10">
            Add time off
          </Button>
          {serverError ? (
            <p role="alert" className="text-sm text-red-700">
              {serverError}
            </p>
          ) : null}
        </div>
      </form>
    </Card>
  );
}
