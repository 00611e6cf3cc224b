import { useEffect, useLayoutEffect, useRef, type ComponentType } from 'react';
import {
  createBrowserRouter,
  Outlet,
  useLocation,
  useMatches,
  useRouteError,
  type RouteObject,
} from 'react-router';
import { UpdatePrompt } from '@/features/app-update';
import { APP_NAME } from '@/shared/config';
import { NavigationBridge } from '@/shared/lib';
import { ChangeAnnouncer } from '@/shared/ui';
import { SupportLink } from '@/widgets/support-link';
import { removePrerenderedCopy } from '../prerender/copy';
import type { RouteAccess } from './access';
import { CallReturnBackBlock } from './CallReturnBackBlock';
import { ErrorScreen } from './ErrorScreen';
import { Guard } from './Guard';
import { documentTitle, LAYOUT_MODULES, PAGES, sliceModule, type PageEntry, type PageLayout } from './pages';
import { RouteFallback } from './RouteFallback';

type ModuleLoader = () => Promise<Record<string, unknown>>;

/** Every page slice, each in a chunk of its own that its route loads (`lazy`). */
const pageSlices = import.meta.glob<Record<string, unknown>>('/src/pages/*/index.ts');
const layoutLoaders: Record<PageLayout, ModuleLoader> = {
  host: () => import('@/widgets/host-layout'),
};

async function loadComponent(load: ModuleLoader | undefined, name: string): Promise<ComponentType> {
  if (!load) throw new Error(`No module exports ${name}`);
  const component = (await load())[name];
  if (typeof component !== 'function') throw new Error(`The page module exports no ${name}`);
  return component as ComponentType;
}

export interface RouteHandle {
  access: RouteAccess;
  /** The document title while the route's page shows (pages only, not layouts). */
  title?: string;
}

function pageRoute(page: PageEntry): RouteObject {
  return {
    id: page.id,
    path: page.path,
    handle: { access: page.access, title: documentTitle(page, APP_NAME) } satisfies RouteHandle,
    lazy: async () => {
      const Page = await loadComponent(pageSlices[`/${sliceModule(page.slice)}`], page.component);
      // A page inside a layout is guarded by the layout's route.
      return {
        element: page.layout ? (
          <Page />
        ) : (
          <Guard access={page.access}>
            <Page />
          </Guard>
        ),
      };
    },
  };
}

function layoutRoute(layout: PageLayout): RouteObject {
  const { component, access } = LAYOUT_MODULES[layout];
  return {
    id: `${layout}-layout`,
    handle: { access } satisfies RouteHandle,
    lazy: async () => {
      const Layout = await loadComponent(layoutLoaders[layout], component);
      return {
        element: (
          <Guard access={access}>
            <Layout />
          </Guard>
        ),
      };
    },
    children: PAGES.filter((page) => page.layout === layout).map(pageRoute),
  };
}

function RouteError() {
  return <ErrorScreen error={useRouteError()} />;
}

const announcePage = (title: string) => title;

/**
 * Names the tab after the page shown, so each page has its own title in tabs and history, and says the new
 * page's title to a screen reader after each navigation (a new page is otherwise silent there).
 */
function DocumentTitle() {
  const matches = useMatches();
  const title =
    matches.map((match) => (match.handle as RouteHandle | undefined)?.title).findLast(Boolean) ??
    documentTitle(undefined, APP_NAME);
  useEffect(() => {
    document.title = title;
  }, [title]);
  return <ChangeAnnouncer value={title} describe={announcePage} />;
}

/**
 * After moving to another page, when focus was left nowhere (the link pressed went away with its page), focus
 * moves to the new page's main region, so Tab and a screen reader go on from the new content, not from the top
 * of the document. Focus a page gives itself on mount (its effects run first) stays, and so does everything on
 * a change of the query or hash alone (a list's page, a dialog's address), which is the same page; the first
 * page keeps the browser's own start.
 */
function FocusAfterNavigation() {
  const { pathname } = useLocation();
  const lastPathname = useRef(pathname);
  useEffect(() => {
    if (lastPathname.current === pathname) return;
    lastPathname.current = pathname;
    if (document.activeElement && document.activeElement !== document.body) return;
    document.querySelector<HTMLElement>('main')?.focus({ preventScroll: true });
  }, [pathname]);
  return null;
}

function Root() {
  // A public page built into the HTML (scripts/prerender-plugin.ts) stays on screen until the app's first
  // commit, which replaces it before paint.
  useLayoutEffect(removePrerenderedCopy, []);
  return (
    <>
      <NavigationBridge />
      <DocumentTitle />
      <FocusAfterNavigation />
      <CallReturnBackBlock />
      <Outlet />
      <SupportLink />
      <UpdatePrompt />
    </>
  );
}

/** The route table, made from the page manifest (pages.ts); every guard and redirect lives in `Guard`. */
export function createRoutes(): RouteObject[] {
  const layouts = Object.keys(LAYOUT_MODULES) as PageLayout[];
  return [
    {
      id: 'root',
      element: <Root />,
      HydrateFallback: RouteFallback,
      children: [
        {
          // A page that fails to load or render shows the error screen until the next navigation.
          errorElement: <RouteError />,
          children: [
            ...PAGES.filter((page) => !page.layout).map(pageRoute),
            ...layouts.map(layoutRoute),
            { id: 'unknown', path: '*', element: <Guard access="unknown" /> },
          ],
        },
      ],
    },
  ];
}

export type AppRouter = ReturnType<typeof createBrowserRouter>;

export const createAppRouter = (): AppRouter => createBrowserRouter(createRoutes());

/** Settles once the router has loaded the first location's page and layout, so the first render shows them. */
export function whenRouterReady(router: Pick<AppRouter, 'state' | 'subscribe'>): Promise<void> {
  return new Promise((resolve) => {
    if (router.state.initialized) return resolve();
    const unsubscribe = router.subscribe((state) => {
      if (!state.initialized) return;
      unsubscribe();
      resolve();
    });
  });
}
