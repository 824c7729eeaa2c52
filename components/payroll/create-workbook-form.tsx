"use client";

// The Create workbook form of /payroll #payroll-instances (spec 2 section 8): name (defaulting to "<Month> <year>
// - Workbook" until edited) and month. A month holds one workbook (the server refuses a second with 409 on the
// month), so the month preset is the first one without a workbook from last month (spec 2 section 9's default)
// onward, and a refusal offers the next free month.
import { useEffect, useState } from "react";
import { useForm, useWatch } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { toast } from "sonner";
import type { z } from "zod";
import { apiFetch } from "@/lib/http/client";
import { apiErrorOf } from "@/components/ui/api-error";
import { defaultWorkbookName, MONTH_NAMES, ZWorkbookForm } from "@/lib/payroll/schema";
import { useWorkbooks } from "@/lib/swr/use-workbooks";
import { Button } from "@/components/ui/button";
import { TextField } from "@/components/ui/field";
import { Banner } from "@/components/ui/misc";
import { useApiForm } from "@/components/ui/use-api-form";

type WorkbookInput = z.input<typeof ZWorkbookForm>;
type Month = { month: number; year: number };

function lastMonth(): Month {
  const d = new Date();
  d.setUTCDate(1);
  d.setUTCMonth(d.getUTCMonth() - 1);
  return { month: d.getUTCMonth() + 1, year: d.getUTCFullYear() };
}

/** The first month from `from` onward that no listed workbook has. */
export function firstFreeMonth(taken: Month[], from: Month): Month {
  const used = new Set(taken.map((t) => t.year * 12 + t.month - 1));
  let n = from.year * 12 + from.month - 1;
  while (used.has(n)) n += 1;
  return { month: (n % 12) + 1, year: Math.floor(n / 12) };
}

const monthLabel = (m: Month) => `${MONTH_NAMES[m.month - 1]} ${m.year}`;

/** POST /api/workbook; `onCreated` refreshes the list. */
export function CreateWorkbookForm({ onCreated }: { onCreated: () => Promise<unknown> }) {
  const initial = lastMonth();
  const form = useForm<WorkbookInput>({
    resolver: zodResolver(ZWorkbookForm),
    defaultValues: { ...initial, name: defaultWorkbookName(initial.month, initial.year) },
  });
  // The same request as the list under the form (SWR shares it): the months that already have a workbook.
  const { data: list } = useWorkbooks();
  const { serverError, submit } = useApiForm(form);
  const [offer, setOffer] = useState<Month | null>(null);
  const [nameTouched, setNameTouched] = useState(false);
  const [monthTouched, setMonthTouched] = useState(false);
  const month = Number(useWatch({ control: form.control, name: "month" }));
  const year = Number(useWatch({ control: form.control, name: "year" }));

  const chooseMonth = (m: Month) => {
    form.setValue("month", m.month);
    form.setValue("year", m.year);
    form.clearErrors("month");
    setOffer(null);
    if (!nameTouched) form.setValue("name", defaultWorkbookName(m.month, m.year));
  };

  // Preset once the list is read, unless the user already picked a month.
  useEffect(() => {
    if (!list || monthTouched) return;
    const free = firstFreeMonth(list.items, lastMonth());
    const current = form.getValues();
    if (Number(current.month) === free.month && Number(current.year) === free.year) return;
    form.setValue("month", free.month);
    form.setValue("year", free.year);
    if (!nameTouched) form.setValue("name", defaultWorkbookName(free.month, free.year));
  }, [list, monthTouched, nameTouched, form]);

  const create = submit(async (body: WorkbookInput) => {
    setOffer(null);
    try {
      await apiFetch("/api/workbook", { method: "POST", json: body });
    } catch (err) {
      const apiError = apiErrorOf(err);
      const onMonth = apiError?.fieldErrors.month?.[0];
      // The month is taken: its error under the month and the next free month offered (no banner); any other
      // refusal goes to the banner (useApiForm).
      if (apiError?.status !== 409 || !onMonth) throw err;
      form.setError("month", { message: onMonth });
      const taken = [...(list?.items ?? []), { month: Number(body.month), year: Number(body.year) }];
      setOffer(firstFreeMonth(taken, { month: Number(body.month), year: Number(body.year) }));
      return;
    }
    toast.success("Workbook created");
    await onCreated();
  });
  return (
    <form
      onSubmit={form.handleSubmit(create)}
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
        error={form.formState.errors.month?.message}
        onChange={(e) => {
          const [y, m] = e.target.value.split("-").map(Number);
          if (!y || !m) return;
          setMonthTouched(true);
          chooseMonth({ month: m, year: y });
        }}
        required
      />
      <Button type="submit" loading={form.formState.isSubmitting}>
        Create workbook
      </Button>
      {offer ? (
        <div className="w-full">
          <Button type="button" variant="secondary" onClick={() => chooseMonth(offer)}>
            Use {monthLabel(offer)} instead
          </Button>
        </div>
      ) : null}
      {serverError ? (
        <div className="w-full">
          <Banner tone="error" title={serverError} />
        </div>
      ) : null}
    </form>
  );
}
