import { screen, waitFor } from '@testing-library/react';
import { fork } from 'effector';
import { useLocation } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { $user, type SessionUser } from '@/entities/user';
import { renderWithApp } from '../../../tests/setup/render';
import { INSTALLED_ONLY_PATHS } from './access';
import LAYOUTS from './layouts.json';
import PAGE_SEGMENTS from './page-segments.json';
import { AppRoutes, createRoutes } from './routes';

const hostUser: SessionUser = { _id: 'h1', name: 'Asha Host', email: 'host@parley.app', isHost: true };
const subUser: SessionUser = { _id: 'u1', userId: 'PRL-1001', name: 'Uma User', isHost: false };

/** Where the router is, read beside the app's routes. */
function LocationProbe() {
  return <output data-testid="location">{useLocation().pathname}</output>;
}

async function landsOn(path: string, user: SessionUser | null, expected: string) {
  const scope = fork({ values: [[$user, user]] });
  renderWithApp(
    <>
      <AppRoutes />
      <LocationProbe />
    </>,
    { scope, route: path },
  );
  await waitFor(() => expect(screen.getByTestId('location').textContent).toBe(expected));
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
    await landsOn('/privacy-policy', null, '/privacy-policy');
    expect(await screen.findByRole('heading', { level: 1 })).toBeInTheDocument();
  });
});

describe('the route table', () => {
  it("renders in the host layout exactly the pages the build loads it with (layouts.json), each a page slice's route", () => {
    const hostLayout = createRoutes()
      .flatMap((route) => route.children ?? [])
      .find((route) => route.children?.length);
    const paths = hostLayout?.children?.map((route) => route.path ?? '') ?? [];
    const slices = LAYOUTS['src/app/routing/host-layout.ts'];
    expect(paths).toHaveLength(slices.length);
    // A page slice is named after its route ('/recordingsPage' is served by pages/recordings).
    paths.forEach((path, index) => expect(path.slice(1)).toMatch(new RegExp(`^${slices[index]}`)));
  });

  it("names each route's page for the shell's cold-load preload: by its path's first segment or page-segments.json", async () => {
    // Loaded here, beside the routes' own imports of the pages (an eager glob could hold other instances).
    const pageModules = await Promise.all(
      Object.entries(import.meta.glob<Record<string, unknown>>('../../pages/*/index.ts')).map(
        async ([file, load]) => [file.split('/')[3], await load()] as const,
      ),
    );
    const sliceOf = (component: unknown) =>
      pageModules.find(([, exports]) => Object.values(exports).includes(component))?.[0];
    const layoutRoute = createRoutes()
      .flatMap((route) => route.children ?? [])
      .find((route) => route.children?.length);
    const routes = createRoutes().flatMap((route) => route.children ?? []);
    const pageRoutes = [...routes, ...(layoutRoute?.children ?? [])].filter(
      (route) => route.path && (route.handle as { page?: unknown } | undefined)?.page,
    );
    expect(pageRoutes.length).toBeGreaterThan(15);
    const segments = PAGE_SEGMENTS as Record<string, { slice: string; layout?: string }>;
    for (const route of pageRoutes) {
      const segment = (route.path ?? '').split('/')[1] ?? '';
      const named = segments[segment];
      const component = await (route.handle as { page: { preload: () => Promise<unknown> } }).page.preload();
      expect(sliceOf(component), route.path).toBe(named?.slice ?? (segment || 'landing'));
      // The host layout's chunks come along exactly for the routes it frames.
      if (named) expect(Boolean(named.layout), route.path).toBe(layoutRoute?.children?.includes(route));
    }
  });

  it('lists exactly the installed-only routes the prerendered landing page redirects before the app loads', () => {
    const routes = createRoutes().flatMap((route) => route.children ?? []);
    const installedOnly = routes
      .filter((route) => (route.handle as { access?: string } | undefined)?.access === 'installed-only')
      .map((route) => route.path);
    expect(installedOnly).toEqual([...INSTALLED_ONLY_PATHS]);
  });
});
