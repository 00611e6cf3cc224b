import { act, waitFor } from '@testing-library/react';
import { allSettled, createWatch, fork } from 'effector';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { ROUTES } from '@/shared/config';
import { renderWithApp } from '../../../../tests/setup/render';
import { $backStepBlocked, backStepBlockRequested, returnedFromCall } from '../model/room-exit';
import { CallReturnBackBlock } from './CallReturnBackBlock';

/**
 * The block asks for the duplicate entry; the app pushes it (app/model, where the Back behaviour itself is
 * tested with a router).
 */
async function dashboardAfterCall(fromCall: boolean) {
  const router = createMemoryRouter(
    [
      { path: '/calls', element: <p>Calls</p> },
      { path: ROUTES.hostCall.pattern, element: <p>Call room</p> },
      {
        path: '/dashboard',
        element: (
          <>
            <CallReturnBackBlock />
            <p>Dashboard</p>
          </>
        ),
      },
    ],
    { initialEntries: ['/calls', '/host/call/abc'], initialIndex: 1 },
  );
  const scope = fork();
  const requested = vi.fn();
  createWatch({ unit: backStepBlockRequested, scope, fn: requested });
  // What the room does when the call ends: the dashboard replaces the room's entry.
  if (fromCall) await allSettled(returnedFromCall, { scope });
  renderWithApp(<RouterProvider router={router} />, { scope, route: false });
  await act(() => router.navigate('/dashboard?range=week#chart', { replace: true }));
  await waitFor(() => expect(scope.getState($backStepBlocked)).toBe(false));
  await act(() => allSettled(scope));
  return { router, scope, requested };
}

describe('back step after a call (spec 01 §4)', () => {
  it('the dashboard asks once for a duplicate of its own entry, search and hash included', async () => {
    const { router, scope, requested } = await dashboardAfterCall(true);
    expect(requested.mock.calls).toEqual([[{ to: '/dashboard?range=week#chart' }]]);
    // Later location changes find nothing to block.
    await act(() => router.navigate('/dashboard?range=month'));
    await act(() => allSettled(scope));
    expect(requested).toHaveBeenCalledOnce();
  });

  it('asks for nothing when no call was just left', async () => {
    const { requested } = await dashboardAfterCall(false);
    expect(requested).not.toHaveBeenCalled();
  });
});
