import { act, waitFor } from '@testing-library/react';
import { allSettled, fork } from 'effector';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { $backStepBlocked, CallReturnBackBlock, returnedFromCall } from '@/entities/call';
import { ROUTES } from '@/shared/config';
import { routerAttached } from '@/shared/lib';
import { renderWithApp } from '../../../tests/setup/render';
import './app';

/** The dashboard's block asks, the app's wiring pushes the duplicate entry: the Back behaviour end to end. */
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
  await allSettled(routerAttached, { scope, params: router });
  // What the room does when the call ends: the dashboard replaces the room's entry.
  if (fromCall) await allSettled(returnedFromCall, { scope });
  renderWithApp(<RouterProvider router={router} />, { scope, route: false });
  await act(() => router.navigate('/dashboard', { replace: true }));
  await waitFor(() => expect(scope.getState($backStepBlocked)).toBe(false));
  await act(() => allSettled(scope));
  return router;
}

describe('back step after a call (spec 01 §4)', () => {
  it('the first Back stays on the dashboard, the second leaves', async () => {
    const router = await dashboardAfterCall(true);
    await act(() => router.navigate(-1));
    expect(router.state.location.pathname).toBe('/dashboard');
    await act(() => router.navigate(-1));
    await waitFor(() => expect(router.state.location.pathname).toBe('/calls'));
  });

  it('Back leaves at once when no call was just left', async () => {
    const router = await dashboardAfterCall(false);
    await act(() => router.navigate(-1));
    await waitFor(() => expect(router.state.location.pathname).toBe('/calls'));
  });
});
