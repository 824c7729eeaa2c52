"use client";

// The Create workbook form of /payroll #payroll-instances (spec 2 section 8): name (defaulting to "<Month> <year>
// - Workbook" until edited) and month, for last month by default.
import { useState } from "react";
import { useForm, useWatch } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { toast } from "sonner";
import type { z } from "zod";
import { apiFetch } from "@/lib/http/client";
import { defaultWorkbookName, ZWorkbookForm } from "@/lib/payroll/schema";
import { Button } from "@/components/ui/button";
import { TextField } from "@/components/ui/field";
import { Banner } from "@/components/ui/misc";

type WorkbookInput = z.input<typeof ZWorkbookForm>;

function lastMonth() {
  const d = new Date();
  d.setUTCDate(1);
  d.setUTCMonth(d.getUTCMonth() - 1);
  return { month: d.getUTCMonth() + 1, year: d.getUTCFullYear() };
}

/** POST /api/workbook; `onCreated` refreshes the list. */
export function CreateWorkbookForm({ onCreated }: { onCreated: () => Promise<unknown> }) {
  const initial = lastMonth();
  const form = useForm<WorkbookInput>({
    resolver: zodResolver(ZWorkbookForm),
    defaultValues: { ...initial, name: defaultWorkbookName(initial.month, initial.year) },
  });
  const [serverError, setServerError] = useState<string | null>(null);
  const [nameTouched, setNameTouched] = useState(false);
  const month = Number(useWatch({ control: form.control, name: "month" }));
  const year = Number(useWatch({ control: form.control, name: "year" }));
  const submit = form.handleSubmit(async (body) => {
    setServerError(null);
    try {
      await apiFetch("/api/workbook", { method: "POST", json: body });
      toast.success("Workbook created");
      await onCreated();
    } catch (err) {
      setServerError((err as Error).message);
    }
  });
  return (
    <form
      onSubmit={submit}
      className="flex flex-wrap items-end gap-3 rounded-lg border border-slate-200 bg-white p-4"
      aria-label="Create workbook"
    >
      <div className="min-w-64 flex-1">
        <TextField
          label="Workbook Name"
          {...form.register("name", { onChange: () => setNameTouched(true) })}
          error={form.formState.errors.name?.message}
          required
        />
      </div>
      <TextField
        label="Month and year"
        type="month"
        // A visible focus ring on the field and on its calendar button (as components/time/month-picker.tsx).
        className="focus-visible:outline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600 [&::-webkit-calendar-picker-indicator]:rounded-sm [&::-webkit-calendar-picker-indicator:focus-visible]:outline [&::-webkit-calendar-picker-indicator:focus-visible]:outline-2 [&::-webkit-calendar-picker-indicator:focus-visible]:outline-indigo-600"
        value={`${year}-${String(month).padStart(2, "0")}`}
        onChange={(e) => {
          const [y, m] = e.target.value.split("-").map(Number);
          if (!y || !m) return;
          form.setValue("month", m);
          form.setValue("year", y);
          if (!nameTouched) form.setValue("name", defaultWorkbookName(m, y));
        }}
        required
      />
      <Button type="submit" loading={form.formState.isSubmitting}>
        Create workbook
      </Button>
      {serverError ? (
        <div className="w-full">
          <Banner tone="error" title={serverError} />
        </div>
      ) : null}
    </form>
  );
}
