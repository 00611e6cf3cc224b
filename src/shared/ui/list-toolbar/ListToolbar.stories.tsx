import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, within } from 'storybook/test';
import { ListToolbar } from './ListToolbar';

const statusOptions = [
  { value: 'all', label: 'All Status' },
  { value: 'active', label: 'Active' },
  { value: 'inactive', label: 'Inactive' },
] as const;

type Status = (typeof statusOptions)[number]['value'];

function Controlled() {
  const [search, setSearch] = useState('');
  const [status, setStatus] = useState<Status>('all');
  return (
    <>
      <ListToolbar
        searchLabel="Search users"
        searchPlaceholder="Search users..."
        search={search}
        onSearchChange={setSearch}
        filterLabel="Filter by status"
        filter={status}
        filterOptions={statusOptions}
        onFilterChange={setStatus}
      />
      <p data-testid="state">{`${search}|${status}`}</p>
    </>
  );
}

const meta = {
  title: 'Design system/ListToolbar',
  component: Controlled,
} satisfies Meta<typeof Controlled>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('searchbox', { name: 'Search users' }), 'ravi');
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Filter by status' }), 'inactive');
    await expect(canvas.getByTestId('state')).toHaveTextContent('ravi|inactive');
  },
};

export const Dark: Story = { ...Playground, globals: { theme: 'dark' } };
