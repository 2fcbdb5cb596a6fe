import { fireEvent, render, screen, within } from '@testing-library/react';
import { DataTable, type DataTableProps } from './DataTable';

interface Row extends Record<string, unknown> {
  id: number;
  name: string;
  rate: number;
}

const columns = [
  { key: 'id', header: 'ID', sortable: true, numeric: true },
  { key: 'name', header: '案件名' },
  { key: 'rate', header: '単価', numeric: true, cell: (r: Row) => `${r.rate}万円` },
];

function props(over: Partial<DataTableProps<Row>> = {}): DataTableProps<Row> {
  return {
    caption: '案件一覧',
    columns,
    rows: [
      { id: 1, name: 'Go の案件', rate: 80 },
      { id: 2, name: 'Java の案件', rate: 70 },
    ],
    rowId: (r) => String(r.id),
    rowLabel: (r) => r.name,
    total: 2,
    page: 1,
    perPage: 50,
    onPageChange: jest.fn(),
    onPerPageChange: jest.fn(),
    sort: null,
    order: 'asc',
    onSortChange: jest.fn(),
    loading: false,
    error: false,
    onRetry: jest.fn(),
    ...over,
  };
}

describe('DataTable', () => {
  it('is a table named by its caption, cells from the columns, figures right-aligned', () => {
    render(<DataTable {...props()} />);
    const table = screen.getByRole('table', { name: '案件一覧' });
    const [head, first] = within(table).getAllByRole('row');
    expect(within(head).getAllByRole('columnheader').map((h) => h.textContent)).toEqual(['ID⇅', '案件名', '単価']);
    expect(within(first).getAllByRole('cell').map((c) => c.textContent)).toEqual(['1', 'Go の案件', '80万円']);
    expect(within(first).getAllByRole('cell')[2]).toHaveClass('er-staff-table__num');
  });

  it('shows 読み込み中 before the first answer and marks the table busy while the next one loads', () => {
    const { rerender } = render(<DataTable {...props({ rows: undefined, loading: true })} />);
    expect(within(screen.getByRole('table')).getByRole('status')).toHaveTextContent('読み込み中…');
    rerender(<DataTable {...props({ loading: true })} />);
    expect(screen.getByRole('table')).toHaveAttribute('aria-busy', 'true');
    expect(screen.getByText('Go の案件')).toBeInTheDocument();
  });

  it('asks for a sort from the header button (a keyboard-reachable button), ascending first', () => {
    const onSortChange = jest.fn();
    const { rerender } = render(<DataTable {...props({ onSortChange })} />);
    fireEvent.click(screen.getByRole('button', { name: /^ID/ }));
    expect(onSortChange).toHaveBeenLastCalledWith('id', 'asc');
    rerender(<DataTable {...props({ onSortChange, sort: 'id', order: 'asc' })} />);
    fireEvent.click(screen.getByRole('button', { name: /^ID/ }));
    expect(onSortChange).toHaveBeenLastCalledWith('id', 'desc');
    rerender(<DataTable {...props({ onSortChange, sort: 'id', order: 'desc' })} />);
    fireEvent.click(screen.getByRole('button', { name: /^ID/ }));
    expect(onSortChange).toHaveBeenLastCalledWith('id', 'asc');
  });

  it('reports row selection by row id and shows the bulk actions with the selected ids', () => {
    const onChange = jest.fn();
    const { rerender } = render(<DataTable {...props({ selection: { selected: {}, onChange }, bulkActions: (ids) => <span>操作対象 {ids.join(',')}</span> })} />);
    fireEvent.click(screen.getByRole('checkbox', { name: 'Java の案件を選択' }));
    expect(onChange).toHaveBeenLastCalledWith({ 2: true });
    rerender(<DataTable {...props({ selection: { selected: { 2: true }, onChange }, bulkActions: (ids) => <span>操作対象 {ids.join(',')}</span> })} />);
    expect(screen.getByText('操作対象 2')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('checkbox', { name: 'このページの行をすべて選択' }));
    expect(onChange).toHaveBeenLastCalledWith({ 1: true, 2: true });
  });
});
