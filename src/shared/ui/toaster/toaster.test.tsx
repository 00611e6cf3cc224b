import { act, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { UiProvider } from '../provider/UiProvider';
import { allSettled, fork } from 'effector';
import { toast, toastFx, toaster } from './toaster';

describe('toasts', () => {
  it('shows a toast with the text and tone, top right', async () => {
    render(<UiProvider>app</UiProvider>);
    act(() => {
      void toastFx({ tone: 'success', text: 'Login successful' });
    });
    const toast = await screen.findByText('Login successful');
    expect(toast.closest('[data-type]')).toHaveAttribute('data-type', 'success');
    expect(toast.closest('[data-placement]')).toHaveAttribute('data-placement', 'top-end');
  });

  it('shows a toast raised before the toaster arrived (it loads beside the first page)', async () => {
    act(() => {
      void toastFx({ tone: 'error', text: 'Session expired' });
    });
    render(<UiProvider>app</UiProvider>);
    expect(await screen.findByText('Session expired')).toBeVisible();
  });

  it('uses the 3 second duration for every tone', async () => {
    for (const tone of ['success', 'error', 'info', 'warning'] as const) {
      const id = await toastFx({ tone, text: `${tone} text` });
      const created = toaster.getVisibleToasts().find((item) => item.id === id);
      expect(created).toMatchObject({ type: tone, title: `${tone} text`, duration: 3000 });
    }
  });
});

describe('toastFx', () => {
  it('raises the toast in the tone asked, with the default or the given duration', async () => {
    const scope = fork();
    await allSettled(toastFx, { scope, params: { tone: 'error', text: 'Failed to end call' } });
    await allSettled(toast.success, { scope, params: 'Saved' });
    await allSettled(toastFx, {
      scope,
      params: { tone: 'info', text: 'Signed in elsewhere', durationMs: 5000 },
    });
    const shown = toaster.getVisibleToasts().map(({ type, title, duration }) => ({ type, title, duration }));
    expect(shown).toEqual(
      expect.arrayContaining([
        { type: 'error', title: 'Failed to end call', duration: 3000 },
        { type: 'success', title: 'Saved', duration: 3000 },
        { type: 'info', title: 'Signed in elsewhere', duration: 5000 },
      ]),
    );
  });
});
