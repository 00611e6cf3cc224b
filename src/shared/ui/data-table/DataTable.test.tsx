import { act, render, screen, waitFor, within } from '@testing-library/react';
import { useDeferredValue, useLayoutEffect, useState } from 'react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { UiProvider } from '../provider/UiProvider';
import { paginate } from '@/shared/lib';
import { LocalDataTable, type LocalDataTableProps } from '../../../../tests/stories/local-table';
import { DataTable, type DataTableColumn } from './DataTable';
import { ROW_BATCH, rowsToRenderAtOnce } from './row-batches';

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

/**
 * A table of five users with a probe beside it that counts the body rows of its first commit, once that
 * commit is in the document and before any later render.
 */
function tableWithFirstCommitProbe() {
  let rowsAtFirstCommit = -1;
  function FirstCommitProbe() {
    useLayoutEffect(() => {
      rowsAtFirstCommit = document.querySelectorAll('tbody tr').length;
    }, []);
    return null;
  }
  return {
    table: (
      <>
        <DataTable<User>
          caption="Users"
          view={paginate(users, 1, 5)}
          columns={columns}
          getRowId={(row) => row.id}
          layout="table"
        />
        <FirstCommitProbe />
      </>
    ),
    rows: () => rowsAtFirstCommit,
  };
}

describe('DataTable', () => {
  it('pages with Prev/Next and keeps numbering rows across pages', async () => {
    const user = userEvent.setup();
    renderUsersTable();
    expect(bodyRows()).toHaveLength(10);
    expect(screen.getByText('Page 1 of 2')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Prev' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(screen.getByText('Page 2 of 2')).toBeInTheDocument();
    expect(firstCells()).toEqual([
      ['11', 'User K', '0'],
      ['12', 'User L', '2'],
    ]);
    expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();
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

  it('re-renders its rows for a new page, not for new callbacks from a parent render (a keystroke)', () => {
    const nameCell = vi.fn((row: User) => row.name);
    const spied: DataTableColumn<User>[] = [{ key: 'name', header: 'Name', cell: nameCell }];
    const table = (view: ReturnType<typeof paginate<User>>) => (
      <UiProvider>
        <DataTable<User>
          caption="Users"
          view={view}
          columns={spied}
          getRowId={(row) => row.id}
          rowActions={(row) => <button type="button">Edit {row.name}</button>}
          layout="table"
        />
      </UiProvider>
    );
    const firstPage = paginate(users, 1, 5);
    const { rerender } = render(table(firstPage));
    expect(nameCell).toHaveBeenCalledTimes(5);

    rerender(table(firstPage));
    expect(nameCell).toHaveBeenCalledTimes(5);
    expect(screen.getByRole('button', { name: 'Edit User A' })).toBeInTheDocument();

    rerender(table(paginate(users, 2, 5)));
    expect(nameCell).toHaveBeenCalledTimes(10);
    expect(firstCells()[0]).toEqual(['6', 'User F', 'Edit User F']);
  });

  it('mounts without rows and renders them right after, in the background', () => {
    const firstCommit = tableWithFirstCommitProbe();
    render(<UiProvider>{firstCommit.table}</UiProvider>);
    expect(firstCommit.rows()).toBe(0);
    expect(bodyRows()).toHaveLength(5);
    expect(screen.getByRole('table', { name: 'Users' })).not.toHaveAttribute('aria-busy');
  });

  it('commits its frame before its rows even when it mounts in a background render', () => {
    const firstCommit = tableWithFirstCommitProbe();
    let showTable: () => void = () => undefined;
    function Page() {
      // A page whose list just arrived: the table replaces its spinner in a deferred render.
      const [listArrived, setListArrived] = useState(false);
      showTable = () => setListArrived(true);
      return useDeferredValue(listArrived) ? firstCommit.table : null;
    }
    render(
      <UiProvider>
        <Page />
      </UiProvider>,
    );
    act(() => showTable());
    expect(firstCommit.rows()).toBe(0);
    expect(bodyRows()).toHaveLength(5);
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

  it('adds the rows a batch per frame, leaving the rows shown alone, and is busy until the last', async () => {
    const nameCell = vi.fn((row: User) => row.name);
    // The row count after each change to the document: no frame gets more than a batch of new rows.
    const counts: number[] = [];
    const observer = new MutationObserver(() => counts.push(document.querySelectorAll('tbody tr').length));
    observer.observe(document.body, { childList: true, subtree: true });
    render(
      <UiProvider>
        <DataTable<User>
          caption="Users"
          view={paginate(members, 1, 100)}
          columns={[{ key: 'name', header: 'Name', cell: nameCell }]}
          getRowId={(row) => row.id}
          layout="table"
        />
      </UiProvider>,
    );
    expect(bodyRows()).toHaveLength(ROW_BATCH);
    expect(screen.getByRole('table', { name: 'Users' })).toHaveAttribute('aria-busy', 'true');

    await waitFor(() => expect(bodyRows()).toHaveLength(100));
    observer.disconnect();
    expect(screen.getByRole('table', { name: 'Users' })).not.toHaveAttribute('aria-busy');
    const added = counts.map((count, index) => count - (counts[index - 1] ?? 0));
    expect(Math.max(...added)).toBe(ROW_BATCH);
    // Each row rendered once: a batch does not render the rows before it again.
    expect(nameCell).toHaveBeenCalledTimes(100);
    expect(firstCells().at(-1)).toEqual(['100', 'Member 100']);
  });

  it('keeps the rows on screen when the page size grows, and adds the others after them', async () => {
    const user = userEvent.setup();
    renderUsersTable({ rows: members });
    const firstRow = bodyRows()[0];
    await user.selectOptions(screen.getByRole('combobox', { name: 'Rows per page' }), '100');
    await waitFor(() => expect(bodyRows()).toHaveLength(100));
    expect(bodyRows()[0]).toBe(firstRow);
  });
});

describe('rowsToRenderAtOnce', () => {
  const id = (row: string) => row;
  const page = (from: number, count: number) =>
    Array.from({ length: count }, (_, index) => `r${from + index}`);

  it('renders a batch of new rows, or all of a shorter page', () => {
    expect(rowsToRenderAtOnce(page(1, 100), page(101, 100), id)).toBe(ROW_BATCH);
    expect(rowsToRenderAtOnce([], page(1, 50), id)).toBe(ROW_BATCH);
    expect(rowsToRenderAtOnce(page(1, 100), page(101, 7), id)).toBe(7);
  });

  it('keeps the rows the new page starts with, all of them for a list updated in place', () => {
    expect(rowsToRenderAtOnce(page(1, 50), page(1, 100), id)).toBe(50);
    expect(rowsToRenderAtOnce(page(1, 100), page(1, 100), id)).toBe(100);
    expect(rowsToRenderAtOnce(page(1, 10), page(1, 100), id)).toBe(ROW_BATCH);
  });
});
