import { flexRender, getCoreRowModel, getSortedRowModel, useReactTable, type ColumnDef, type RowData, type SortingState } from '@tanstack/react-table';
import { useState } from 'react';
import { ChevronDownIcon } from '@/components/ui/icons';

declare module '@tanstack/react-table' {
  // eslint-disable-next-line @typescript-eslint/no-unused-vars -- the generics must match TanStack's declaration
  interface ColumnMeta<TData extends RowData, TValue> {
    /** Extra classes for the column's cells, e.g. 'hidden md:table-cell' to drop it on phones. */
    className?: string;
    /** Right-align (amounts, counts). */
    numeric?: boolean;
  }
}

interface DataTableProps<T> {
  data: T[];
  // TanStack's column values are of many types in one table; `any` is its own documented way to say so.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  columns: ColumnDef<T, any>[];
  /** Says what the table lists, for screen readers (a visually hidden caption). */
  caption: string;
  getRowId: (row: T) => string;
}

/**
 * The admin lists' table (TanStack Table), inside AdminList, which shows the empty state in its
 * place. The server pages the list; sorting a column orders the page shown. On a phone the table
 * scrolls sideways inside its own focusable region (axe scrollable-region-focusable), and columns
 * marked `hidden md:table-cell` give way to the important ones.
 */
export function DataTable<T>({ data, columns, caption, getRowId }: DataTableProps<T>) {
  const [sorting, setSorting] = useState<SortingState>([]);
  const table = useReactTable({
    data,
    columns,
    state: { sorting },
    onSortingChange: setSorting,
    getRowId,
    getCoreRowModel: getCoreRowModel(),
    getSortedRowModel: getSortedRowModel(),
  });

  return (
    // relative: the visually hidden texts (sr-only, absolutely placed) in the far columns stay inside the scrolled
    // box; else they widen a phone's page past the screen.
    <div
      role="region"
      aria-label={caption}
      tabIndex={0}
      className="relative overflow-x-auto rounded-2xl border border-slate-200 bg-white shadow-sm focus:outline-none focus-visible:ring-2 focus-visible:ring-brand-500"
    >
      <table className="w-full min-w-[36rem] border-collapse text-left text-sm md:min-w-0">
        <caption className="sr-only">{caption}</caption>
        <thead className="bg-slate-50 text-xs uppercase tracking-wide text-slate-600">
          {table.getHeaderGroups().map((group) => (
            <tr key={group.id}>
              {group.headers.map((header) => {
                const meta = header.column.columnDef.meta;
                const sorted = header.column.getIsSorted();
                const label = header.isPlaceholder ? null : flexRender(header.column.columnDef.header, header.getContext());
                return (
                  <th
                    key={header.id}
                    scope="col"
                    aria-sort={sorted === 'asc' ? 'ascending' : sorted === 'desc' ? 'descending' : undefined}
                    className={`whitespace-nowrap border-b border-slate-200 px-4 py-3 font-semibold ${meta?.numeric ? 'text-right' : ''} ${meta?.className ?? ''}`}
                  >
                    {header.column.getCanSort() ? (
                      <button
                        type="button"
                        onClick={header.column.getToggleSortingHandler()}
                        className={`inline-flex items-center gap-1 rounded uppercase hover:text-slate-900 focus:outline-none focus-visible:ring-2 focus-visible:ring-brand-500 ${meta?.numeric ? 'flex-row-reverse' : ''}`}
                      >
                        {label}
                        <ChevronDownIcon
                          className={`size-3.5 transition-transform ${sorted ? 'text-slate-900' : 'text-slate-400'} ${sorted === 'asc' ? 'rotate-180' : ''}`}
                        />
                        <span className="sr-only">{sorted ? `, sorted ${sorted === 'asc' ? 'ascending' : 'descending'}` : ', sort'}</span>
                      </button>
                    ) : (
                      label
                    )}
                  </th>
                );
              })}
            </tr>
          ))}
        </thead>
        <tbody>
          {table.getRowModel().rows.map((row) => (
            <tr key={row.id} className="border-b border-slate-100 last:border-0 hover:bg-slate-50">
              {row.getVisibleCells().map((cell) => {
                const meta = cell.column.columnDef.meta;
                return (
                  <td key={cell.id} className={`px-4 py-3 align-middle ${meta?.numeric ? 'text-right tabular-nums' : ''} ${meta?.className ?? ''}`}>
                    {flexRender(cell.column.columnDef.cell, cell.getContext())}
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
