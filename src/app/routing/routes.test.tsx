import { act, screen, waitFor, within } from '@testing-library/react';
import { fork } from 'effector';
import { readdirSync } from 'node:fs';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { $user, type SessionUser } from '@/entities/user';
import { ROUTES } from '@/shared/config';
import { renderWithApp } from '../../../tests/setup/render';
import { installedOnlyPaths, LAYOUT_MODULES, PAGES, sliceModule } from './pages';
import { createRoutes, whenRouterReady } from './routes';

const hostUser: SessionUser = { _id: 'h1', name: 'Asha Host', email: 'host@parley.app', isHost: true };
const subUser: SessionUser = { _id: 'u1', userId: 'PRL-1001', name: 'Uma User', isHost: false };

function openApp(path: string, user: SessionUser | null = null) {
  const router = createMemoryRouter(createRoutes(), { initialEntries: [path] });
  const scope = fork({ values: [[$user, user]] });
  renderWithApp(<RouterProvider router={router} />, { scope, route: false });
  return router;
}

async function landsOn(path: string, user: SessionUser | null, expected: string) {
  const router = openApp(path, user);
  // The first visit to a page transforms its modules: slow on a loaded machine.
  await waitFor(() => expect(router.state.location.pathname).toBe(expected), { timeout: 10_000 });
  // The redirect has settled: the page there is shown, not the spinner.
  await waitFor(() => expect(router.state.navigation.state).toBe('idle'));
}

describe('app routes (dev config: installed-only rule off)', () => {
  it.each([
    ['/', '/'],
    ['/features', '/features'],
    ['/pricing', '/pricing'],
    ['/about', '/about'],
    ['/login', '/login'],
    ['/signup', '/signup'],
    ['/forgot-password', '/forgot-password'],
    ['/privacy-policy', '/privacy-policy'],
    ['/careers', '/careers'],
    ['/dashboard', '/'],
    ['/users', '/'],
    ['/host/call/abc', '/'],
    ['/user-dashboard', '/'],
    ['/user/call/abc', '/'],
    ['/user-profile', '/'],
    ['/user-recordings', '/'],
    ['/no/such/page', '/'],
  ])('signed out: %s lands on %s', async (from, to) => {
    await landsOn(from, null, to);
  });

  it.each([
    ['/', '/dashboard'],
    ['/login', '/dashboard'],
    ['/features', '/dashboard'],
    ['/forgot-password', '/dashboard'],
    ['/terms-of-service', '/terms-of-service'],
    ['/how-to-use', '/how-to-use'],
    ['/dashboard', '/dashboard'],
    ['/users', '/users'],
    ['/calls', '/calls'],
    ['/recordingsPage', '/recordingsPage'],
    ['/settings', '/settings'],
    ['/host/call/m-1', '/host/call/m-1'],
    ['/user-dashboard', '/dashboard'],
    ['/user/call/m-1', '/dashboard'],
    ['/user-recordings', '/dashboard'],
    ['/somewhere', '/dashboard'],
  ])('host: %s lands on %s', async (from, to) => {
    await landsOn(from, hostUser, to);
  });

  it.each([
    ['/', '/user-dashboard'],
    ['/signup', '/user-dashboard'],
    ['/careers', '/careers'],
    ['/user-dashboard', '/user-dashboard'],
    ['/user/call/m-1', '/user/call/m-1'],
    ['/user-profile', '/user-profile'],
    ['/user-recordings', '/user-recordings'],
    ['/recordingsPage', '/user-dashboard'],
    ['/dashboard', '/user-dashboard'],
    ['/calls', '/user-dashboard'],
    ['/host/call/m-1', '/user-dashboard'],
    ['/somewhere', '/user-dashboard'],
  ])('user: %s lands on %s', async (from, to) => {
    await landsOn(from, subUser, to);
  });

  it('renders the page of an allowed route', async () => {
    openApp('/privacy-policy');
    expect(await screen.findByRole('heading', { level: 1 })).toBeInTheDocument();
  });

  it('names the tab after the page shown, renames it on each navigation and says so to a screen reader', async () => {
    const router = openApp('/pricing');
    await waitFor(() => expect(document.title).toBe('Pricing · Parley'), { timeout: 10_000 });
    await act(() => router.navigate('/about'));
    await waitFor(() => expect(document.title).toBe('About · Parley'));
    expect(screen.getByText('About · Parley')).toHaveAttribute('aria-live', 'polite');
    await act(() => router.navigate('/'));
    await waitFor(() => expect(document.title).toBe('Parley'));
    // A redirect names the page it lands on, not the one asked for.
    await act(() => router.navigate('/dashboard'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    await waitFor(() => expect(document.title).toBe('Parley'));
  });

  it('moves focus to the new page when the link pressed went away with the old one, and keeps focus that stayed', async () => {
    const router = openApp('/pricing');
    await waitFor(() => expect(document.title).toBe('Pricing · Parley'), { timeout: 10_000 });
    const link = within(screen.getByRole('main')).getAllByRole('link')[0]!;
    link.focus();
    expect(link).toHaveFocus();
    await act(() => router.navigate('/about'));
    await waitFor(() => expect(document.title).toBe('About · Parley'));
    await waitFor(() => expect(screen.getByRole('main')).toHaveFocus());
    // A new query or hash is the same page (a dialog's address, a list's page): focus is left as it is.
    screen.getByRole('main').blur();
    await act(() => router.navigate('/about#team'));
    expect(document.body).toHaveFocus();
    // The support link is part of every page: a navigation leaves focus on it.
    const support = screen.getByRole('link', { name: 'Chat with Parley support' });
    support.focus();
    await act(() => router.navigate('/login'));
    await waitFor(() => expect(document.title).toBe('Sign In · Parley'));
    expect(support).toHaveFocus();
  });

  it("frames the host's pages in the host layout, which stays as the host moves between them", async () => {
    const router = openApp('/users', hostUser);
    // The first visit to the layout transforms its modules: slow on a loaded machine.
    const sidebar = await screen.findByLabelText('Sidebar', undefined, { timeout: 10_000 });
    await act(() => router.navigate('/calls'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/calls'));
    expect(screen.getByLabelText('Sidebar')).toBe(sidebar);
  });

  it('shows the first page in the first render once the router is ready, with no spinner', async () => {
    const router = createMemoryRouter(createRoutes(), { initialEntries: ['/about'] });
    await whenRouterReady(router);
    renderWithApp(<RouterProvider router={router} />, { route: false });
    expect(screen.queryByLabelText('Loading page')).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1 })).toBeInTheDocument();
  });
});

describe('the page manifest', () => {
  it('has one entry or more for each slice under src/pages, and names only slices that exist', () => {
    const slices = readdirSync('src/pages').sort();
    expect([...new Set(PAGES.map((page) => page.slice))].sort()).toEqual(slices);
  });

  it("names each page's component as its slice exports it, and each layout's as its module does", async () => {
    const modules = import.meta.glob<Record<string, unknown>>([
      '/src/pages/*/index.ts',
      '/src/widgets/*/index.ts',
    ]);
    for (const page of PAGES) {
      const exports = await modules[`/${sliceModule(page.slice)}`]?.();
      expect(typeof exports?.[page.component], page.id).toBe('function');
    }
    for (const { module, component } of Object.values(LAYOUT_MODULES)) {
      const exports = await modules[`/${module}`]?.();
      expect(typeof exports?.[component], module).toBe('function');
    }
  });

  it('gives every page a unique id and path, and a path for every route the app links to', () => {
    expect(new Set(PAGES.map((page) => page.id)).size).toBe(PAGES.length);
    const paths = PAGES.map((page) => page.path);
    expect(new Set(paths).size).toBe(paths.length);
    const linked = Object.values(ROUTES).map((route) => (typeof route === 'string' ? route : route.pattern));
    for (const route of linked) expect(paths, route).toContain(route);
  });

  it('prerenders only public pages, each held to the static budget; the entry routes are lean app routes', () => {
    for (const page of PAGES) {
      if (page.prerender) expect(['landing', 'signed-out', 'everyone'], page.id).toContain(page.access);
      expect(page.budget === 'static', page.id).toBe(Boolean(page.prerender));
    }
    expect(installedOnlyPaths()).toEqual([ROUTES.login, ROUTES.signup]);
    expect(PAGES.filter((page) => page.budget === 'entry').map((page) => page.path)).toEqual([
      ROUTES.login,
      ROUTES.signup,
      ROUTES.forgotPassword,
    ]);
  });
});
