import {
  FlexRender,
  rowSortingFeature,
  tableFeatures,
  useTable,
  type ColumnDef,
  type RowData,
  type SortingState,
} from '@tanstack/react-table';
import { useMemo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { ListSort } from './listSort';

const features = tableFeatures({ rowSortingFeature });

/** One column of a console list: what its header says and what a row shows in it. */
export interface ListColumn<Row> {
  id: string;
  header: string;
  cell: (row: Row) => ReactNode;
  /** The server can order the list by this column (the list's `sort` param names it). */
  sortable?: boolean;
  /** Right-aligned figures (amounts, counts). */
  numeric?: boolean;
}

/**
 * Every console list: a TanStack table in manual mode, since the server filters, sorts and pages
 * (a page holds one screen of a list that may have millions of rows). The sort lives in the URL
 * (useListSort), so a sorted list links and reloads as it was.
 */
export function DataTable<Row extends RowData>(props: {
  caption: string;
  rows: readonly Row[];
  columns: readonly ListColumn<Row>[];
  rowKey: (row: Row) => string | number;
  busy?: boolean;
  sort?: ListSort;
  onSort?: (sort: ListSort) => void;
  testId?: string;
  rowAttributes?: (row: Row) => Record<`data-${string}`, string | number | undefined>;
}) {
  const { t } = useTranslation();
  const { columns, onSort, sort } = props;
  const defs = useMemo<ColumnDef<typeof features, Row>[]>(
    () =>
      columns.map((column) => ({
        id: column.id,
        header: column.header,
        accessorFn: (row: Row) => row,
        cell: (info) => column.cell(info.row.original),
        enableSorting: Boolean(column.sortable && onSort),
        meta: { numeric: column.numeric },
      })),
    [columns, onSort],
  );
  const sorting: SortingState = sort ? [{ id: sort.by, desc: sort.desc }] : [];
  const table = useTable({
    features,
    columns: defs,
    data: props.rows as Row[],
    getRowId: (row) => String(props.rowKey(row)),
    manualSorting: true,
    enableSortingRemoval: false,
    state: { sorting },
    onSortingChange: (updater) => {
      const next = typeof updater === 'function' ? updater(sorting) : updater;
      if (next[0] && onSort) onSort({ by: next[0].id, desc: next[0].desc });
    },
  });

  return (
    <div className="admin-table-wrap">
      <table className="admin-table" data-testid={props.testId}>
        <caption className="visually-hidden">{props.caption}</caption>
        <thead>
          {table.getHeaderGroups().map((group) => (
            <tr key={group.id}>
              {group.headers.map((header) => {
                const numeric = columns.find((c) => c.id === header.column.id)?.numeric;
                const sorted = header.column.getIsSorted();
                return (
                  <th
                    scope="col"
                    key={header.id}
                    className={numeric ? 'admin-number' : undefined}
                    aria-sort={sorted ? (sorted === 'desc' ? 'descending' : 'ascending') : undefined}
                  >
                    {header.column.getCanSort() ? (
                      <button
                        type="button"
                        className="admin-sort"
                        onClick={header.column.getToggleSortingHandler()}
                        title={t('table.sortBy', { column: header.column.columnDef.header as string })}
                      >
                        <FlexRender header={header} />
                        <span aria-hidden="true">
                          {sorted === 'asc' ? ' ▲' : sorted === 'desc' ? ' ▼' : ' ↕'}
                        </span>
                      </button>
                    ) : (
                      <FlexRender header={header} />
                    )}
                  </th>
                );
              })}
            </tr>
          ))}
        </thead>
        <tbody aria-busy={props.busy}>
          {table.getRowModel().rows.map((row) => (
            <tr key={row.id} {...props.rowAttributes?.(row.original)}>
              {row.getAllCells().map((cell) => (
                <td
                  key={cell.id}
                  className={
                    columns.find((c) => c.id === cell.column.id)?.numeric ? 'admin-number' : undefined
                  }
                >
                  <FlexRender cell={cell} />
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
