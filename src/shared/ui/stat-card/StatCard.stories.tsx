import { SimpleGrid } from '@chakra-ui/react';
import Clock from 'lucide-react/icons/clock';
import PhoneCall from 'lucide-react/icons/phone-call';
import Users from 'lucide-react/icons/users';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { StatCard } from './StatCard';

const meta = {
  title: 'Design system/StatCard',
  component: StatCard,
  args: { label: 'Total users', value: 24, icon: <Users />, help: '18 active' },
} satisfies Meta<typeof StatCard>;

export default meta;
type Story = StoryObj<typeof meta>;

const narrow: NonNullable<Story['decorators']> = [(Story) => <div style={{ maxWidth: 280 }}>{Story()}</div>];

export const Playground: Story = {
  decorators: narrow,
  play: async ({ canvas }) => {
    await expect(canvas.getByText('24')).toBeInTheDocument();
  },
};

export const Loading: Story = {
  args: { loading: true },
  decorators: narrow,
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status', { name: 'Loading Total users' })).toBeInTheDocument();
  },
};

export const Grid: Story = {
  render: () => (
    <SimpleGrid columns={{ base: 1, md: 3 }} gap="4">
      <StatCard label="Total users" value={24} icon={<Users />} help="18 active" />
      <StatCard label="Calls this month" value={57} icon={<PhoneCall />} />
      <StatCard label="Talk time" value="12h 40m" icon={<Clock />} help="Across all calls" />
    </SimpleGrid>
  ),
};

export const Dark: Story = { ...Grid, globals: { theme: 'dark' } };
