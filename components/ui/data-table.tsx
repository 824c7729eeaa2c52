"use client";

// Server-paged table on TanStack Table: the server filters, sorts and pages; this renders and reports
// clicks on sortable headers and the pager. Sort state is announced with aria-sort.
import { flexRender, getCoreRowModel, useReactTable, type ColumnDef, type SortingState } from "@tanstack/react-table";
import { Button } from "@/components/ui/button";
import { cn } from "@/components/ui/cn";

export type PageState = { pageIndex: number; pageSize: number };

export function DataTable<T>({
  columns,
  rows,
  totalCount,
  page,
  onPageChange,
  pageSizes = [20, 50, 100],
  sorting = [],
  onSortingChange,
  onRowClick,
  caption,
  getRowId,
  loading,
}: {
  columns: ColumnDef<T, unknown>[];
  rows: T[];
  totalCount: number;
  page: PageState;
  onPageChange: (page: PageState) => void;
  pageSizes?: number[];
  sorting?: SortingState;
  onSortingChange?: (sorting: SortingState) => void;
  onRowClick?: (row: T) => void;
  caption: string;
  getRowId?: (row: T) => string;
  loading?: boolean;
}) {
  // TanStack Table returns fresh functions each render; the React Compiler skips this component on purpose.
  // eslint-disable-next-line react-hooks/incompatible-library
  const table = useReactTable({
    data: rows,
    columns,
    getRowId,
    manualPagination: true,
    manualSorting: true,
    pageCount: Math.max(1, Math.ceil(totalCount / page.pageSize)),
    state: { sorting, pagination: page },
    onSortingChange: (updater) => onSortingChange?.(typeof updater === "function" ? updater(sorting) : updater),
    getCoreRowModel: getCoreRowModel(),
  });
  const pageCount = Math.max(1, Math.ceil(totalCount / page.pageSize));
  return (
    <div className="overflow-hidden rounded-lg border border-slate-200 bg-white">
      <div className="overflow-x-auto">
        <table className="min-w-full divide-y divide-slate-200 text-sm" aria-busy={loading || undefined}>
          <caption className="sr-only">{caption}</caption>
          <thead className="bg-slate-50">
            {table.getHeaderGroups().map((group) => (
              <tr key={group.id}>
                {group.headers.map((header) => {
                  const sortable = header.column.getCanSort() && !!onSortingChange;
                  const sorted = header.column.getIsSorted();
                  return (
                    <th
                      key={header.id}
                      scope="col"
                      aria-sort={sorted === "asc" ? "ascending" : sorted === "desc" ? "descending" : undefined}
                      className="px-4 py-3 text-left font-semibold text-slate-700"
                    >
                      {sortable ? (
                        <button
                          type="button"
                          className="inline-flex items-center gap-1 hover:underline"
                          onClick={header.column.getToggleSortingHandler()}
                        >
                          {flexRender(header.column.columnDef.header, header.getContext())}
                          <span aria-hidden>{sorted === "asc" ? "▲" : sorted === "desc" ? "▼" : "↕"}</span>
                        </button>
                      ) : (
                        flexRender(header.column.columnDef.header, header.getContext())
                      )}
                    </th>
                  );
                })}
              </tr>
            ))}
          </thead>
          <tbody className="divide-y divide-slate-100">
            {table.getRowModel().rows.map((row) => (
              <tr
                key={row.id}
                className={cn(onRowClick && "cursor-pointer hover:bg-slate-50 focus-within:bg-slate-50")}
                onClick={onRowClick ? () => onRowClick(row.original) : undefined}
              >
                {row.getVisibleCells().map((cell) => (
                  <td key={cell.id} className="px-4 py-3 text-slate-800">
                    {flexRender(cell.column.columnDef.cell, cell.getContext())}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <nav
        aria-label={`${caption} pages`}
        className="flex flex-wrap items-center justify-between gap-3 border-t border-slate-200 px-4 py-3 text-sm"
      >
        <span className="text-slate-600">
          {totalCount} {totalCount === 1 ? "result" : "results"} · page {page.pageIndex + 1} of {pageCount}
        </span>
        <div className="flex items-center gap-2">
          <label className="flex items-center gap-1 text-slate-600">
            Rows per page
            <select
              className="rounded border border-slate-300 px-2 py-1"
              value={page.pageSize}
              onChange={(e) => onPageChange({ pageIndex: 0, pageSize: Number(e.target.value) })}
            >
              {pageSizes.map((size) => (
                <option key={size} value={size}>
                  {size}
                </option>
              ))}
            </select>
          </label>
          <Button
            variant="secondary"
            disabled={page.pageIndex === 0}
            onClick={() => onPageChange({ ...page, pageIndex: page.pageIndex - 1 })}
          >
            Previous
          </Button>
          <Button
            variant="secondary"
            disabled={page.pageIndex + 1 >= pageCount}
            onClick={() => onPageChange({ ...page, pageIndex: page.pageIndex + 1 })}
          >
            Next
          </Button>
        </div>
      </nav>
    </div>
  );
}
