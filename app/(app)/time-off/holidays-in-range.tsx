"use client";

import useSWR from "swr";
import { swrFetcher } from "@/lib/http/client";
import { apiPath } from "@/lib/swr/api-path";
import { formatDate } from "@/lib/dates";
import { isCalendarDate } from "@/lib/zod/date";
import type { PublicHolidayListDto } from "@/lib/holidays/response-schema";
import { MAX_RANGE_DAYS } from "@/lib/holidays/schema";
import { countWorkingDays, isWeekend, utcDay } from "@/lib/time-off/working-days";

export type HolidayCalendarProps = { countryCode: string; region: string | null; weekendDays: number[] };

const DAY_MS = 86_400_000;

/** The range when both days are real and in order (and not longer than the listing allows), else null. */
function rangeOf(startDate: string, endDate: string) {
  if (!isCalendarDate(startDate) || !isCalendarDate(endDate) || endDate < startDate) return null;
  const start = utcDay(startDate);
  const end = utcDay(endDate);
  return end.getTime() - start.getTime() > MAX_RANGE_DAYS * DAY_MS ? null : { start, end };
}

/**
 * Under the booking form: the public holidays (and company days off) in the chosen range, by name, and the working
 * days the booking will be charged, which leave them out (GET /api/public-holidays, docs/time.md).
 */
export function HolidaysInRange({
  calendar,
  startDate,
  endDate,
}: {
  calendar: HolidayCalendarProps;
  startDate: string;
  endDate: string;
}) {
  const range = rangeOf(startDate, endDate);
  const path = range
    ? apiPath("/api/public-holidays", {
        countryCode: calendar.countryCode,
        region: calendar.region,
        from: startDate,
        to: endDate,
      })
    : null;
  const { data, error } = useSWR<PublicHolidayListDto>(path, swrFetcher);
  if (!range) return null;
  if (error)
    return (
      <p className="text-sm text-slate-600" data-testid="time-off-holidays">
        Public holidays could not be loaded; the days charged are worked out when you book.
      </p>
    );
  if (!data) return null;
  const names = new Map<string, string>();
  for (const h of data.holidays) names.set(h.date, names.has(h.date) ? `${names.get(h.date)} / ${h.name}` : h.name);
  const charged = countWorkingDays(range.start, range.end, calendar.weekendDays, names);
  const onWorkingDays = [...names].filter(([date]) => !isWeekend(utcDay(date), calendar.weekendDays));
  return (
    <div className="text-sm text-slate-700" data-testid="time-off-holidays" aria-live="polite">
      <p>
        {charged} working {charged === 1 ? "day" : "days"} charged.
        {onWorkingDays.length
          ? " Public holidays in this range are not charged:"
          : " No public holidays in this range."}
      </p>
      {onWorkingDays.length ? (
        <ul className="mt-1 list-disc pl-5">
          {onWorkingDays.map(([date, name]) => (
            <li key={date}>
              {formatDate(date)}: {name}
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
