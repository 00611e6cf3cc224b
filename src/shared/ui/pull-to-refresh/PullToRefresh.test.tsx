import { act, fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { USER_DASHBOARD_PULL } from '@/shared/config';
import { UiProvider } from '../provider/UiProvider';
import { PullToRefresh } from './PullToRefresh';

function pull(element: HTMLElement, from: number, to: number) {
  fireEvent.touchStart(element, { touches: [{ clientY: from }] });
  fireEvent.touchMove(element, { touches: [{ clientY: to }] });
  fireEvent.touchEnd(element, { touches: [] });
}

function setup(onRefresh: () => Promise<unknown>, pullOptions = USER_DASHBOARD_PULL) {
  render(
    <UiProvider>
      <PullToRefresh onRefresh={onRefresh} {...pullOptions}>
        <p>Dashboard</p>
      </PullToRefresh>
    </UiProvider>,
  );
  return screen.getByTestId('pull-to-refresh');
}

describe('PullToRefresh', () => {
  it('refreshes after a pull past the scaled threshold and announces it until done', async () => {
    let finish: () => void = () => {};
    const onRefresh = vi.fn(() => new Promise<void>((resolve) => (finish = resolve)));
    const area = setup(onRefresh);
    pull(area, 10, 230);
    expect(onRefresh).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('status')).toHaveTextContent('Refreshing');
    await act(async () => finish());
    expect(screen.getByRole('status')).toHaveTextContent('');
  });

  it('does nothing for a short pull', () => {
    const onRefresh = vi.fn(() => Promise.resolve());
    const area = setup(onRefresh);
    pull(area, 10, 150);
    expect(onRefresh).not.toHaveBeenCalled();
  });

  it('on the dashboard and the lists, a 70 px pull refreshes and a shorter one does not', () => {
    const onRefresh = vi.fn(() => Promise.resolve());
    render(
      <UiProvider>
        <PullToRefresh onRefresh={onRefresh}>
          <p>Users</p>
        </PullToRefresh>
      </UiProvider>,
    );
    const area = screen.getByTestId('pull-to-refresh');
    pull(area, 10, 75);
    expect(onRefresh).not.toHaveBeenCalled();
    pull(area, 10, 80);
    expect(onRefresh).toHaveBeenCalledTimes(1);
  });

  it('ignores pulls when the page is scrolled down', () => {
    const onRefresh = vi.fn(() => Promise.resolve());
    const area = setup(onRefresh);
    Object.defineProperty(window, 'scrollY', { value: 300, configurable: true });
    try {
      pull(area, 10, 400);
    } finally {
      Object.defineProperty(window, 'scrollY', { value: 0, configurable: true });
    }
    expect(onRefresh).not.toHaveBeenCalled();
  });
});
