import type { Meta, StoryObj } from '@storybook/react-vite';
import { within } from 'storybook/test';
import { withHostSession } from '../../../../tests/stories/host-session';
import { inHostWorkspace } from '../../../../tests/stories/host-workspace';
import { expectOnScreen } from '../../../../tests/stories/on-screen';
import { CallsPage } from './CallsPage';

/** /calls as the app shows it: beside the sidebar (or above the tab bar), under the floating support link. */
const meta = {
  title: 'Pages/CallsPage/In the workspace',
  component: CallsPage,
  parameters: { layout: 'fullscreen', route: '/calls', scenario: 'default' },
  decorators: [withHostSession],
  render: inHostWorkspace('/calls', CallsPage),
} satisfies Meta<typeof CallsPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Tablet portrait: beside the sidebar every call's fields, to its recording, show with no sideways scroll. */
export const Tablet: Story = {
  globals: { viewport: { value: 'tablet' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByText('Page 1 of 3', {}, { timeout: 5000 });
    const recordings = await canvas.findAllByText('View Recording', {}, { timeout: 5000 });
    for (const recording of recordings) await expectOnScreen(recording, { scroll: true });
    for (const label of canvas.getAllByText('Participants', { ignore: 'option' }))
      await expectOnScreen(label, { scroll: true });
  },
};

/** A large phone on its side (844 × 390) has the sidebar too: every call's recording is on screen. */
export const PhoneLandscape: Story = { ...Tablet, globals: { viewport: { value: 'phoneLandscape' } } };

/** Desktop: the whole table fits beside the sidebar. */
export const Desktop: Story = { ...Tablet, globals: { viewport: { value: 'desktop' } } };

/** A list scrolled to its end: Next sits clear of the floating support link. */
export const ListEnd: Story = {
  globals: { viewport: { value: 'desktop' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByText('Page 1 of 3', {}, { timeout: 5000 });
    window.scrollTo({ top: document.documentElement.scrollHeight, behavior: 'instant' });
    await expectOnScreen(canvas.getByRole('button', { name: 'Next' }));
  },
};

export const ListEndMobile: Story = { ...ListEnd, globals: { viewport: { value: 'mobileShort' } } };
