import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay, http } from 'msw';
import { expect, userEvent, within } from 'storybook/test';
import { withHostSession } from '../../../../tests/stories/host-session';
import { inHostWorkspace } from '../../../../tests/stories/host-workspace';
import { expectOnScreen } from '../../../../tests/stories/on-screen';
import { shown } from '../../../../tests/stories/portal';
import { UsersPage } from './UsersPage';

/** /users as the app shows it: beside the sidebar (or above the tab bar), under the floating support link. */
const meta = {
  title: 'Pages/UsersPage/In the workspace',
  component: UsersPage,
  parameters: { layout: 'fullscreen', route: '/users', scenario: 'default' },
  decorators: [withHostSession],
  render: inHostWorkspace('/users', UsersPage),
} satisfies Meta<typeof UsersPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const SEEDED = ['Sara Khan', 'Vikram Singh', 'Neha Gupta', 'Arjun Mehta', 'Priya Sharma', 'Ravi Kumar'];

/** Tablet portrait: beside the sidebar the short table shows every column and each row's menu, no sideways scroll. */
export const Tablet: Story = {
  globals: { viewport: { value: 'tablet' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByText('Ravi Kumar', {}, { timeout: 5000 });
    for (const header of canvas.getAllByRole('columnheader')) await expectOnScreen(header);
    for (const name of SEEDED) {
      await expectOnScreen(await canvas.findByRole('button', { name: `Actions for ${name}` }), {
        scroll: true,
      });
    }
    await userEvent.click(canvas.getByRole('button', { name: 'Actions for Ravi Kumar' }));
    await shown(within(document.body).findByRole('menuitem', { name: /Delete/ }));
  },
};

/** A large phone on its side (844 × 390) has the sidebar too: the rows' menus are on screen. */
export const PhoneLandscape: Story = { ...Tablet, globals: { viewport: { value: 'phoneLandscape' } } };

/** Desktop: the whole table, each row's Edit, Delete and View on screen. */
export const Desktop: Story = {
  globals: { viewport: { value: 'desktop' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByText('Ravi Kumar', {}, { timeout: 5000 });
    await expectOnScreen(canvas.getByRole('columnheader', { name: /Created At/ }));
    for (const name of SEEDED) {
      for (const action of ['Edit', 'Delete', 'View']) {
        await expectOnScreen(canvas.getByRole('button', { name: `${action} ${name}` }), { scroll: true });
      }
    }
  },
};

/** A long list scrolled to its end: the last row's actions and Next sit clear of the floating support link. */
export const LongListEnd: Story = {
  parameters: { scenario: 'large' },
  globals: { viewport: { value: 'desktop' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByText('Page 1 of 100', {}, { timeout: 10_000 });
    // The rows render after the pager.
    const actions = await canvas.findAllByRole('button', { name: /^(Delete|Actions for) / });
    window.scrollTo({ top: document.documentElement.scrollHeight, behavior: 'instant' });
    await expectOnScreen(actions.at(-1)!);
    await expectOnScreen(canvas.getByRole('button', { name: 'Next' }));
  },
};

export const LongListEndMobile: Story = { ...LongListEnd, globals: { viewport: { value: 'mobileShort' } } };

/**
 * On a phone, nothing on the first screen jumps when the users arrive: the version footer waits below it instead
 * of being pushed off it by the list. The score is the browser's own layout-shift measure; 0.1 is the most it
 * calls good.
 */
export const PhoneListArrivesInPlace: Story = {
  globals: { viewport: { value: 'mobile' } },
  parameters: {
    // The reply comes half a second late, so the spinner shows before the rows replace it.
    msw: { handlers: [http.get('/api/users', () => delay(500))] },
  },
  play: async ({ canvasElement }) => {
    let shifted = 0;
    const observer = new PerformanceObserver((list) => {
      for (const shift of list.getEntries() as (PerformanceEntry & { value: number })[])
        shifted += shift.value;
    });
    observer.observe({ type: 'layout-shift' });
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Loading users')).toBeVisible();
    await canvas.findByText('Ravi Kumar', {}, { timeout: 5000 });
    // Shifts are reported after the frame that made them.
    await new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 100)));
    observer.disconnect();
    await expect(shifted).toBeLessThanOrEqual(0.1);
  },
};
