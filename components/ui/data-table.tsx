"use client";

// THE table, on TanStack Table: the server filters, sorts and pages; this renders and reports clicks on sortable
// headers and the pager (left out when no `page` is given: short lists). Sort state is announced with aria-sort.
import { Pager } from "@/components/ui/pager";
import {
  flexRender,
  getCoreRowModel,
  useReactTable,
  type ColumnDef,
  type RowData,
  type SortingState,
} from "@tanstack/react-table";
import { cn } from "@/components/ui/cn";

// A column may add classes to its header and cells (alignment, tabular figures).
declare module "@tanstack/react-table" {
  // eslint-disable-next-line @typescript-eslint/no-unused-vars
  interface ColumnMeta<TData extends RowData, TValue> {
    className?: string;
  }
}

/** Extra attributes of one body row (test ids, data-*, aria-selected, a highlight class). */
export type RowProps = React.HTMLAttributes<HTMLTableRowElement> & { [data: `data-${string}`]: string | undefined };

export type PageState = { pageIndex: number; pageSize: number };

export function DataTable<T>({
  columns,
  rows,
  totalCount = rows.length,
  page,
  onPageChange,
  pageSizes = [20, 50, 100],
  sorting = [],
  onSortingChange,
  onRowClick,
  caption,
  getRowId,
  loading,
  rowProps,
}: {
  /** Keep it stable (module constant or useMemo): each cell renders as a component, so new functions remount rows. */
  columns: ColumnDef<T, unknown>[];
  rows: T[];
  totalCount?: number;
  page?: PageState;
  onPageChange?: (page: PageState) => void;
  pageSizes?: number[];
  sorting?: SortingState;
  onSortingChange?: (sorting: SortingState) => void;
  onRowClick?: (row: T) => void;
  caption: string;
  getRowId?: (row: T) => string;
  loading?: boolean;
  rowProps?: (row: T) => RowProps;
}) {
  // TanStack Table returns fresh functions each render; the React Compiler skips this component on purpose.
  // eslint-disable-next-line react-hooks/incompatible-library
  const table = useReactTable({
    data: rows,
    columns,
    getRowId,
    manualPagination: true,
    manualSorting: true,
    pageCount: page ? Math.max(1, Math.ceil(totalCount / page.pageSize)) : 1,
    state: { sorting, pagination: page ?? { pageIndex: 0, pageSize: Math.max(1, rows.length) } },
    onSortingChange: (updater) => onSortingChange?.(typeof updater === "function" ? updater(sorting) : updater),
    getCoreRowModel: getCoreRowModel(),
  });
  const pageCount = page ? Math.max(1, Math.ceil(totalCount / page.pageSize)) : 1;
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
                      className={cn(
                        "px-4 py-3 text-left font-semibold text-slate-700",
                        header.column.columnDef.meta?.className,
                      )}
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
            {table.getRowModel().rows.map((row) => {
              const extra = rowProps?.(row.original) ?? {};
              return (
                <tr
                  key={row.id}
                  {...extra}
                  className={cn(
                    onRowClick && "cursor-pointer hover:bg-slate-50 focus-within:bg-slate-50",
                    extra.className,
                  )}
                  onClick={onRowClick ? () => onRowClick(row.original) : undefined}
                >
                  {row.getVisibleCells().map((cell) => (
                    <td key={cell.id} className={cn("px-4 py-3 text-slate-800", cell.column.columnDef.meta?.className)}>
                      {flexRender(cell.column.columnDef.cell, cell.getContext())}
                    </td>
                  ))}
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
      {page && onPageChange ? (
        <div className="border-t border-slate-200 px-4 py-3">
          <Pager
            label={`${caption} pages`}
            pageIndex={page.pageIndex}
            pageCount={pageCount}
            totalCount={totalCount}
            pageSize={page.pageSize}
            pageSizes={pageSizes}
            onPageIndexChange={(pageIndex) => onPageChange({ ...page, pageIndex })}
            onPageSizeChange={(pageSize) => onPageChange({ pageIndex: 0, pageSize })}
          />
        </div>
      ) : null}
    </div>
  );
}
