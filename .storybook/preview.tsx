/**
 * Storybook preview: every story renders inside a fresh effector scope, a router and `UiProvider`,
 * against the in-browser mock backend (msw).
 *
 * Story parameters (set them on `meta` or on a story):
 * - `parameters.route`: initial URL of the in-memory data router, e.g. '/users?page=2' (default '/').
 * - `parameters.routePath`: a route pattern such as `ROUTES.hostCall.pattern` ('/host/call/:callId'); the story is then rendered at that
 *   route so `useParams()` works (route must match it, e.g. '/host/call/abc').
 * - `parameters.routeState`: the navigation state the page arrives with, e.g. `{ showRenewModal: true }`.
 * - `parameters.scenario`: mock-backend seed passed to `applyStoryScenario` (see `.storybook/mock-backend.ts`).
 * - `parameters.localStorage`: `{ key: 'string value' }` written before render, e.g. a signed-in session
 *   `{ token: '...', user: JSON.stringify(user) }`. Without it, `token` and `user` are cleared.
 * - `parameters.msw`: extra msw handlers for this story (msw-storybook-addon, CSF3).
 * - `parameters.recordsCalls`: the story's host room records on its own; before it, the harness waits until the
 *   previous story's recorder has let go of the disk.
 * - `parameters.a11y`: the axe check that runs after `play` in the story tests (addon-a11y); a story that must
 *   skip it sets `a11y: { test: 'off' }` and says why.
 * - Globals: `globals: { theme: 'dark' }` renders the story in dark mode; `globals: { viewport: { value: 'mobile' } }`
 *   picks a viewport ('mobile' 375, 'mobileLandscape' 740×375, 'tablet' 768, 'desktop' 1280).
 *
 * The scope is created in a loader (after storage and scenario are ready), so models that read storage on
 * start see the story's values. Use `context.loaded.scope` in `play` to inspect or drive effector state.
 */
import type { Decorator, Loader, Preview, StoryContext } from '@storybook/react-vite';
import { allSettled, fork, scopeBind, type Scope } from 'effector';
import { Provider as EffectorProvider } from 'effector-react';
import { mswLoader } from 'msw-storybook-addon/csf3';
import { StrictMode } from 'react';
import { configure, expect, prettyDOM } from 'storybook/test';
import { signedOut } from '@/entities/user';
import { setBearerToken } from '@/shared/api';
import { LOCAL_KEYS } from '@/shared/config';
import { RECORDINGS_DIRECTORY, recordingLockName } from '@/shared/lib/recording';
import { colorModeChosen, isColorMode, UiProvider } from '@/shared/ui';
// Stories render the on-demand parts open at once: their code loads first (the app never needs this).
import { preloadOnDemandUi } from '@/shared/ui/lazy-part/preload-all';
// The harness clears the app's one toaster between stories; the app itself only raises toasts (`toastFx`).
import { toaster } from '@/shared/ui/toaster/toaster';
import { MemoryDataRouter } from '../tests/setup/memory-router';
import { applyStoryScenario, startStorybookWorker } from './mock-backend';
import { VIEWPORTS } from './viewports';
// The app owns the socket (connects on sign-in, closes on sign-out); stories render pages without the app, so
// its realtime wiring is loaded here as the app loads it.
import '@/app/model/realtime-connection';

/** The in-browser backend starts once per page: `beforeAll` and the first story's loader share it. */
let workerStarted: ReturnType<typeof startStorybookWorker> | undefined;
const startWorkerOnce = () => (workerStarted ??= startStorybookWorker());
const loadMsw = mswLoader(startWorkerOnce);

/**
 * What every story needs once per page, before the first one: the mock backend's worker and the on-demand UI's
 * code. Done here, the first story's test is no slower than the others.
 */
async function preparePage() {
  await Promise.all([startWorkerOnce(), preloadOnDemandUi()]);
}

/** The element the current story renders into (the loader keeps it for failed queries' messages). */
let storyCanvas: HTMLElement | null = null;

/**
 * A failed query says what the person would have seen: the story's own markup, then the text of any open
 * dialog and toast (portalled outside it). Testing Library's default prints `document.body` from the top,
 * and Storybook's docs skeleton there fills the print limit before the story is reached.
 */
function storyElementError(message: string | null, container: Element) {
  const shown = container === document.body && storyCanvas ? storyCanvas : container;
  const texts = (selector: string) =>
    [...document.querySelectorAll<HTMLElement>(selector)]
      .map((element) => element.innerText.trim())
      .join(' | ');
  const error = new Error(
    [
      message ?? '',
      `Open dialogs: ${texts('[role=dialog], [role=alertdialog]') || 'none'}`,
      `Toasts: ${texts('[data-scope=toast][data-part=root]') || 'none'}`,
      prettyDOM(shown, 6000) || '',
    ].join('\n\n'),
  );
  error.name = 'TestingLibraryElementError';
  return error;
}

// findBy*/waitFor wait 5 s instead of Testing Library's 1 s: on CI's loaded 2-core machine a story's first
// render (lazy chunks, msw, a call room joining) can take longer than a second without anything being wrong.
configure({ asyncUtilTimeout: 5000, getElementError: storyElementError });

/** The scope of the story rendered last: the next story signs it out before it starts. */
let previousScope: Scope | null = null;

/**
 * Each story gets its own scope, but the bearer token and local storage are page-wide. A previous story left
 * signed in keeps its socket: when the next story reseeds or signs the same account in, that socket hears
 * its session end and, a second later, clears the token the new story just set. Signing it out first closes
 * the socket and leaves nothing in it to react.
 */
function signOutPreviousStory() {
  if (previousScope) scopeBind(signedOut, { scope: previousScope })();
  previousScope = null;
}

/** msw first, then the scenario, then storage, then the scope: order matters, so one loader does it all. */
const prepareStory: Loader = async (context) => {
  signOutPreviousStory();
  storyCanvas = context.canvasElement;
  await loadMsw(context);
  // The toaster is a page-wide singleton: a story never sees the previous story's toasts.
  toaster.remove();
  // The app loads a dialog's, menu's or popover's code when idle or on first open; a story shows them in its
  // first render.
  await preloadOnDemandUi();
  await applyStoryScenario(context.parameters.scenario as string | undefined);

  const stored = (context.parameters.localStorage ?? {}) as Record<string, string>;
  for (const key of [LOCAL_KEYS.token, LOCAL_KEYS.user]) {
    if (!(key in stored)) localStorage.removeItem(key);
  }
  for (const [key, value] of Object.entries(stored)) localStorage.setItem(key, value);
  // The session's in-memory token follows: a story never inherits the previous story's sign-in.
  setBearerToken(stored[LOCAL_KEYS.token] ?? null);

  const scope = fork();
  previousScope = scope;
  const theme = isColorMode(context.globals.theme) ? context.globals.theme : 'light';
  // Persists `theme` too, so UiProvider's initialisation keeps the toolbar's choice.
  await allSettled(colorModeChosen, { scope, params: theme });
  return { scope };
};

/**
 * Stories of a file share one page in the story tests, and the host room records on its own: a recording the
 * previous story's room left on disk would open the recovery dialog over the next story (as it rightly does in
 * the app after a crash). Stories that need leftovers write them in their own `beforeEach`, which runs after this one.
 */
async function forgetStoredRecordings({ parameters }: StoryContext) {
  const root = await navigator.storage?.getDirectory?.();
  if (!root) return;
  // The previous story's room stops its recording as it unmounts; the encoder lets go of the file (and its
  // lock) a moment later, and a file still open cannot be removed. A recorder that was still starting takes
  // its lock a moment later, so before a story whose room records (`recordsCalls`) the folder counts as quiet
  // only after several polls in a row without one; before any other story, one poll does.
  // On a loaded machine that can take longer than one try: a refused removal waits for quiet again.
  const quietPollsNeeded = parameters.recordsCalls === true ? 4 : 1;
  const recordingLock = recordingLockName('');
  let quietPolls = 0;
  let held: LockInfo[] = [];
  for (let waited = 0; waited < 20_000; waited += 50) {
    held = (await navigator.locks?.query())?.held ?? [];
    quietPolls = held.some((lock) => lock.name?.startsWith(recordingLock)) ? 0 : quietPolls + 1;
    if (quietPolls >= quietPollsNeeded) {
      const removed = await root.removeEntry(RECORDINGS_DIRECTORY, { recursive: true }).then(
        () => true,
        (error: unknown) => error instanceof DOMException && error.name === 'NotFoundError',
      );
      if (removed) return;
      quietPolls = 0;
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  const names = held.map((lock) => lock.name).join(', ') || 'none';
  throw new Error(
    `A previous story left a recording on disk that could not be removed (locks held: ${names})`,
  );
}

/**
 * After `play`, a story on a phone viewport has not grown the page wider than the phone: a sideways scroll
 * hides part of every row and makes the whole screen slide under a thumb.
 */
async function fitsThePhone({ globals, canvasElement }: StoryContext) {
  const viewport = (globals.viewport as { value?: string } | undefined)?.value;
  if (!viewport || VIEWPORTS[viewport as keyof typeof VIEWPORTS]?.type !== 'mobile') return;
  const page = canvasElement.ownerDocument.documentElement;
  await expect(page.scrollWidth, 'the page is no wider than the phone').toBeLessThanOrEqual(page.clientWidth);
}

const withApp: Decorator = (Story, context) => {
  const scope = (context.loaded as { scope?: Scope }).scope ?? fork();
  const route = (context.parameters.route as string | undefined) ?? '/';
  const routePath = context.parameters.routePath as string | undefined;
  const routeState: unknown = context.parameters.routeState;
  // StrictMode as in the app: every story and its `play` also run through the double mount of `npm run dev`.
  return (
    <StrictMode>
      <EffectorProvider value={scope}>
        <MemoryDataRouter
          initialEntry={route}
          initialState={routeState}
          {...(routePath ? { path: routePath } : {})}
        >
          <UiProvider>
            <Story />
          </UiProvider>
        </MemoryDataRouter>
      </EffectorProvider>
    </StrictMode>
  );
};

const preview: Preview = {
  beforeAll: preparePage,
  beforeEach: forgetStoredRecordings,
  afterEach: fitsThePhone,
  loaders: [prepareStory],
  decorators: [withApp],
  globalTypes: {
    theme: {
      description: 'Colour mode',
      toolbar: {
        title: 'Theme',
        icon: 'mirror',
        items: [
          { value: 'light', title: 'Light', icon: 'sun' },
          { value: 'dark', title: 'Dark', icon: 'moon' },
        ],
        dynamicTitle: true,
      },
    },
  },
  initialGlobals: { theme: 'light' },
  parameters: {
    layout: 'padded',
    controls: { matchers: { color: /(background|color)$/i, date: /Date$/i }, expanded: true },
    viewport: {
      options: VIEWPORTS,
    },
    // A violation fails the story's test. The whole document is checked, not just #storybook-root: dialogs,
    // menus and toasts render in portals beside it (and the root is aria-hidden while a dialog is open).
    // Rules about a full page's landmarks and headings do not apply to a component rendered on its own.
    a11y: {
      test: 'error',
      config: {
        rules: [
          { id: 'region', enabled: false },
          { id: 'landmark-one-main', enabled: false },
          { id: 'page-has-heading-one', enabled: false },
        ],
      },
    },
    options: {
      storySort: {
        order: ['Design system', ['Tokens'], 'Shared', 'Entities', 'Features', 'Widgets', 'Pages'],
      },
    },
  },
};

export default preview;
