import {
  lazy,
  Suspense,
  useEffect,
  useLayoutEffect,
  useState,
  type ComponentType,
  type LazyExoticComponent,
} from 'react';
import { matchRoutes, Outlet, useLocation, useRoutes, type RouteObject } from 'react-router-dom';
import { UpdatePrompt } from '@/features/app-update';
import { ROUTES } from '@/shared/config';
import { NavigationBridge } from '@/shared/lib';
import { SupportLink } from '@/widgets/support-link';
import { handOverCopy, repeatPendingAppAction } from '../prerender/handoff';
import type { RouteAccess } from './access';
import { CallReturnBackBlock } from './CallReturnBackBlock';
import { Guard } from './Guard';
import { RouteErrorBoundary } from './RouteErrorBoundary';
import { RouteFallback } from './RouteFallback';

type PageModule = { default: ComponentType };
type Page = LazyExoticComponent<ComponentType> & { preload: () => Promise<unknown> };

/**
 * A route's page, in a chunk of its own so the landing page stays light. Once `preload` has loaded it,
 * rendering it does not suspend: the app's first render shows the page at once, where a suspended page
 * showed the spinner that React keeps up for at least 300 ms.
 */
function page<K extends string>(load: () => Promise<Record<K, ComponentType>>, name: K): Page {
  let loaded: ComponentType | undefined;
  const preload = () => load().then((module) => (loaded = module[name]));
  const component = lazy(() =>
    loaded
      ? // Already settled: React reads a thenable that resolves at once without suspending.
        ({
          then: (resolve: (module: PageModule) => void) => resolve({ default: loaded! }),
        } as Promise<PageModule>)
      : preload().then((Page): PageModule => ({ default: Page })),
  );
  return Object.assign(component, { preload });
}

const pages = {
  landing: page(() => import('@/pages/landing'), 'LandingPage'),
  features: page(() => import('@/pages/features'), 'FeaturesPage'),
  pricing: page(() => import('@/pages/pricing'), 'PricingPage'),
  about: page(() => import('@/pages/about'), 'AboutPage'),
  login: page(() => import('@/pages/login'), 'LoginPage'),
  signup: page(() => import('@/pages/signup'), 'SignupPage'),
  forgotPassword: page(() => import('@/pages/forgot-password'), 'ForgotPasswordPage'),
  privacyPolicy: page(() => import('@/pages/privacy-policy'), 'PrivacyPolicyPage'),
  termsOfService: page(() => import('@/pages/terms-of-service'), 'TermsOfServicePage'),
  careers: page(() => import('@/pages/careers'), 'CareersPage'),
  howToUse: page(() => import('@/pages/how-to-use'), 'HowToUsePage'),
  dashboard: page(() => import('@/pages/dashboard'), 'DashboardPage'),
  users: page(() => import('@/pages/users'), 'UsersPage'),
  calls: page(() => import('@/pages/calls'), 'CallsPage'),
  recordings: page(() => import('@/pages/recordings'), 'RecordingsPage'),
  settings: page(() => import('@/pages/settings'), 'SettingsPage'),
  hostCall: page(() => import('@/pages/host-call'), 'HostCallPage'),
  userDashboard: page(() => import('@/pages/user-dashboard'), 'UserDashboardPage'),
  userCall: page(() => import('@/pages/user-call'), 'UserCallPage'),
  userProfile: page(() => import('@/pages/user-profile'), 'UserProfilePage'),
  userRecordings: page(() => import('@/pages/recordings'), 'UserRecordingsPage'),
} satisfies Record<string, Page>;

/** The host pages' frame (sidebar, top bar, subscription box): loaded with the first host page, like a page. */
const HostLayout = page(() => import('./host-layout'), 'HostLayout');

interface RouteHandle {
  access?: RouteAccess;
  page?: Page;
}

function guarded(path: string, access: RouteAccess, Page: Page | ComponentType): RouteObject {
  return {
    path,
    // The access rule, readable from the table (the prerendered page's guard script mirrors one of them).
    handle: { access, page: 'preload' in Page ? Page : undefined } satisfies RouteHandle,
    element: (
      <Guard access={access}>
        <Page />
      </Guard>
    ),
  };
}

/** A page inside the host's layout, whose guard covers them all. */
const hostPage = (path: string, Page: Page): RouteObject => ({
  path,
  handle: { page: Page } satisfies RouteHandle,
  element: <Page />,
});

/**
 * A public page built into the HTML (scripts/prerender-plugin.ts) is the static page until the app renders the
 * real one: it goes in the same commit, before paint, so the page never flashes or doubles, and what the
 * visitor typed there stays typed. A control pressed there that needed the app (a form sent) is pressed again
 * here, once the page's own effects have run.
 */
function PrerenderHandoff() {
  useLayoutEffect(() => {
    handOverCopy();
  }, []);
  useEffect(() => {
    const repeat = setTimeout(repeatPendingAppAction, 0);
    return () => clearTimeout(repeat);
  }, []);
  return null;
}

function Root() {
  return (
    <>
      <NavigationBridge />
      <CallReturnBackBlock />
      <Suspense fallback={<RouteFallback />}>
        <PrerenderHandoff />
        <Outlet />
      </Suspense>
      <SupportLink />
      <UpdatePrompt />
    </>
  );
}

/** The whole route table of both specs; every guard and redirect lives here. */
export function createRoutes(): RouteObject[] {
  return [
    {
      element: <Root />,
      children: [
        guarded(ROUTES.landing, 'landing', pages.landing),
        guarded(ROUTES.features, 'signed-out', pages.features),
        guarded(ROUTES.pricing, 'signed-out', pages.pricing),
        guarded(ROUTES.about, 'signed-out', pages.about),
        guarded(ROUTES.login, 'installed-only', pages.login),
        guarded(ROUTES.signup, 'installed-only', pages.signup),
        guarded(ROUTES.forgotPassword, 'signed-out', pages.forgotPassword),
        guarded(ROUTES.privacyPolicy, 'everyone', pages.privacyPolicy),
        guarded(ROUTES.termsOfService, 'everyone', pages.termsOfService),
        guarded(ROUTES.careers, 'everyone', pages.careers),
        guarded(ROUTES.howToUse, 'everyone', pages.howToUse),
        {
          handle: { page: HostLayout } satisfies RouteHandle,
          element: (
            <Guard access="host">
              <HostLayout />
            </Guard>
          ),
          children: [
            hostPage(ROUTES.dashboard, pages.dashboard),
            hostPage(ROUTES.users, pages.users),
            hostPage(ROUTES.calls, pages.calls),
            hostPage(ROUTES.recordings, pages.recordings),
            hostPage(ROUTES.settings, pages.settings),
          ],
        },
        guarded(ROUTES.hostCall.pattern, 'host', pages.hostCall),
        guarded(ROUTES.userDashboard, 'user', pages.userDashboard),
        guarded(ROUTES.userCall.pattern, 'user', pages.userCall),
        guarded(ROUTES.userProfile, 'user', pages.userProfile),
        guarded(ROUTES.userRecordings, 'user', pages.userRecordings),
        guarded('*', 'unknown', () => null),
      ],
    },
  ];
}

/**
 * The app's routes, rendered by the location of the router around them. A route that fails to render shows
 * the error screen until the next navigation. (A declarative router: the data router's loaders, actions and
 * fetchers would add 16 KiB gzip to every page's first load, for none of them used; issue 17.)
 */
export function AppRoutes() {
  const [routes] = useState(createRoutes);
  const { key } = useLocation();
  return <RouteErrorBoundary resetKey={key}>{useRoutes(routes)}</RouteErrorBoundary>;
}

/**
 * Loads the page at `pathname`, and the layout around it, before the app's first render, so that render shows
 * them rather than a spinner (src/app/main.tsx). One that fails to load here fails again when it renders,
 * which shows the error.
 */
export async function preloadPageAt(pathname: string): Promise<void> {
  const matched = matchRoutes(createRoutes(), pathname) ?? [];
  await Promise.all(
    matched.map(({ route }) =>
      (route.handle as RouteHandle | undefined)?.page?.preload().catch(() => undefined),
    ),
  );
}
