import {
  lazy,
  Suspense,
  useEffect,
  useLayoutEffect,
  type ComponentType,
  type LazyExoticComponent,
} from 'react';
import { Outlet, type RouteObject } from 'react-router-dom';
import { UpdatePrompt } from '@/features/app-update';
import { ROUTES } from '@/shared/config';
import { NavigationBridge } from '@/shared/lib';
import { HostLayout } from '@/widgets/host-layout';
import { SupportLink } from '@/widgets/support-link';
import { removePrerenderedCopy } from '../prerender/copy';
import { repeatPendingAppAction } from '../prerender/handoff';
import type { RouteAccess } from './access';
import { CallReturnBackBlock } from './CallReturnBackBlock';
import { ErrorScreen } from './ErrorScreen';
import { Guard } from './Guard';
import { RouteFallback } from './RouteFallback';

// Pages are split per route so the landing page stays light.
const page = <K extends string>(load: () => Promise<Record<K, ComponentType>>, name: K) =>
  lazy(() => load().then((module) => ({ default: module[name] })));

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
} satisfies Record<string, LazyExoticComponent<ComponentType>>;

function guarded(path: string, access: RouteAccess, Page: ComponentType): RouteObject {
  return {
    path,
    // The access rule, readable from the table (the prerendered page's guard script mirrors one of them).
    handle: { access },
    element: (
      <Guard access={access}>
        <Page />
      </Guard>
    ),
  };
}

/**
 * A public page built into the HTML (scripts/prerender-plugin.ts) is the static page until the app renders the
 * real one: it goes in the same commit, before paint, so the page never flashes or doubles. A control pressed
 * there that needed the app is pressed again here, once the page's own effects have run.
 */
function PrerenderHandoff() {
  useLayoutEffect(() => {
    removePrerenderedCopy();
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
      errorElement: <ErrorScreen />,
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
          element: (
            <Guard access="host">
              <HostLayout />
            </Guard>
          ),
          children: [
            { path: ROUTES.dashboard, element: <pages.dashboard /> },
            { path: ROUTES.users, element: <pages.users /> },
            { path: ROUTES.calls, element: <pages.calls /> },
            { path: ROUTES.recordings, element: <pages.recordings /> },
            { path: ROUTES.settings, element: <pages.settings /> },
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
