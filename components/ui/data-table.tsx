"use client";

// THE table, on TanStack Table: the server filters, sorts and pages; this renders and reports clicks on sortable
// headers and the pager (left out when no `page` is given: short lists). Sort state is announced with aria-sort.
// Rows that open something: `rowHref` puts a real link in the row's first cell (or the column marked
// `meta: { rowLink: true }`) and a click anywhere else on the row follows it; `onRowClick` (a dialog, a drawer)
// puts a real button there instead. Either way keyboard users reach the row with Tab and open it with Enter.
// At phone width every row is a card of 'column: value' lines, so no column hides off to the side.
import Link from "next/link";
import type { ReactNode } from "react";
import { Pager } from "@/components/ui/pager";
import {
  flexRender,
  getCoreRowModel,
  useReactTable,
  type ColumnDef,
  type Header,
  type Row,
  type RowData,
  type SortingState,
} from "@tanstack/react-table";
import { cn } from "@/components/ui/cn";
import { useOverflowsX } from "@/components/ui/use-overflows-x";

// A column may add classes to its header and cells (alignment, tabular figures), and may carry the row's link.
declare module "@tanstack/react-table" {
  // eslint-disable-next-line @typescript-eslint/no-unused-vars
  interface ColumnMeta<TData extends RowData, TValue> {
    className?: string;
    /** This column's cell holds the row's link (or button); without any, the first column does. */
    rowLink?: boolean;
    /** This column's cells name their rows: rendered as `<th scope="row">`. */
    rowHeader?: boolean;
    /** The column's name on a phone's card, when its header is not a plain string. */
    label?: string;
  }
}

/** Extra attributes of one body row (test ids, data-*, aria-selected, a highlight class). */
export type RowProps = React.HTMLAttributes<HTMLTableRowElement> & { [data: `data-${string}`]: string | undefined };

export type PageState = { pageIndex: number; pageSize: number };

const FOCUS_RING =
  "rounded-sm focus-visible:outline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600";

// A click on one of these inside a row belongs to that control, not to the row.
const INTERACTIVE =
  "a, button, input, select, textarea, label, summary, [role='button'], [role='menuitem'], [role='checkbox'], [role='switch'], [role='combobox'], [contenteditable='true']";

function onRowAreaClick(event: React.MouseEvent<HTMLTableRowElement>, href: string | null, open?: () => void) {
  const target = event.target as HTMLElement;
  // Clicks inside portals (menus, dialogs opened from a cell) bubble through React but are not in the row.
  if (!event.currentTarget.contains(target) || target.closest(INTERACTIVE)) return;
  if (window.getSelection()?.toString()) return; // selecting text is not a click
  if (href) {
    if (event.ctrlKey || event.metaKey) window.open(href, "_blank", "noopener");
    else event.currentTarget.querySelector<HTMLAnchorElement>("a[data-row-link]")?.click();
  } else open?.();
}

// Plain render helpers (not components): TanStack's objects keep their identity while the table state changes.
/** At phone width each row is a card: every cell on its own line after its column's name (data-label). The roles
 *  are spelled out so the table stays a table to assistive technology with the block display. */
const CARD_CELL =
  "max-sm:flex max-sm:flex-wrap max-sm:gap-x-2 max-sm:px-4 max-sm:py-1 max-sm:text-left max-sm:before:font-medium max-sm:before:text-slate-600 max-sm:before:content-[attr(data-label)]";

function columnLabel<T>(column: { columnDef: ColumnDef<T, unknown> }): string {
  const header = column.columnDef.header;
  return typeof header === "string" ? header : (column.columnDef.meta?.label ?? "");
}

function headerCell<T>(header: Header<T, unknown>, sortingEnabled: boolean) {
  const sortable = header.column.getCanSort() && sortingEnabled;
  const sorted = header.column.getIsSorted();
  const label = flexRender(header.column.columnDef.header, header.getContext());
  return (
    <th
      key={header.id}
      role="columnheader"
      scope="col"
      aria-sort={sorted === "asc" ? "ascending" : sorted === "desc" ? "descending" : undefined}
      className={cn("px-4 py-3 text-left font-semibold text-slate-700", header.column.columnDef.meta?.className)}
    >
      {sortable ? (
        <button
          type="button"
          className={cn("inline-flex items-center gap-1 hover:underline", FOCUS_RING)}
          onClick={header.column.getToggleSortingHandler()}
        >
          {label}
          <span aria-hidden>{sorted === "asc" ? "▲" : sorted === "desc" ? "▼" : "↕"}</span>
        </button>
      ) : (
        label
      )}
    </th>
  );
}

function bodyRow<T>(
  row: Row<T>,
  extra: RowProps,
  linkColumnId: string | undefined,
  href: string | null,
  open: (() => void) | undefined,
) {
  const { onClick: extraOnClick, ...rest } = extra;
  return (
    <tr
      key={row.id}
      role="row"
      {...rest}
      className={cn(
        "max-sm:block max-sm:py-2",
        (href || open) && "cursor-pointer hover:bg-slate-50 focus-within:bg-slate-50",
        extra.className,
      )}
      onClick={(event) => {
        extraOnClick?.(event);
        if (!event.defaultPrevented && (href || open)) onRowAreaClick(event, href, open);
      }}
    >
      {row.getVisibleCells().map((cell) => {
        const content = flexRender(cell.column.columnDef.cell, cell.getContext());
        const isLinkCell = cell.column.id === linkColumnId;
        const meta = cell.column.columnDef.meta;
        const Cell = meta?.rowHeader ? "th" : "td";
        return (
          <Cell
            key={cell.id}
            role={meta?.rowHeader ? "rowheader" : "cell"}
            scope={meta?.rowHeader ? "row" : undefined}
            data-label={columnLabel(cell.column)}
            className={cn(
              "px-4 py-3 text-slate-800",
              CARD_CELL,
              meta?.rowHeader && "text-left font-medium text-slate-900",
              meta?.className,
            )}
          >
            {isLinkCell && href ? (
              <Link href={href} data-row-link="" className={cn("hover:underline", FOCUS_RING)}>
                {content}
              </Link>
            ) : isLinkCell && open ? (
              <button type="button" onClick={open} className={cn("text-left hover:underline", FOCUS_RING)}>
                {content}
              </button>
            ) : (
              content
            )}
          </Cell>
        );
      })}
    </tr>
  );
}

export function DataTable<T>({
  columns,
  rows,
  totalCount = rows.length,
  page,
  onPageChange,
  pageSizes = [20, 50, 100],
  sorting = [],
  onSortingChange,
  rowHref,
  onRowClick,
  caption,
  getRowId,
  loading,
  rowProps,
  emptyState,
  className,
  testId,
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
  /** Where the row leads (null: nowhere). The link cell holds a real `<Link>`; a click elsewhere on the row follows it. */
  rowHref?: (row: T) => string | null;
  /** For rows that open a dialog or a drawer: the link cell becomes a real `<button>`. */
  onRowClick?: (row: T) => void;
  caption: string;
  getRowId?: (row: T) => string;
  loading?: boolean;
  rowProps?: (row: T) => RowProps;
  /** Shown in one full-width row when there are no rows (and nothing is loading). */
  emptyState?: ReactNode;
  /** Classes of the outer frame (e.g. "border-0 rounded-none" inside a card). */
  className?: string;
  /** data-testid of the `<table>` element. */
  testId?: string;
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
  const leafColumns = table.getVisibleLeafColumns();
  const linkColumnId = (leafColumns.find((c) => c.columnDef.meta?.rowLink) ?? leafColumns[0])?.id;
  const bodyRows = table.getRowModel().rows;
  // A table wider than the screen scrolls sideways: keyboard users then reach the scroll area itself (a named
  // region in the tab order, scrolled with the arrow keys); one that fits adds no tab stop.
  const [scroller, overflows] = useOverflowsX<HTMLDivElement>();
  return (
    <div
      className={cn(
        "relative min-w-0 max-w-full overflow-hidden rounded-lg border border-slate-200 bg-white",
        className,
      )}
    >
      <div
        ref={scroller}
        className={cn("relative overflow-x-auto", overflows && FOCUS_RING)}
        {...(overflows ? { tabIndex: 0, role: "region", "aria-label": `${caption} (scrolls sideways)` } : {})}
      >
        <table
          role="table"
          className="min-w-full divide-y divide-slate-200 text-sm max-sm:block"
          aria-busy={loading || undefined}
          data-testid={testId}
        >
          <caption className="sr-only">{caption}</caption>
          <thead role="rowgroup" className="bg-slate-50 max-sm:sr-only">
            {table.getHeaderGroups().map((group) => (
              <tr key={group.id} role="row">
                {group.headers.map((header) => headerCell(header, !!onSortingChange))}
              </tr>
            ))}
          </thead>
          <tbody role="rowgroup" className="divide-y divide-slate-100 max-sm:block">
            {bodyRows.length === 0 && emptyState != null && !loading ? (
              <tr role="row" className="max-sm:block">
                <td
                  role="cell"
                  colSpan={Math.max(1, leafColumns.length)}
                  className="px-4 py-6 text-center text-slate-600 max-sm:block"
                >
                  {emptyState}
                </td>
              </tr>
            ) : null}
            {bodyRows.map((row) => {
              const href = rowHref?.(row.original) ?? null;
              const open = !href && onRowClick ? () => onRowClick(row.original) : undefined;
              return bodyRow(row, rowProps?.(row.original) ?? {}, linkColumnId, href, open);
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
