/**
 * The page manifest: every page of the app, one entry each. The router (routes.tsx), the static build of the
 * public pages and their installed-only redirect (scripts/prerender-plugin.ts), the build's page preloads and
 * the bundle budgets (scripts/check-bundle.mjs) all read it. Plain data that imports only types, so the build
 * and Node scripts read this file as it is.
 *
 * Adding a page: a slice under `src/pages` whose index exports the component, and one entry here.
 */
import type { RouteAccess } from './access';

/** A frame that several pages render inside, loaded with the first of them (`LAYOUT_MODULES`). */
export type PageLayout = 'host';

/**
 * The first-load budget a page is held to: `static` a prerendered page's own script, `entry` the installed
 * app's lean entry routes (sign-in, sign-up, password reset), `signed-in` the app's pages behind a session.
 */
export type PageBudget = 'static' | 'entry' | 'signed-in';

export interface PageEntry {
  /** The route's id, unique. */
  id: string;
  /** The route's pattern (`ROUTES` in `@/shared/config` builds the links to it). */
  path: string;
  access: RouteAccess;
  /** The slice under `src/pages` whose index exports `component`: the route loads it with the page. */
  slice: string;
  component: string;
  layout?: PageLayout;
  /** The page's name in the browser tab, history and window switcher (`documentTitle`); the landing page has none. */
  title?: string;
  /** Built into static HTML for signed-out visitors, the app loading only for what needs it. */
  prerender?: boolean;
  budget: PageBudget;
}

export interface LayoutEntry {
  module: string;
  component: string;
  /** The guard of every page inside it. */
  access: RouteAccess;
}

/** Each layout's module, loaded by the router like a page (its chunk comes with the pages it frames). */
export const LAYOUT_MODULES: Record<PageLayout, LayoutEntry> = {
  host: { module: 'src/widgets/host-layout/index.ts', component: 'HostLayout', access: 'host' },
};

// One line a page, read as a table.
// prettier-ignore
export const PAGES: readonly PageEntry[] = [
  // Marketing and legal pages: static HTML for a signed-out visitor.
  { id: 'landing', path: '/', access: 'landing', slice: 'landing', component: 'LandingPage', prerender: true, budget: 'static' },
  { id: 'features', path: '/features', access: 'signed-out', slice: 'features', component: 'FeaturesPage', title: 'Features', prerender: true, budget: 'static' },
  { id: 'pricing', path: '/pricing', access: 'signed-out', slice: 'pricing', component: 'PricingPage', title: 'Pricing', prerender: true, budget: 'static' },
  { id: 'about', path: '/about', access: 'signed-out', slice: 'about', component: 'AboutPage', title: 'About', prerender: true, budget: 'static' },
  { id: 'privacy-policy', path: '/privacy-policy', access: 'everyone', slice: 'privacy-policy', component: 'PrivacyPolicyPage', title: 'Privacy Policy', prerender: true, budget: 'static' },
  { id: 'terms-of-service', path: '/terms-of-service', access: 'everyone', slice: 'terms-of-service', component: 'TermsOfServicePage', title: 'Terms of Service', prerender: true, budget: 'static' },
  { id: 'careers', path: '/careers', access: 'everyone', slice: 'careers', component: 'CareersPage', title: 'Careers', prerender: true, budget: 'static' },
  { id: 'how-to-use', path: '/how-to-use', access: 'everyone', slice: 'how-to-use', component: 'HowToUsePage', title: 'How to Use', prerender: true, budget: 'static' },
  // The installed app's entry: lean app routes.
  { id: 'login', path: '/login', access: 'installed-only', slice: 'login', component: 'LoginPage', title: 'Sign In', budget: 'entry' },
  { id: 'signup', path: '/signup', access: 'installed-only', slice: 'signup', component: 'SignupPage', title: 'Sign Up', budget: 'entry' },
  { id: 'forgot-password', path: '/forgot-password', access: 'signed-out', slice: 'forgot-password', component: 'ForgotPasswordPage', title: 'Reset Password', budget: 'entry' },
  // The host's workspace.
  { id: 'dashboard', path: '/dashboard', access: 'host', layout: 'host', slice: 'dashboard', component: 'DashboardPage', title: 'Dashboard', budget: 'signed-in' },
  { id: 'users', path: '/users', access: 'host', layout: 'host', slice: 'users', component: 'UsersPage', title: 'Users', budget: 'signed-in' },
  { id: 'calls', path: '/calls', access: 'host', layout: 'host', slice: 'calls', component: 'CallsPage', title: 'Calls', budget: 'signed-in' },
  { id: 'recordings', path: '/recordingsPage', access: 'host', layout: 'host', slice: 'recordings', component: 'RecordingsPage', title: 'Recordings', budget: 'signed-in' },
  { id: 'settings', path: '/settings', access: 'host', layout: 'host', slice: 'settings', component: 'SettingsPage', title: 'Settings', budget: 'signed-in' },
  { id: 'host-call', path: '/host/call/:callId', access: 'host', slice: 'host-call', component: 'HostCallPage', title: 'Call', budget: 'signed-in' },
  // The sub-user's pages.
  { id: 'user-dashboard', path: '/user-dashboard', access: 'user', slice: 'user-dashboard', component: 'UserDashboardPage', title: 'Dashboard', budget: 'signed-in' },
  { id: 'user-call', path: '/user/call/:meetingId', access: 'user', slice: 'user-call', component: 'UserCallPage', title: 'Call', budget: 'signed-in' },
  { id: 'user-profile', path: '/user-profile', access: 'user', slice: 'user-profile', component: 'UserProfilePage', title: 'Profile', budget: 'signed-in' },
  { id: 'user-recordings', path: '/user-recordings', access: 'user', slice: 'recordings', component: 'UserRecordingsPage', title: 'Recordings', budget: 'signed-in' },
];

/** A page's document title: its name and the app's, or the app's alone. */
export const documentTitle = (page: Pick<PageEntry, 'title'> | undefined, appName: string): string =>
  page?.title ? `${page.title} · ${appName}` : appName;

/** The module of a page's slice, as the build names it. */
export const sliceModule = (slice: string) => `src/pages/${slice}/index.ts`;

/** The paths a static page sends to `/` outside the installed app, before the app loads (as the router does). */
export const installedOnlyPaths = (): string[] =>
  PAGES.filter((page) => page.access === 'installed-only').map((page) => page.path);
