import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { config } from '@/shared/config';
import { PricingPage } from './PricingPage';

const meta = {
  title: 'Pages/Pricing',
  component: PricingPage,
  parameters: { layout: 'fullscreen', route: '/pricing' },
  globals: { viewport: { value: 'mobile' } },
} satisfies Meta<typeof PricingPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Mobile: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(canvas.getByRole('heading', { level: 2, name: 'What to Expect' })).toBeInTheDocument();
    // Phone and e-mail come from configuration; the footer repeats the e-mail, so look inside 'Talk to us'.
    const contact = within(canvas.getByRole('region', { name: 'Talk to us' }));
    await expect(contact.getByRole('link', { name: config.contactEmail })).toHaveAttribute(
      'href',
      `mailto:${config.contactEmail}?subject=Parley%20pricing`,
    );
    await expect(contact.getByRole('link', { name: config.contactPhone })).toHaveAttribute(
      'href',
      `tel:${config.contactPhone.replace(/[^\d+]/g, '')}`,
    );
    // The questions are native disclosures: each one's summary names it.
    await expect(canvas.getByText('Is there a minimum contract?').closest('summary')).not.toBeNull();
    await expect(canvas.getByText('v0.5.0')).toBeInTheDocument();
  },
};

export const MobileDark: Story = { ...Mobile, globals: { theme: 'dark', viewport: { value: 'mobile' } } };
export const Tablet: Story = { ...Mobile, globals: { viewport: { value: 'tablet' } } };
export const Desktop: Story = { ...Mobile, globals: { viewport: { value: 'desktop' } } };
export const DesktopDark: Story = { ...Mobile, globals: { theme: 'dark', viewport: { value: 'desktop' } } };
