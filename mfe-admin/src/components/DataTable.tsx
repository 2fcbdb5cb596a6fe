// The back office's one list table (issue 15): TanStack Table over a page the server already sorted and
// cut (manual sorting, the page from the URL), in the dense staff style of admin.css: a sticky header,
// sortable column headers (buttons, aria-sort), row checkboxes for bulk actions, and the loading, error
// and empty states. Everything is a native control, so it works from the keyboard.
import { useMemo, type ReactNode } from 'react';
import {
  rowSelectionFeature,
  rowSortingFeature,
  tableFeatures,
  useTable,
  type ColumnDef,
  type RowData,
  type RowSelectionState,
  type SortingState,
  type Updater,
} from '@tanstack/react-table';
import { ErrorPanel, Spinner } from '@er/ui';
import type { SortOrder } from '../hooks/useListState';
import { Pager, type PagerProps } from './Pager';

const features = tableFeatures({ rowSortingFeature, rowSelectionFeature });

export interface TableColumn<Row> {
  /** The row's field: the sort key when sortable, and the cell's text unless `cell` is given. */
  key: string;
  header: string;
  sortable?: boolean;
  numeric?: boolean;
  cell?: (row: Row) => ReactNode;
}

export interface DataTableProps<Row extends RowData> extends Omit<PagerProps, 'rowsOnPage'> {
  /** What the table lists (its caption, read by screen readers): 「お知らせ一覧」. */
  caption: string;
  columns: readonly TableColumn<Row>[];
  /** The page's rows; undefined until the first answer. */
  rows: readonly Row[] | undefined;
  rowId: (row: Row) => string;
  /** The row in a few words: the name of its checkbox (「…を選択」). */
  rowLabel: (row: Row) => string;
  sort: string | null;
  order: SortOrder;
  onSortChange: (sort: string, order: SortOrder) => void;
  /** A request is on its way (the rows shown, if any, are the previous answer). */
  loading: boolean;
  /** The last request failed. */
  error: boolean;
  onRetry: () => void;
  /** Row checkboxes: the selected row ids and where changes go; `can` says which rows have one (default: all). */
  selection?: { selected: RowSelectionState; onChange: (next: RowSelectionState) => void; can?: (row: Row) => boolean };
  /** What to do with the selected rows (shown above the table while some are selected). */
  bulkActions?: (selectedIds: string[]) => ReactNode;
  /** The 操作 column: buttons or links of one row. */
  rowActions?: (row: Row) => ReactNode;
  /** A class for a row (e.g. a soft-deleted one). */
  rowClassName?: (row: Row) => string | undefined;
}

function textOf(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (Array.isArray(value)) return value.map(textOf).join('、');
  return String(value);
}

const NO_ROWS: never[] = [];

export function DataTable<Row extends RowData>(props: DataTableProps<Row>) {
  const { caption, columns, rows, rowId, rowLabel, sort, order, onSortChange, loading, error, onRetry, selection, bulkActions, rowActions, rowClassName } =
    props;

  const columnDefs = useMemo(() => {
    return columns.map(
      (c): ColumnDef<typeof features, Row, unknown> => ({
        id: c.key,
        accessorFn: (row: Row) => (row as Record<string, unknown>)[c.key],
        header: c.header,
        enableSorting: !!c.sortable,
        cell: ({ row }) => (c.cell ? c.cell(row.original) : textOf((row.original as Record<string, unknown>)[c.key])),
      }),
    );
  }, [columns]);

  const sorting = useMemo<SortingState>(() => (sort ? [{ id: sort, desc: order === 'desc' }] : []), [sort, order]);
  const rowSelection = selection?.selected ?? {};

  const table = useTable({
    features,
    columns: columnDefs,
    data: (rows ?? NO_ROWS) as Row[],
    getRowId: (row: Row) => rowId(row),
    state: { sorting, rowSelection },
    manualSorting: true,
    enableMultiSort: false,
    enableSortingRemoval: false,
    sortDescFirst: false,
    onSortingChange: (updater: Updater<SortingState>) => {
      const next = typeof updater === 'function' ? updater(sorting) : updater;
      if (next[0]) onSortChange(next[0].id, next[0].desc ? 'desc' : 'asc');
    },
    enableRowSelection: selection?.can ? (row) => selection.can!(row.original) : !!selection,
    onRowSelectionChange: (updater: Updater<RowSelectionState>) => {
      selection?.onChange(typeof updater === 'function' ? updater(rowSelection) : updater);
    },
  });

  const selectedIds = Object.keys(rowSelection);
  const headerCount = columns.length + (selection ? 1 : 0) + (rowActions ? 1 : 0);
  const pageRows = table.getRowModel().rows;

  return (
    <div className="er-data-table">
      <div className="er-data-table__toolbar">
        <Pager {...props} rowsOnPage={rows?.length ?? 0} />
        {selection && selectedIds.length > 0 && bulkActions && (
          <div className="er-data-table__bulk" role="group" aria-label="選択した行の操作">
            <span>{selectedIds.length} 件選択中</span>
            {bulkActions(selectedIds)}
          </div>
        )}
      </div>
      {error && <ErrorPanel message="一覧を読み込めませんでした。" onRetry={onRetry} />}
      <div className="er-staff-table-wrap">
        <table className="er-staff-table" aria-busy={loading || undefined}>
          <caption className="er-visually-hidden">{caption}</caption>
          <thead>
            {table.getHeaderGroups().map((group) => (
              <tr key={group.id}>
                {selection && (
                  <th scope="col" className="er-staff-table__check">
                    <input
                      type="checkbox"
                      aria-label="このページの行をすべて選択"
                      checked={table.getIsAllPageRowsSelected()}
                      ref={(el) => {
                        if (el) el.indeterminate = table.getIsSomePageRowsSelected();
                      }}
                      disabled={!pageRows.some((r) => r.getCanSelect())}
                      onChange={table.getToggleAllPageRowsSelectedHandler()}
                    />
                  </th>
                )}
                {group.headers.map((header) => {
                  const column = columns.find((c) => c.key === header.column.id)!;
                  const sorted = header.column.getIsSorted();
                  const canSort = header.column.getCanSort();
                  return (
                    <th
                      key={header.id}
                      scope="col"
                      className={column.numeric ? 'er-staff-table__num' : undefined}
                      aria-sort={sorted === 'asc' ? 'ascending' : sorted === 'desc' ? 'descending' : canSort ? 'none' : undefined}
                    >
                      {canSort ? (
                        <button type="button" className="er-staff-table__sort" onClick={header.column.getToggleSortingHandler()}>
                          {column.header}
                          <span aria-hidden="true" className="er-staff-table__sort-mark">
                            {sorted === 'asc' ? '▲' : sorted === 'desc' ? '▼' : '⇅'}
                          </span>
                        </button>
                      ) : (
                        column.header
                      )}
                    </th>
                  );
                })}
                {rowActions && (
                  <th scope="col">操作</th>
                )}
              </tr>
            ))}
          </thead>
          <tbody>
            {rows === undefined && loading && (
              <tr>
                <td colSpan={headerCount}>
                  <Spinner />
                </td>
              </tr>
            )}
            {rows !== undefined && rows.length === 0 && (
              <tr>
                <td colSpan={headerCount} className="er-staff-table__empty">
                  該当するデータがありません
                </td>
              </tr>
            )}
            {pageRows.map((row) => (
              <tr key={row.id} className={rowClassName?.(row.original)}>
                {selection && (
                  <td className="er-staff-table__check">
                    {row.getCanSelect() && (
                      <input
                        type="checkbox"
                        aria-label={`${rowLabel(row.original)}を選択`}
                        checked={row.getIsSelected()}
                        onChange={row.getToggleSelectedHandler()}
                      />
                    )}
                  </td>
                )}
                {row.getAllCells().map((cell) => (
                  <td key={cell.id} className={columns.find((c) => c.key === cell.column.id)?.numeric ? 'er-staff-table__num' : undefined}>
                    <table.FlexRender cell={cell} />
                  </td>
                ))}
                {rowActions && (
                  <td className="er-staff-table__actions">{rowActions(row.original)}</td>
                )}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </div>
  );
}
