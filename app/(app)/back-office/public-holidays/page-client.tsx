"use client";

// The holiday calendar of a country, region and year (GET /api/public-holidays), with a company's days off when
// one is chosen; Remove behind a confirmation (DELETE /api/public-holidays/{id}); and the add-a-day-off form.
import { useCallback, useMemo, useState } from "react";
import useSWR from "swr";
import { apiFetch, swrFetcher } from "@/lib/http/client";
import { apiPath } from "@/lib/swr/api-path";
import type { PublicHolidayDto, PublicHolidayListDto } from "@/lib/holidays/response-schema";
import { ConfirmDialog } from "@/components/ui/dialog";
import { Banner } from "@/components/ui/misc";
import { useAction } from "@/components/ui/use-action";
import { AddDayOffForm } from "./add-day-off-form";
import { HolidayFilters, type HolidayFilter } from "./holiday-filters";
import { HolidaysTable } from "./holidays-table";

type Option = { value: string; label: string };

const listPath = (f: HolidayFilter, region: string) =>
  apiPath("/api/public-holidays", {
    countryCode: f.countryCode,
    region,
    from: `${f.year}-01-01`,
    to: `${f.year}-12-31`,
    companyId: f.companyId,
  });

export function PublicHolidaysClient({
  countries,
  regions,
  companies,
  currentYear,
}: {
  countries: Option[];
  regions: Record<string, Option[]>;
  companies: Option[];
  currentYear: number;
}) {
  const [filter, setFilter] = useState<HolidayFilter>({
    countryCode: countries.some((c) => c.value === "DE") ? "DE" : (countries[0]?.value ?? ""),
    region: "",
    year: currentYear,
    companyId: "",
  });
  const list = useSWR<PublicHolidayListDto>(filter.countryCode ? listPath(filter, filter.region) : null, swrFetcher);
  // With a region shown, the national list tells its national days from its regional ones.
  const national = useSWR<PublicHolidayListDto>(
    filter.countryCode && filter.region ? listPath({ ...filter, companyId: "" }, "") : null,
    swrFetcher,
  );
  const nationalDates = useMemo(
    () => new Set((national.data?.holidays ?? []).filter((h) => !h.companyId).map((h) => h.date)),
    [national.data],
  );
  const refresh = useCallback(() => Promise.all([list.mutate(), national.mutate()]), [list, national]);
  const [toRemove, setToRemove] = useState<PublicHolidayDto | null>(null);
  const { busy, run } = useAction({ refresh, refreshServer: false });
  const remove = () =>
    run(
      async () => {
        await apiFetch(`/api/public-holidays/${toRemove!.id}`, { method: "DELETE" });
        setToRemove(null);
      },
      { success: "Removed" },
    );
  const years = [currentYear - 1, currentYear, currentYear + 1];
  return (
    <div className="space-y-4">
      <HolidayFilters
        value={filter}
        onChange={setFilter}
        countries={countries}
        regions={regions[filter.countryCode] ?? []}
        companies={companies}
        years={years}
      />
      {list.error ? <Banner tone="error" title={list.error.message ?? "The holidays could not be loaded."} /> : null}
      <HolidaysTable
        holidays={list.data?.holidays ?? []}
        nationalDates={nationalDates}
        loading={!list.data && !list.error}
        onRemove={setToRemove}
      />
      <AddDayOffForm
        key={`${filter.countryCode}|${filter.region}|${filter.companyId}`}
        defaults={{
          companyId: filter.companyId,
          countryCode: filter.countryCode,
          region: filter.region,
          date: "",
          name: "",
        }}
        countries={countries}
        regions={regions}
        companies={companies}
        onAdded={refresh}
      />
      <ConfirmDialog
        open={!!toRemove}
        onOpenChange={(open) => (open ? null : setToRemove(null))}
        title={`Remove ${toRemove?.name ?? "this day"} on ${toRemove?.date ?? ""}?`}
        description={
          toRemove?.companyId
            ? "The company's employees work that day again, and time off over it is charged."
            : "Nobody gets this public holiday any more (a national one is removed in every region too); generating the year again does not bring it back."
        }
        confirmLabel="Remove"
        danger
        busy={busy}
        onConfirm={remove}
      />
    </div>
  );
}
