import "server-only";
import { formatCountries, type LspListItem } from "@/lib/lsps/schema";

export const LSP_SELECT = {
  id: true,
  name: true,
  type: true,
  isActive: true,
  countries: { select: { country: { select: { name: true } } } },
  _count: { select: { employees: { where: { archivedAt: null } } } },
} as const;

type Row = {
  id: string;
  name: string;
  type: string;
  isActive: boolean;
  countries: { country: { name: string } }[];
  _count: { employees: number };
};

export function toLspListItem(row: Row): LspListItem {
  const countries = row.countries.map((c) => c.country.name).sort((a, b) => a.localeCompare(b, "en"));
  return {
    id: row.id,
    name: row.name,
    type: row.type,
    countries,
    countriesLabel: formatCountries(countries),
    noOfEmployees: row._count.employees,
    isActive: row.isActive,
    inactive: !row.isActive,
  };
}
