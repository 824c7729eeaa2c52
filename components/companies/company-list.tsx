"use client";

// Client list (spec 3 section 2): search by company name (debounced, kept in the URL), server paging.
import { useEffect, useState } from "react";
import { usePathname, useRouter } from "next/navigation";
import type { ColumnDef } from "@tanstack/react-table";
import type { z } from "zod";
import { DataTable } from "@/components/ui/data-table";
import { EmptyState } from "@/components/ui/misc";
import { TextField } from "@/components/ui/field";
import type { ZCompanyListItem } from "@/lib/companies/response-schema";

type Row = z.infer<typeof ZCompanyListItem>;

const COLUMNS: ColumnDef<Row, unknown>[] = [
  {
    id: "name",
    header: "Company",
    cell: ({ row }) => <span className="font-medium text-indigo-700">{row.original.name}</span>,
  },
  {
    id: "country",
    header: "Country of registration",
    cell: ({ row }) => row.original.countryName ?? row.original.countryOfRegistration ?? "—",
  },
];

export function CompanyList({
  items,
  totalCount,
  pageIndex,
  pageSize,
  search,
}: {
  items: Row[];
  totalCount: number;
  pageIndex: number;
  pageSize: number;
  search: string;
}) {
  const router = useRouter();
  const pathname = usePathname();
  const [text, setText] = useState(search);

  const go = (next: { search?: string; pageIndex?: number; pageSize?: number }) => {
    const params = new URLSearchParams();
    const s = next.search ?? search;
    if (s) params.set("search", s);
    const pi = next.pageIndex ?? pageIndex;
    if (pi) params.set("pageIndex", String(pi));
    const ps = next.pageSize ?? pageSize;
    if (ps !== 20) params.set("pageSize", String(ps));
    const qs = params.toString();
    router.replace(qs ? `${pathname}?${qs}` : pathname);
  };

  useEffect(() => {
    if (text.trim() === search) return;
    const timer = setTimeout(() => go({ search: text.trim(), pageIndex: 0 }), 1000);
    return () => clearTimeout(timer);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [text]);

  return (
    <div className="space-y-4">
      <div className="max-w-sm">
        <TextField
          label="Search by company name"
          type="search"
          value={text}
          onChange={(e) => setText(e.target.value)}
          placeholder="Company name"
        />
      </div>
      {totalCount === 0 ? (
        <EmptyState title="It's a little empty here" description="No companies to display" />
      ) : (
        <DataTable
          caption="Clients"
          columns={COLUMNS}
          rows={items}
          totalCount={totalCount}
          page={{ pageIndex, pageSize }}
          onPageChange={(p) => go(p)}
          getRowId={(r) => r.id}
          rowHref={(r) => `/companies/${r.id}`}
        />
      )}
    </div>
  );
}
