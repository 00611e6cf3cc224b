import { act, waitFor } from '@testing-library/react';
import { allSettled, fork } from 'effector';
import { createMemoryRouter, Outlet, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { returnedFromCall } from '@/entities/open-room';
import { signedOut } from '@/entities/user';
import { ROUTES, SESSION_KEYS } from '@/shared/config';
import { navigateFx, routerAttached } from '@/shared/lib';
import { renderWithApp } from '../../../tests/setup/render';
import { CallReturnBackBlock } from '../routing/CallReturnBackBlock';
import { $backStepBlocked, backStepStarted, locationShown } from './back-step';

const KEY = SESSION_KEYS.suppressBackOnceFromCall;

afterEach(() => sessionStorage.clear());

/** The app's root reports each location; the back-step model pushes the duplicate: Back end to end. */
async function dashboardAfterCall(fromCall: boolean) {
  const router = createMemoryRouter(
    [
      {
        element: (
          <>
            <CallReturnBackBlock />
            <Outlet />
          </>
        ),
        children: [
          { path: '/calls', element: <p>Calls</p> },
          { path: ROUTES.hostCall.pattern, element: <p>Call room</p> },
          { path: '/dashboard', element: <p>Dashboard</p> },
        ],
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

/** navigateFx is attached to the router: a handler gets (navigator, params). */
const navigated = (navigate: ReturnType<typeof vi.fn>) => navigate.mock.calls.map((call) => call.at(-1));

const shown = (path: string) => ({ pathname: new URL(path, 'http://app').pathname, path });

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

  it('pushes the first dashboard shown after a call once, search and hash included', async () => {
    const navigate = vi.fn();
    const scope = fork({ handlers: [[navigateFx, navigate]] });
    await allSettled(locationShown, { scope, params: shown('/dashboard') });
    expect(navigate).not.toHaveBeenCalled();
    await allSettled(returnedFromCall, { scope });
    // The room's own route is not a dashboard.
    await allSettled(locationShown, { scope, params: shown('/user/call/abc-defg-hij') });
    await allSettled(locationShown, { scope, params: shown('/user-dashboard?tab=recordings#top') });
    await allSettled(locationShown, { scope, params: shown('/user-dashboard?tab=recordings#top') });
    expect(navigated(navigate)).toEqual([{ to: '/user-dashboard?tab=recordings#top' }]);
  });

  it('survives a reload: the block is kept in session storage until a dashboard used it', async () => {
    await allSettled(returnedFromCall, { scope: fork() });
    expect(sessionStorage.getItem(KEY)).toBe('true');

    // A new page load: a fresh scope reads the stored block on start.
    const navigate = vi.fn();
    const reloaded = fork({ handlers: [[navigateFx, navigate]] });
    await allSettled(backStepStarted, { scope: reloaded });
    expect(reloaded.getState($backStepBlocked)).toBe(true);
    await allSettled(locationShown, { scope: reloaded, params: shown('/dashboard') });
    expect(navigated(navigate)).toEqual([{ to: '/dashboard' }]);
    expect(sessionStorage.getItem(KEY)).toBeNull();

    const later = fork();
    await allSettled(backStepStarted, { scope: later });
    expect(later.getState($backStepBlocked)).toBe(false);
  });

  it('a sign-out drops the block', async () => {
    const scope = fork();
    await allSettled(returnedFromCall, { scope });
    await allSettled(signedOut, { scope });
    expect(scope.getState($backStepBlocked)).toBe(false);
    expect(sessionStorage.getItem(KEY)).toBeNull();
  });
});
