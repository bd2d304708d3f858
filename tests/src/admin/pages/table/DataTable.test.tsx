import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createAdminI18n } from '../../../../../src/admin/i18n/createAdminI18n';
import { DataTable, type ListColumn } from '../../../../../src/admin/pages/table/DataTable';
import { useListSort } from '../../../../../src/admin/pages/table/listSort';

interface Row {
  id: number;
  name: string;
  amount: number;
}

const rows: Row[] = [
  { id: 7, name: 'ada', amount: 120 },
  { id: 3, name: 'bob', amount: 5 },
];
const columns: ListColumn<Row>[] = [
  { id: 'id', header: 'Id', cell: (r) => r.id, sortable: true },
  { id: 'name', header: 'Name', cell: (r) => <b>{r.name}</b> },
  { id: 'amount', header: 'Amount', cell: (r) => r.amount, sortable: true, numeric: true },
];

function Sorted() {
  const [sort, setSort] = useListSort(['id', 'amount'], { by: 'id', desc: false });
  const location = useLocation();
  return (
    <>
      <DataTable
        caption="People"
        rows={rows}
        columns={columns}
        rowKey={(r) => r.id}
        sort={sort}
        onSort={setSort}
      />
      <output data-testid="url">{location.search}</output>
    </>
  );
}

// The console's own i18n instance binds react-i18next, as main.tsx does.
beforeAll(() => void createAdminI18n());
afterEach(cleanup);

describe('DataTable', () => {
  it('shows the rows in the order the server gave, with each column', () => {
    render(
      <MemoryRouter>
        <DataTable caption="People" rows={rows} columns={columns} rowKey={(r) => r.id} />
      </MemoryRouter>,
    );
    const cells = screen
      .getAllByRole('row')
      .slice(1)
      .map((row) => row.textContent);
    expect(cells).toEqual(['7ada120', '3bob5']);
    // Without onSort nothing offers a sort.
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('puts the sort in the URL (from page one), marks the sorted column and flips its direction', () => {
    render(
      <MemoryRouter initialEntries={['/players?offset=50']}>
        <Sorted />
      </MemoryRouter>,
    );
    expect(screen.getByRole('columnheader', { name: /Id/ }).getAttribute('aria-sort')).toBe('ascending');
    expect(screen.queryByRole('button', { name: /Name/ })).toBeNull();
    expect(screen.getByRole('button', { name: /Amount/ }).title).toBe('Sort by Amount');
    fireEvent.click(screen.getByRole('button', { name: /Amount/ }));
    const url = new URLSearchParams(screen.getByTestId('url').textContent ?? '');
    expect(url.get('sort')).toBe('amount');
    expect(url.get('offset')).toBeNull();
    const first = url.get('dir');
    fireEvent.click(screen.getByRole('button', { name: /Amount/ }));
    const second = new URLSearchParams(screen.getByTestId('url').textContent ?? '').get('dir');
    expect(new Set([first, second])).toEqual(new Set(['asc', 'desc']));
    expect(screen.getByRole('columnheader', { name: /Amount/ }).getAttribute('aria-sort')).toBe(
      second === 'desc' ? 'descending' : 'ascending',
    );
  });

  it('ignores a sort in the URL the list does not offer', () => {
    render(
      <MemoryRouter initialEntries={['/players?sort=name&dir=asc']}>
        <Sorted />
      </MemoryRouter>,
    );
    expect(screen.getByRole('columnheader', { name: /Id/ }).getAttribute('aria-sort')).toBe('ascending');
    expect(screen.getByRole('columnheader', { name: /Name/ }).getAttribute('aria-sort')).toBeNull();
  });
});
