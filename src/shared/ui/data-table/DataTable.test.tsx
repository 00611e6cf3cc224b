import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { UiProvider } from '../provider/UiProvider';
import { pageOf, type Page } from '@/shared/lib';
import { LocalDataTable, type LocalDataTableProps } from '../../../../tests/stories/local-table';
import { DataTable, type DataTableColumn } from './DataTable';

interface User {
  id: string;
  name: string;
  calls: number;
}

const users: User[] = Array.from({ length: 12 }, (_, index) => ({
  id: `u${index + 1}`,
  name: `User ${String.fromCharCode(65 + index)}`,
  calls: (index * 7) % 5,
}));

const columns: DataTableColumn<User>[] = [
  { key: 'name', header: 'Name', cell: (row) => row.name, sortable: true },
  { key: 'calls', header: 'Calls', cell: (row) => row.calls },
];
const sortValues = { name: (row: User) => row.name };

/** The users' table over LocalDataTable, as most tests show it; `props` change or add to that. */
function renderUsersTable(props: Partial<LocalDataTableProps<User>> = {}) {
  return render(
    <UiProvider>
      <LocalDataTable<User>
        caption="Users"
        rows={users}
        sortValues={sortValues}
        columns={columns}
        getRowId={(row) => row.id}
        layout="table"
        {...props}
      />
    </UiProvider>,
  );
}

const bodyRows = () =>
  within(screen.getByRole('table', { name: 'Users' }))
    .getAllByRole('row')
    .slice(1);
const firstCells = () =>
  bodyRows().map((row) =>
    within(row)
      .getAllByRole('cell')
      .map((cell) => cell.textContent),
  );

/** Page `page` of `rows`, `size` a page, as the list model gives it. */
const paginate = <T,>(rows: readonly T[], page: number, size: number): Page<T> =>
  pageOf(rows.slice((page - 1) * size, page * size), rows.length, page, size);

describe('DataTable', () => {
  it('pages with Prev/Next and keeps numbering rows across pages', async () => {
    const user = userEvent.setup();
    renderUsersTable();
    expect(bodyRows()).toHaveLength(10);
    expect(screen.getByText('Page 1 of 2')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Prev' })).toHaveAttribute('aria-disabled', 'true');
    const next = screen.getByRole('button', { name: 'Next' });
    await user.click(next);
    expect(screen.getByText('Page 2 of 2')).toBeInTheDocument();
    expect(firstCells()).toEqual([
      ['11', 'User K', '0'],
      ['12', 'User L', '2'],
    ]);
    // The last page: Next says it goes no further, keeps the focus of the press that got here, and stays put.
    expect(next).toHaveAttribute('aria-disabled', 'true');
    expect(next).toHaveFocus();
    await user.click(next);
    expect(screen.getByText('Page 2 of 2')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Prev' })).not.toHaveAttribute('aria-disabled');
  });

  it('sorts by a sortable header, exposing aria-sort, and returns to page 1', async () => {
    const user = userEvent.setup();
    const onSortChange = vi.fn();
    renderUsersTable({ onSortChange });
    const nameHeader = screen.getByRole('columnheader', { name: /Name/ });
    expect(nameHeader).toHaveAttribute('aria-sort', 'none');
    expect(screen.getByRole('columnheader', { name: 'Calls' })).not.toHaveAttribute('aria-sort');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await user.click(within(nameHeader).getByRole('button', { name: 'Name' }));
    await user.click(within(nameHeader).getByRole('button', { name: 'Name' }));
    expect(nameHeader).toHaveAttribute('aria-sort', 'descending');
    expect(onSortChange).toHaveBeenLastCalledWith({ key: 'name', direction: 'desc' });
    expect(screen.getByText('Page 1 of 2')).toBeInTheDocument();
    expect(firstCells()[0]).toEqual(['1', 'User L', '2']);
  });

  it('changes the page size from the Rows per page select', async () => {
    const user = userEvent.setup();
    const onPageSizeChange = vi.fn();
    renderUsersTable({ onPageSizeChange });
    const select = screen.getByRole('combobox', { name: 'Rows per page' });
    expect(
      within(select)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['5', '10', '20', '50', '100']);
    await user.selectOptions(select, '5');
    expect(onPageSizeChange).toHaveBeenCalledWith(5);
    expect(bodyRows()).toHaveLength(5);
    expect(screen.getByText('Page 1 of 3')).toBeInTheDocument();
  });

  it('renders cards with the same numbering in the card layout', () => {
    renderUsersTable({ layout: 'cards' });
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    const items = within(screen.getByRole('list', { name: 'Users' })).getAllByRole('listitem');
    expect(items).toHaveLength(10);
    expect(items[0]).toHaveTextContent('#1');
    expect(items[0]).toHaveTextContent('User A');
  });

  it('shows the empty state when there are no rows', () => {
    renderUsersTable({ rows: [], emptyState: <p>No users yet</p>, layout: 'auto' });
    expect(screen.getByText('No users yet')).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });
  it('shows no pagination while everything fits on one page', () => {
    renderUsersTable({ rows: users.slice(0, 8) });
    expect(bodyRows()).toHaveLength(8);
    expect(screen.queryByText(/Page \d+ of/)).not.toBeInTheDocument();
    expect(screen.queryByRole('combobox', { name: 'Rows per page' })).not.toBeInTheDocument();
  });

  it('shows the new page’s rows and actions when the list model moves on', () => {
    const table = (view: Page<User>) => (
      <UiProvider>
        <DataTable<User>
          caption="Users"
          view={view}
          columns={[{ key: 'name', header: 'Name', cell: (row) => row.name }]}
          getRowId={(row) => row.id}
          rowActions={(row) => <button type="button">Edit {row.name}</button>}
          layout="table"
        />
      </UiProvider>
    );
    const { rerender } = render(table(paginate(users, 1, 5)));
    expect(firstCells()[0]).toEqual(['1', 'User A', 'Edit User A']);
    rerender(table(paginate(users, 2, 5)));
    expect(bodyRows()).toHaveLength(5);
    expect(firstCells()[0]).toEqual(['6', 'User F', 'Edit User F']);
    // The rows render in the background; once they are in, assistive technology hears the body is settled.
    const [, body] = within(screen.getByRole('table', { name: 'Users' })).getAllByRole('rowgroup');
    expect(body).toHaveAttribute('aria-busy', 'false');
  });

  it('shows the rows of the view in the order the list model gave, sorting nothing itself', async () => {
    const user = userEvent.setup();
    const onSortToggle = vi.fn();
    const onPageChange = vi.fn();
    const reversed = [...users].reverse();
    render(
      <UiProvider>
        <DataTable
          caption="Users"
          view={paginate(reversed, 2, 5)}
          sort={{ key: 'name', direction: 'asc' }}
          onSortToggle={onSortToggle}
          onPageChange={onPageChange}
          columns={columns}
          getRowId={(row) => row.id}
          layout="table"
        />
      </UiProvider>,
    );
    expect(firstCells().map((cells) => cells.slice(0, 2))).toEqual([
      ['6', 'User G'],
      ['7', 'User F'],
      ['8', 'User E'],
      ['9', 'User D'],
      ['10', 'User C'],
    ]);
    expect(screen.getByRole('columnheader', { name: /Name/ })).toHaveAttribute('aria-sort', 'ascending');
    await user.click(screen.getByRole('button', { name: 'Name' }));
    expect(onSortToggle).toHaveBeenCalledWith('name');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(onPageChange).toHaveBeenCalledWith(3);
    expect(firstCells()[0]?.[1]).toBe('User G');
  });

  it('sorts phone cards from a Sort by select and a direction button', async () => {
    const user = userEvent.setup();
    renderUsersTable({ layout: 'cards' });
    const names = () =>
      within(screen.getByRole('list', { name: 'Users' }))
        .getAllByRole('listitem')
        .map((card) => within(card).getByText(/^User [A-L]$/).textContent);
    const select = screen.getByRole('combobox', { name: 'Sort by' });
    // Only sortable columns are offered.
    expect(
      within(select)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Default order', 'Name']);
    await user.selectOptions(select, 'name');
    expect(names().slice(0, 2)).toEqual(['User A', 'User B']);
    await user.click(screen.getByRole('button', { name: 'Ascending' }));
    expect(names().slice(0, 2)).toEqual(['User L', 'User K']);
    expect(screen.getByRole('button', { name: 'Descending' })).toBeEnabled();
  });
});

describe('DataTable with a long page', () => {
  const members: User[] = Array.from({ length: 100 }, (_, index) => ({
    id: `m${index + 1}`,
    name: `Member ${index + 1}`,
    calls: index % 5,
  }));

  it('shows every row of a 100-row page, numbered in order', () => {
    render(
      <UiProvider>
        <DataTable<User>
          caption="Users"
          view={paginate(members, 1, 100)}
          columns={[{ key: 'name', header: 'Name', cell: (row) => row.name }]}
          getRowId={(row) => row.id}
          layout="table"
        />
      </UiProvider>,
    );
    expect(bodyRows()).toHaveLength(100);
    expect(firstCells()[0]).toEqual(['1', 'Member 1']);
    expect(firstCells().at(-1)).toEqual(['100', 'Member 100']);
  });

  it('shows 100 rows after the reader picks 100 rows per page, then the next 100 after Next', async () => {
    const user = userEvent.setup();
    renderUsersTable({ rows: [...members, ...members.map((m) => ({ ...m, id: `n${m.id}` }))] });
    await user.selectOptions(screen.getByRole('combobox', { name: 'Rows per page' }), '100');
    expect(bodyRows()).toHaveLength(100);
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(screen.getByText('Page 2 of 2')).toBeInTheDocument();
    expect(bodyRows()).toHaveLength(100);
    expect(firstCells()[0]?.[0]).toBe('101');
  });
});
