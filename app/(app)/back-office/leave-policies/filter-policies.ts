// The leave policy table's filter, sort and page, in the browser: the list is one row per country.
import type { SortingState } from "@tanstack/react-table";
import type { LeavePolicyDto } from "@/lib/holidays/leave-policy/schema";
import type { PageState } from "@/components/ui/data-table";

export type PolicyFilter = { text: string; shown: "all" | "edited" | "default" };

const SORT_KEYS = {
  country: (p: LeavePolicyDto) => p.countryName,
  allowance: (p: LeavePolicyDto) => p.allowanceDays,
  carryOver: (p: LeavePolicyDto) => p.carryOverMaxDays,
  minimum: (p: LeavePolicyDto) => p.statutoryMinimumDays,
} as const;
export type PolicySortKey = keyof typeof SORT_KEYS;

export function filterPolicies(
  policies: LeavePolicyDto[],
  filter: PolicyFilter,
  sorting: SortingState,
  page: PageState,
): { rows: LeavePolicyDto[]; total: number } {
  const text = filter.text.trim().toLowerCase();
  const matching = policies.filter(
    (p) =>
      (!text || p.countryName.toLowerCase().includes(text) || p.countryCode.toLowerCase() === text) &&
      (filter.shown === "all" || (filter.shown === "edited") === p.edited),
  );
  const sort = sorting[0];
  const key = sort && sort.id in SORT_KEYS ? SORT_KEYS[sort.id as PolicySortKey] : SORT_KEYS.country;
  const sign = sort?.desc ? -1 : 1;
  const sorted = [...matching].sort((a, b) => {
    const x = key(a);
    const y = key(b);
    return sign * (typeof x === "number" && typeof y === "number" ? x - y : String(x).localeCompare(String(y)));
  });
  const start = page.pageIndex * page.pageSize;
  return { rows: sorted.slice(start, start + page.pageSize), total: matching.length };
}
