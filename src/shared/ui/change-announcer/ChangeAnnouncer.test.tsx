import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { UiProvider } from '../provider/UiProvider';
import { ChangeAnnouncer } from './ChangeAnnouncer';

const liveRegion = () => document.querySelector('[aria-live="polite"]');
const describeMute = (muted: boolean) => (muted ? 'The host muted you' : 'The host unmuted you');

describe('ChangeAnnouncer', () => {
  it('says nothing about the starting state, then speaks each change in a region that was already there', () => {
    const view = (muted: boolean) => (
      <UiProvider>
        <ChangeAnnouncer value={muted} describe={describeMute} />
      </UiProvider>
    );
    const { rerender } = render(view(false));
    const region = liveRegion();
    expect(region).toHaveTextContent(/^$/);
    rerender(view(true));
    expect(liveRegion()).toBe(region);
    expect(region).toHaveTextContent('The host muted you');
    rerender(view(true));
    expect(region).toHaveTextContent('The host muted you');
    rerender(view(false));
    expect(region).toHaveTextContent('The host unmuted you');
  });

  it('passes the previous value, so a change can say what moved', () => {
    const view = (names: string) => (
      <UiProvider>
        <ChangeAnnouncer
          value={names}
          describe={(now, before) => {
            const joined = now.split(',').filter((name) => name && !before.split(',').includes(name));
            return joined.length ? `${joined.join(', ')} joined` : null;
          }}
        />
      </UiProvider>
    );
    const { rerender } = render(view(''));
    rerender(view('Ravi Kumar'));
    expect(liveRegion()).toHaveTextContent('Ravi Kumar joined');
  });
});
