import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { UiProvider } from '../provider/UiProvider';
import { ResendCountdown } from './ResendCountdown';

const liveRegion = () => document.querySelector('[aria-live="polite"]');

describe('ResendCountdown', () => {
  it('shows the seconds without speaking them, and speaks the end of the wait once', () => {
    const view = (secondsLeft: number) => (
      <UiProvider>
        <ResendCountdown secondsLeft={secondsLeft} readyText="Didn't get it? Resend." />
      </UiProvider>
    );
    const { rerender } = render(view(30));
    expect(screen.getByText('You can request a new code in 30s')).toBeVisible();
    expect(liveRegion()).toHaveTextContent(/^$/);
    rerender(view(29));
    expect(liveRegion()).toHaveTextContent(/^$/);
    rerender(view(0));
    expect(screen.getByText("Didn't get it? Resend.")).toBeVisible();
    expect(liveRegion()).toHaveTextContent('You can request a new code now.');
  });

  it('says nothing when there was no wait', () => {
    render(
      <UiProvider>
        <ResendCountdown secondsLeft={0} />
      </UiProvider>,
    );
    expect(liveRegion()).toHaveTextContent(/^$/);
  });
});
