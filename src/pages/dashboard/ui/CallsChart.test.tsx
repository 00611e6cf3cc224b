import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { UiProvider } from '@/shared/ui';
import { axisTop, CallsChart } from './CallsChart';

describe('CallsChart', () => {
  it('rounds the axis top up to 2, 5 or 10 times a power of ten', () => {
    expect([0, 1, 2, 3, 6, 11, 17, 45, 51, 240].map(axisTop)).toEqual([2, 2, 2, 5, 10, 20, 20, 50, 100, 500]);
  });

  it('labels both axes and each bar, and says what the legend counts', () => {
    const stats = [
      { day: '2026-01-01', calls: 3, minutes: 40 },
      { day: '2026-01-02', calls: 0, minutes: 0 },
      { day: '2026-01-03', calls: 1, minutes: 12 },
    ];
    render(
      <UiProvider>
        <CallsChart stats={stats} />
      </UiProvider>,
    );
    const chart = screen.getByRole('img', { name: 'Last 14 days: 4 calls, 52 talk minutes.' });
    const texts = within(chart)
      .getAllByText(/^[\d.]+$/)
      .map((node) => node.textContent);
    // Left axis 0 and 5 calls (no '2.5'), right axis 0/25/50 minutes, the bar values 3 and 1.
    expect(texts).toEqual(expect.arrayContaining(['0', '5', '25', '50', '3', '1']));
    expect(texts).not.toContain('2.5');
    expect(screen.getByText('Calls in the last 14 days (4, left axis)')).toBeInTheDocument();
    expect(screen.getByText(/counts every call; this chart shows the last 14 days/)).toBeInTheDocument();
  });
});
