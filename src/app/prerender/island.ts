/**
 * The script of a prerendered public page (issue 17), inlined into its HTML by scripts/prerender-plugin.ts:
 * `decide` runs in <head>, `runIsland` right after the page's copy.
 *
 * A signed-out visitor reads the page from its HTML; nothing else loads. This script runs the page's small
 * controls itself (theme toggle, phone menu, FAQ) and loads the app only for what needs it: a control marked
 * with an app action (a dialog), which the app then repeats (`PrerenderHandoff`), or a form (sign-in, sign-up,
 * reset), whose app loads at the first touch and takes over what was typed. The app loads at once when
 * the copy is not this visitor's page: another path (the landing HTML is every route's fallback on a static
 * host), or a stored session the app keeps (it redirects; the page must not flash).
 *
 * Built on its own (no shared chunks), so it imports only effect-free helpers.
 */
import { detectInstallPlatform } from '@/features/pwa-install';
import { APP_NAME, LOCAL_KEYS } from '@/shared/config';
import {
  isRunningInstalled,
  menuToggleLabel,
  readString,
  stashInstallPrompt,
  STATIC_PAGE,
  takeStashedInstallPrompt,
  whenIdle,
} from '@/shared/lib';
import { applyColorMode, otherColorMode, themeToggleLabel } from '@/shared/ui';
import {
  PENDING_APP_ACTION,
  PRELOAD_BATCH,
  PRERENDERED_COPY_ID,
  PRERENDERED_STYLE_ATTRIBUTE,
  removePrerenderedCopy,
  submitAction,
} from './copy';

export interface IslandOptions {
  /** The page this HTML holds (`/` for the landing page, which is also every route's fallback). */
  path: string;
  /** The app's entry script and the modules it imports first. */
  entry: string;
  preloads: readonly string[];
  /** Each page's own chunks, by the first segment of its path (see pageChunks in the build plugin). */
  pages: Readonly<Record<string, readonly string[]>>;
  /** Whether a stored session counts only in the installed app (the build's installed-only rule). */
  sessionNeedsInstall: boolean;
  /** Paths sent to `/` outside the installed app, as the app's guard would. */
  installedOnlyPaths: readonly string[];
  /** The service worker the app registers; a static page registers it too, so installing works offline. */
  serviceWorker: string | null;
}

const trimmed = (path: string) => path.replace(/\/+$/, '');
const marked = (name: string, value?: string) => (value === undefined ? `[${name}]` : `[${name}="${value}"]`);

interface Island {
  options: IslandOptions;
  /** The page is not this visitor's: the app shows theirs. */
  forApp: boolean;
  started: boolean;
  preloaded: boolean;
  installed: boolean;
}

let island: Island | null = null;

function preload(state: Island): void {
  if (state.preloaded) return;
  state.preloaded = true;
  // The app's first modules, and the chunks of the page it will show here.
  const page = state.options.pages[location.pathname.split('/')[1] ?? ''] ?? [];
  const pending = [...state.options.preloads, ...page];
  // A few links per insertion and per task (PRELOAD_BATCH).
  const insertSome = () => {
    document.head.insertAdjacentHTML(
      'beforeend',
      pending
        .splice(0, PRELOAD_BATCH)
        .map((href) => `<link rel="modulepreload" crossorigin href="${href}">`)
        .join(''),
    );
    if (pending.length > 0) setTimeout(insertSome);
  };
  insertSome();
}

function startApp(state: Island): void {
  if (state.started) return;
  state.started = true;
  preload(state);
  const script = document.createElement('script');
  script.type = 'module';
  script.crossOrigin = '';
  script.src = state.options.entry;
  // The network failed between the page and its app: a press would otherwise do nothing, silently.
  script.addEventListener('error', showLoadFailure);
  document.head.appendChild(script);
}

export const LOAD_FAILURE_TEXT = `${APP_NAME} could not load. Check your connection and reload the page.`;

function showLoadFailure(): void {
  const notice = document.createElement('p');
  notice.setAttribute('role', 'alert');
  notice.textContent = LOAD_FAILURE_TEXT;
  notice.style.cssText =
    'position:fixed;left:50%;bottom:16px;transform:translateX(-50%);z-index:2;margin:0;max-width:calc(100% - 32px);' +
    'padding:12px 16px;border-radius:8px;background:#b91c1c;color:#fff;font:inherit;text-align:center';
  document.body.appendChild(notice);
}

/**
 * Runs in <head>, before the copy is parsed: decides whose page this is. When it is not this visitor's, the
 * copy is hidden before anything paints (no flash of the landing page on another route) and the app starts.
 */
export function decide(options: IslandOptions): void {
  const own = trimmed(options.path);
  let here = trimmed(location.pathname);
  const installed = isRunningInstalled();
  const sessionKept =
    Boolean(readString('local', LOCAL_KEYS.token)) && (installed || !options.sessionNeedsInstall);
  const hide = () => {
    const style = document.createElement('style');
    style.setAttribute(PRERENDERED_STYLE_ATTRIBUTE, '');
    style.textContent = `#${PRERENDERED_COPY_ID}{display:none}`;
    document.head.appendChild(style);
  };
  if (
    options.sessionNeedsInstall &&
    !installed &&
    !sessionKept &&
    options.installedOnlyPaths.includes(here)
  ) {
    // As the app's guard would: to the landing page, a static page of its own.
    if (own !== '') {
      hide();
      location.replace('/');
      return;
    }
    history.replaceState(null, '', '/');
    here = own;
  }
  const state: Island = {
    options,
    forApp: here !== own || sessionKept,
    started: false,
    preloaded: false,
    installed,
  };
  island = state;
  if (!state.forApp) return;
  hide();
  startApp(state);
}

/** Runs right after the copy: drops it for the app, or runs the page's controls. */
export function runIsland(): void {
  const copy = document.getElementById(PRERENDERED_COPY_ID);
  const state = island;
  if (!copy || !state) return;
  const { options, installed } = state;
  if (state.forApp) {
    removePrerenderedCopy();
    return;
  }

  // This page, without the app.
  const control = (name: string) =>
    copy.querySelectorAll<HTMLElement>(marked(STATIC_PAGE.controlAttribute, name));
  // The mode on <html> (set from the stored choice or the system before paint) is the one shown.
  const shownMode = () => (document.documentElement.classList.contains('dark') ? 'dark' : 'light');
  const labelThemeToggles = () => {
    const label = themeToggleLabel(shownMode());
    control('theme-toggle').forEach((button) => {
      button.setAttribute('aria-label', label);
      button.title = label;
    });
  };
  labelThemeToggles();

  const installButtons = () =>
    copy.querySelectorAll<HTMLElement>(marked(STATIC_PAGE.appActionAttribute, 'install'));
  let installPrompt: (Event & { prompt?: () => Promise<void> }) | null = null;
  const showWhenInstallable = () =>
    installButtons().forEach((button) => {
      if (button.hasAttribute(STATIC_PAGE.whenInstallableAttribute)) button.hidden = false;
    });
  if (installed) installButtons().forEach((button) => (button.hidden = true));
  else if (detectInstallPlatform(navigator.userAgent, navigator.maxTouchPoints) !== 'other')
    showWhenInstallable();
  addEventListener('beforeinstallprompt', (event) => {
    event.preventDefault();
    installPrompt = event;
    stashInstallPrompt(event);
    showWhenInstallable();
  });
  addEventListener('appinstalled', () => installButtons().forEach((button) => (button.hidden = true)));

  copy.addEventListener('click', (event) => {
    const target = event.target instanceof Element ? event.target : null;
    const theme = target?.closest(marked(STATIC_PAGE.controlAttribute, 'theme-toggle'));
    if (theme) {
      const next = otherColorMode(shownMode());
      try {
        localStorage.setItem(LOCAL_KEYS.theme, next);
      } catch {
        // Not persisted; the page still switches.
      }
      applyColorMode(next);
      labelThemeToggles();
      return;
    }
    const menu = target?.closest<HTMLElement>(marked(STATIC_PAGE.controlAttribute, 'menu-toggle'));
    if (menu) {
      const open = menu.getAttribute('aria-expanded') !== 'true';
      menu.setAttribute('aria-expanded', String(open));
      menu.setAttribute('aria-label', menuToggleLabel(open));
      const panel = document.getElementById(menu.getAttribute('aria-controls') ?? '');
      if (panel) panel.hidden = !open;
      return;
    }
    const trigger = target?.closest<HTMLElement>('[data-scope="accordion"][data-part="item-trigger"]');
    if (trigger) {
      toggleAccordionItem(trigger);
      return;
    }
    const action = target?.closest<HTMLElement>(marked(STATIC_PAGE.appActionAttribute));
    if (action) {
      event.preventDefault();
      const name = action.getAttribute(STATIC_PAGE.appActionAttribute) ?? '';
      // The browser's own install prompt needs this very click; everything else waits for the app.
      if (name === 'install' && installPrompt?.prompt) {
        void installPrompt.prompt().catch(() => undefined);
        // Used once: the app must not offer it again; the browser sends a new one when it allows.
        installPrompt = null;
        takeStashedInstallPrompt();
        return;
      }
      (window as unknown as Record<string, unknown>)[PENDING_APP_ACTION] = name;
      startApp(state);
    }
  });
  // A form (sign-in, sign-up, reset) is the app's: it loads at the visitor's first touch of the form, and what
  // they type meanwhile carries over (`handOverCopy`). A form sent before then is sent again by the app.
  const touchedForm = (event: Event) => {
    if (event.target instanceof Element && event.target.closest('form')) startApp(state);
  };
  copy.addEventListener('pointerdown', touchedForm);
  copy.addEventListener('focusin', touchedForm);
  // Fetched (not run) once the page has loaded and the browser is idle, so that the touch only runs it: the
  // handover comes before much is typed.
  if (copy.querySelector('form')) addEventListener('load', () => whenIdle(() => preload(state)));
  copy.addEventListener('submit', (event) => {
    event.preventDefault();
    const field = event.target instanceof HTMLFormElement ? event.target.querySelector('[name]') : null;
    const name = field?.getAttribute('name');
    if (name) (window as unknown as Record<string, unknown>)[PENDING_APP_ACTION] = submitAction(name);
    startApp(state);
  });
  // Fetch the app while the visitor heads for a control that needs it.
  const intent = (event: Event) => {
    if (event.target instanceof Element && event.target.closest(marked(STATIC_PAGE.appActionAttribute)))
      preload(state);
  };
  copy.addEventListener('pointerover', intent);
  copy.addEventListener('focusin', intent);

  if (options.serviceWorker && 'serviceWorker' in navigator) {
    const serviceWorker = options.serviceWorker;
    addEventListener('load', () => {
      navigator.serviceWorker.register(serviceWorker).catch(() => undefined);
    });
  }
}

/** One item of a Chakra (zag) accordion, as its machine would set it; items open independently. */
function toggleAccordionItem(trigger: HTMLElement): void {
  const open = trigger.getAttribute('aria-expanded') !== 'true';
  const state = open ? 'open' : 'closed';
  const content = document.getElementById(trigger.getAttribute('aria-controls') ?? '');
  const item = trigger.closest<HTMLElement>('[data-scope="accordion"][data-part="item"]');
  trigger.setAttribute('aria-expanded', String(open));
  for (const element of [trigger, item, content, ...trigger.querySelectorAll('[data-part="item-indicator"]')])
    element?.setAttribute('data-state', state);
  if (!content) return;
  content.hidden = !open;
  // The open animation grows to --height, which the machine measures.
  if (open) content.style.setProperty('--height', `${content.scrollHeight}px`);
}
