import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/lib/api-client';
import { renderWithProviders, storeToken } from '@/test/utils';
import { DataTable, type DataTableColumn, VIRTUALIZE_ABOVE } from './data-table';

type Line = { id: number; name: string; amount: string; files: number };

const columns: DataTableColumn<Line>[] = [
  { accessorKey: 'name', header: 'Name' },
  { accessorKey: 'files', header: 'Files', meta: { kind: 'number', total: 'sum' } },
  { accessorKey: 'amount', header: 'Amount', meta: { kind: 'money', total: 'sum' } },
];

const LINES: Line[] = [
  { id: 1, name: 'Bravo', amount: '0.10', files: 2 },
  { id: 2, name: 'Alpha', amount: '0.20', files: 5 },
  { id: 3, name: 'Charlie', amount: '-1234.50', files: 1 },
];

function renderTable(props: Partial<Parameters<typeof DataTable<Line>>[0]> = {}) {
  storeToken();
  return renderWithProviders(
    <DataTable<Line>
      label="Lines"
      columns={columns}
      data={LINES}
      getRowId={(line) => String(line.id)}
      emptyText="No lines."
      {...props}
    />,
  );
}

const table = () => screen.getByRole('table', { name: 'Lines' });
const bodyRows = () =>
  within(table())
    .getAllByRole('row')
    .filter((row) => row.closest('tbody'));
const firstColumn = () => bodyRows().map((row) => within(row).getAllByRole('cell')[0]?.textContent);
const header = (name: string) => within(table()).getByRole('columnheader', { name: new RegExp(`^${name}`) });
const sortButton = (name: string) => within(header(name)).getByRole('button');

describe('DataTable sorting (spec 001 §4)', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('keeps the rows in the order given until a header is pressed', () => {
    renderTable();
    expect(firstColumn()).toEqual(['Bravo', 'Alpha', 'Charlie']);
    expect(header('Name').getAttribute('aria-sort')).toBe('none');
  });

  it('sorts a new column descending first, and the same column again toggles the direction', () => {
    renderTable();
    fireEvent.click(sortButton('Name'));
    expect(firstColumn()).toEqual(['Charlie', 'Bravo', 'Alpha']);
    expect(header('Name').getAttribute('aria-sort')).toBe('descending');
    fireEvent.click(sortButton('Name'));
    expect(firstColumn()).toEqual(['Alpha', 'Bravo', 'Charlie']);
    expect(header('Name').getAttribute('aria-sort')).toBe('ascending');
    fireEvent.click(sortButton('Name'));
    expect(header('Name').getAttribute('aria-sort')).toBe('descending');

    // Another column starts descending again, whatever the last direction was.
    fireEvent.click(sortButton('Name'));
    fireEvent.click(sortButton('Files'));
    expect(header('Files').getAttribute('aria-sort')).toBe('descending');
    expect(header('Name').getAttribute('aria-sort')).toBe('none');
    expect(firstColumn()).toEqual(['Alpha', 'Bravo', 'Charlie']);
  });

  it('sorts money by its amount in cents, not as text', () => {
    renderTable();
    fireEvent.click(sortButton('Amount'));
    expect(firstColumn()).toEqual(['Alpha', 'Bravo', 'Charlie']);
  });

  it('starts a column ascending where the screen says so', () => {
    renderTable({
      columns: [{ ...columns[0], sortDescFirst: false } as DataTableColumn<Line>, ...columns.slice(1)],
    });
    fireEvent.click(sortButton('Name'));
    expect(header('Name').getAttribute('aria-sort')).toBe('ascending');
    fireEvent.click(sortButton('Files'));
    expect(header('Files').getAttribute('aria-sort')).toBe('descending');
  });

  it('tells the screen the sort so it can keep it in the address, and shows a sort it is given', () => {
    const onSortChange = vi.fn();
    renderTable({ sort: { id: 'files', desc: false }, onSortChange });
    expect(firstColumn()).toEqual(['Charlie', 'Bravo', 'Alpha']);
    expect(header('Files').getAttribute('aria-sort')).toBe('ascending');
    fireEvent.click(sortButton('Name'));
    expect(onSortChange).toHaveBeenCalledWith({ id: 'name', desc: true });
  });
});

describe('DataTable money and totals', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('shows money right-aligned, negatives red in parentheses', () => {
    renderTable();
    const cell = screen.getByText('($1,234.50)');
    expect(cell.closest('td')?.style.textAlign).toBe('right');
    expect(header('Amount').style.textAlign).toBe('right');
    expect(cell.style.color).toContain('red');
    const positive = screen.getByText('$0.10');
    expect(positive.style.color).toBe('');
    expect(within(table()).getByText('Bravo').closest('td')?.style.textAlign).toBe('');
  });

  it('adds a totals row that is the sum of the rows to the cent', () => {
    // 0.10 + 0.20 is 0.30000000000000004 in binary floats; the total must read $0.30 exactly.
    renderTable({ totals: true, data: LINES.slice(0, 2) });
    const totals = within(table()).getAllByRole('row').at(-1);
    expect(totals?.closest('tfoot')).toBeTruthy();
    expect(within(totals as HTMLElement).getByText('Total')).toBeTruthy();
    expect(within(totals as HTMLElement).getByText('7')).toBeTruthy();
    expect(within(totals as HTMLElement).getByText('$0.30')).toBeTruthy();
  });

  it('totals a negative sum in parentheses', () => {
    renderTable({ totals: true });
    const totals = within(table()).getAllByRole('row').at(-1) as HTMLElement;
    expect(within(totals).getByText('($1,234.20)')).toBeTruthy();
  });
});

describe('DataTable states, paging and long lists', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('shows one loading state, the server’s detail on error, and the empty text', () => {
    const view = renderTable({ data: undefined, status: { isPending: true, isError: false, error: null } });
    expect(screen.getByLabelText('Loading lines')).toBeTruthy();
    view.unmount();

    const failed = renderTable({
      data: undefined,
      errorText: 'Could not load lines.',
      status: { isPending: false, isError: true, error: new ApiError(403, 'You may not see these lines.') },
    });
    expect(screen.getByRole('alert').textContent).toBe('You may not see these lines.');
    failed.unmount();

    const ownWords = renderTable({
      data: undefined,
      errorText: 'Could not load lines.',
      serverDetail: false,
      status: { isPending: false, isError: true, error: new ApiError(500, 'Internal server error') },
    });
    expect(screen.getByRole('alert').textContent).toBe('Could not load lines.');
    ownWords.unmount();

    renderTable({ data: [] });
    expect(screen.getByText('No lines.')).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('pages the rows and keeps the sort across pages', () => {
    const many = Array.from({ length: 60 }, (_, i) => ({
      id: i,
      name: `Row ${String(i).padStart(2, '0')}`,
      amount: '1.00',
      files: i,
    }));
    renderTable({ data: many, pageSize: 25 });
    expect(bodyRows()).toHaveLength(25);
    fireEvent.click(sortButton('Files'));
    expect(firstColumn()[0]).toBe('Row 59');
    fireEvent.click(screen.getByRole('button', { name: '3' }));
    expect(firstColumn()).toEqual(
      Array.from({ length: 10 }, (_, i) => `Row ${String(9 - i).padStart(2, '0')}`),
    );
  });

  it('renders every row up to the threshold, and only the rows in view above it', () => {
    // The default threshold is a few hundred rows; a small one keeps the test quick.
    expect(VIRTUALIZE_ABOVE).toBe(300);
    const rowsOf = (n: number) =>
      Array.from({ length: n }, (_, i) => ({ id: i, name: `Row ${i}`, amount: '1.00', files: 1 }));
    const view = renderTable({ data: rowsOf(40), virtualizeAbove: 40 });
    expect(bodyRows()).toHaveLength(40);
    expect(table().getAttribute('aria-rowcount')).toBeNull();
    view.unmount();

    // The scroll box is 600 px high (happy-dom lays nothing out): about 15 rows of 41 px, plus overscan.
    vi.spyOn(HTMLElement.prototype, 'clientHeight', 'get').mockReturnValue(600);
    renderTable({ data: rowsOf(400), virtualizeAbove: 40, totals: true });
    const shown = bodyRows().length;
    expect(shown).toBeGreaterThan(10);
    expect(shown).toBeLessThan(60);
    expect(table().getAttribute('aria-rowcount')).toBe('401');
    // The totals still add up every row, not only those in view.
    expect(within(table()).getByText('$400.00')).toBeTruthy();
  });

  it('shows the rows the server sent as they are, and asks the server for the next sort', () => {
    const onSortChange = vi.fn();
    renderTable({ server: { rowCount: 3 }, sort: { id: 'name', desc: true }, onSortChange });
    // Not re-sorted here: the server did it.
    expect(firstColumn()).toEqual(['Bravo', 'Alpha', 'Charlie']);
    fireEvent.click(sortButton('Name'));
    expect(onSortChange).toHaveBeenCalledWith({ id: 'name', desc: false });
  });
});
