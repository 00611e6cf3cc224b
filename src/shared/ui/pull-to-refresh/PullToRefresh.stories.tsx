import { Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor } from 'storybook/test';
import { LIST_PULL, USER_DASHBOARD_PULL } from '@/shared/config';
import { PullToRefresh, type PullToRefreshProps } from './PullToRefresh';

function Demo(args: PullToRefreshProps) {
  const [count, setCount] = useState(0);
  return (
    <PullToRefresh
      {...args}
      onRefresh={async () => {
        await args.onRefresh();
        await new Promise((resolve) => setTimeout(resolve, 600));
        setCount((value) => value + 1);
      }}
    >
      <Stack gap="2" p="4" borderWidth="1px" borderColor="border" borderRadius="l3" minHeight="40">
        <Text fontWeight="semibold">Pull down (touch) to refresh</Text>
        <Text color="fg.muted">Refreshed {count} times</Text>
      </Stack>
    </PullToRefresh>
  );
}

function touch(target: Element, type: string, clientY: number) {
  const point = new Touch({ identifier: 1, target, clientX: 10, clientY });
  target.dispatchEvent(
    new TouchEvent(type, {
      bubbles: true,
      cancelable: true,
      touches: type === 'touchend' ? [] : [point],
      changedTouches: [point],
    }),
  );
}

const meta = {
  title: 'Design system/PullToRefresh',
  component: PullToRefresh,
  args: { ...USER_DASHBOARD_PULL, onRefresh: fn(), children: null },
  parameters: { controls: { exclude: ['children', 'onRefresh'] } },
  render: (args) => <Demo {...args} />,
} satisfies Meta<typeof PullToRefresh>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ args, canvas }) => {
    const area = canvas.getByTestId('pull-to-refresh');
    touch(area, 'touchstart', 10);
    touch(area, 'touchmove', 120);
    touch(area, 'touchmove', 260);
    touch(area, 'touchend', 260);
    await waitFor(() => expect(args.onRefresh).toHaveBeenCalledTimes(1));
    await expect(canvas.getByRole('status')).toHaveTextContent('Refreshing');
    await waitFor(() => expect(canvas.getByText('Refreshed 1 times')).toBeInTheDocument());
  },
};

export const ShortPullDoesNothing: Story = {
  play: async ({ args, canvas }) => {
    const area = canvas.getByTestId('pull-to-refresh');
    touch(area, 'touchstart', 10);
    touch(area, 'touchmove', 100);
    touch(area, 'touchend', 100);
    await expect(args.onRefresh).not.toHaveBeenCalled();
  },
};

/** The dashboard's and the lists' pull: 70 px of finger travel refreshes. */
export const ListPull: Story = {
  args: { ...LIST_PULL },
  play: async ({ args, canvas }) => {
    const area = canvas.getByTestId('pull-to-refresh');
    touch(area, 'touchstart', 10);
    touch(area, 'touchmove', 80);
    touch(area, 'touchend', 80);
    await waitFor(() => expect(args.onRefresh).toHaveBeenCalledTimes(1));
    await waitFor(() => expect(canvas.getByText('Refreshed 1 times')).toBeInTheDocument());
  },
};

export const Disabled: Story = { args: { disabled: true } };

export const Dark: Story = { globals: { theme: 'dark' } };
