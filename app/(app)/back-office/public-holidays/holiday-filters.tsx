"use client";

// The calendar shown: a country, one of its regions (none: the national list), a year, and whose company days off.
import { SelectField } from "@/components/ui/field";

type Option = { value: string; label: string };
export type HolidayFilter = { countryCode: string; region: string; year: number; companyId: string };

export function HolidayFilters({
  value,
  onChange,
  countries,
  regions,
  companies,
  years,
}: {
  value: HolidayFilter;
  onChange: (next: HolidayFilter) => void;
  countries: Option[];
  regions: Option[];
  companies: Option[];
  years: number[];
}) {
  return (
    <div className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-4">
      <SelectField
        label="Country"
        value={value.countryCode}
        onChange={(e) => onChange({ ...value, countryCode: e.target.value, region: "" })}
        options={countries}
      />
      <SelectField
        label="Region"
        value={value.region}
        onChange={(e) => onChange({ ...value, region: e.target.value })}
        placeholder="None (national holidays)"
        options={regions}
        disabled={regions.length === 0}
      />
      <SelectField
        label="Year"
        value={String(value.year)}
        onChange={(e) => onChange({ ...value, year: Number(e.target.value) })}
        options={years.map((y) => ({ value: String(y), label: String(y) }))}
      />
      <SelectField
        label="Company days off of"
        value={value.companyId}
        onChange={(e) => onChange({ ...value, companyId: e.target.value })}
        placeholder="No company (public holidays only)"
        options={companies}
      />
    </div>
  );
}
