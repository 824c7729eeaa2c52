"use client";

import { useRouter, useSearchParams } from "next/navigation";

/** A yyyy-MM picker kept in the URL (?month=), so a reload or a shared link opens the same month. */
export function MonthPicker({ month, label = "Month" }: { month: string; label?: string }) {
  const router = useRouter();
  const params = useSearchParams();
  return (
    <label className="flex items-center gap-2 text-sm font-medium text-slate-800">
      {label}
      <input
        type="month"
        value={month}
        // A visible focus ring on the field and on its calendar button (Chromium's picker indicator).
        className="rounded-md border border-slate-300 px-2 py-1 text-sm focus-visible:outline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600 [&::-webkit-calendar-picker-indicator]:rounded-sm [&::-webkit-calendar-picker-indicator:focus-visible]:outline [&::-webkit-calendar-picker-indicator:focus-visible]:outline-2 [&::-webkit-calendar-picker-indicator:focus-visible]:outline-indigo-600"
        onChange={(e) => {
          if (!e.target.value) return;
          const next = new URLSearchParams(params.toString());
          next.set("month", e.target.value);
          router.replace(`?${next.toString()}`);
        }}
      />
    </label>
  );
}
