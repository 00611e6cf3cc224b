import { Badge } from '@chakra-ui/react';
import Pencil from 'lucide-react/icons/pencil';
import Users from 'lucide-react/icons/users';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { EmptyState } from '../empty-state/EmptyState';
import { IconButton } from '../icon-button/IconButton';
import { LocalDataTable, type LocalDataTableProps } from '../../../../tests/stories/local-table';
import type { DataTableColumn } from './DataTable';

interface DemoUser {
  id: string;
  name: string;
  userId: string;
  active: boolean;
  calls: number;
}

const names = [
  'Amit Sharma',
  'Priya Nair',
  'Rahul Verma',
  'Sneha Iyer',
  'Vikram Rao',
  'Anjali Gupta',
  'Karan Mehta',
];
const demoUsers: DemoUser[] = Array.from({ length: 23 }, (_, index) => ({
  id: `u${index + 1}`,
  name: `${names[index % names.length]} ${Math.floor(index / names.length) + 1}`,
  userId: `user-${String(1000 + index * 37)}`,
  active: index % 4 !== 0,
  calls: (index * 13) % 17,
}));

const columns: DataTableColumn<DemoUser>[] = [
  { key: 'name', header: 'Name', cell: (row) => row.name, sortable: true },
  { key: 'userId', header: 'User ID', cell: (row) => row.userId },
  {
    key: 'status',
    header: 'Status',
    cell: (row) => (
      <Badge colorPalette={row.active ? 'green' : 'gray'}>{row.active ? 'Active' : 'Disabled'}</Badge>
    ),
    sortable: true,
  },
  { key: 'calls', header: 'Calls', cell: (row) => row.calls, sortable: true, align: 'end' },
];

const sortValues = {
  name: (row: DemoUser) => row.name,
  status: (row: DemoUser) => (row.active ? 'Active' : 'Inactive'),
  calls: (row: DemoUser) => row.calls,
};

// A generic component: the meta is typed with a concrete row type. The harness holds sort and page the way
// a list model does; DataTable itself only shows the page it is given.
const DemoTable = (props: LocalDataTableProps<DemoUser>) => <LocalDataTable {...props} />;

const meta = {
  title: 'Design system/DataTable',
  component: DemoTable,
  args: {
    caption: 'Users',
    rows: demoUsers,
    sortValues,
    columns,
    getRowId: (row) => row.id,
    onSortChange: fn(),
    onPageChange: fn(),
    onPageSizeChange: fn(),
    layout: 'auto',
    rowActions: (row) => (
      <IconButton aria-label={`Edit ${row.name}`} size="sm">
        <Pencil aria-hidden />
      </IconButton>
    ),
  },
  argTypes: { layout: { control: 'inline-radio', options: ['auto', 'table', 'cards'] } },
  parameters: {
    controls: { exclude: ['rows', 'sortValues', 'columns', 'getRowId', 'rowActions', 'emptyState'] },
  },
} satisfies Meta<typeof DemoTable>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  args: { layout: 'table' },
  play: async ({ args, canvas }) => {
    await expect(canvas.getByText('Page 1 of 3')).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: 'Next' }));
    await expect(canvas.getByText('Page 2 of 3')).toBeInTheDocument();
    // '#' continues across pages: page 2 starts at 11.
    await waitFor(() => {
      const rows = within(canvas.getByRole('table', { name: 'Users' })).getAllByRole('row');
      return expect(within(rows[1]!).getAllByRole('cell')[0]).toHaveTextContent('11');
    });
    const header = canvas.getByRole('columnheader', { name: /Calls/ });
    await userEvent.click(within(header).getByRole('button', { name: 'Calls' }));
    await expect(header).toHaveAttribute('aria-sort', 'ascending');
    await expect(args.onSortChange).toHaveBeenCalledWith({ key: 'calls', direction: 'asc' });
    await expect(canvas.getByText('Page 1 of 3')).toBeInTheDocument();
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Rows per page' }), '50');
    await expect(canvas.getByText('Page 1 of 1')).toBeInTheDocument();
  },
};

export const SortedDescending: Story = {
  args: { layout: 'table', defaultSort: { key: 'name', direction: 'desc' }, defaultPageSize: 5 },
};

export const Empty: Story = {
  args: {
    rows: [],
    emptyState: (
      <EmptyState
        icon={<Users />}
        title="No users yet"
        description="Create your first user to get started."
      />
    ),
  },
};

export const Cards: Story = {
  args: { layout: 'cards', defaultPageSize: 5 },
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('table')).not.toBeInTheDocument();
    // The first rows show once the table has its data.
    await waitFor(() =>
      expect(within(canvas.getByRole('list', { name: 'Users' })).getAllByRole('listitem')).toHaveLength(5),
    );
  },
};

export const Dark: Story = { args: { layout: 'table' }, globals: { theme: 'dark' } };
