/**
 * The script of a prerendered public page, inlined into its HTML by scripts/prerender-plugin.ts: `decide`
 * runs in <head>, `runIsland` right after the page's copy.
 *
 * A signed-out visitor reads the page from its HTML; nothing else loads. This script runs the page's small
 * controls itself (theme toggle, phone menu, the install button's visibility and the browser's own install
 * prompt) and loads the app only for a control that needs it (a dialog): the control's action goes into the
 * URL's hash (`#apply:frontend`), which the app's page reads to open it. The app loads at once when the copy is
 * not this visitor's page: another path (the landing HTML is every route's fallback on a static host), or a
 * stored session the app keeps (it redirects; the page must not flash).
 *
 * Built on its own (no shared chunks), so it imports only effect-free helpers.
 */
import { detectInstallPlatform } from '@/features/pwa-install';
import { APP_NAME, LOCAL_KEYS, ROUTES } from '@/shared/config';
import { appActionHash, isRunningInstalled, menuToggleLabel, readString, STATIC_PAGE } from '@/shared/lib';
import { applyColorMode, otherColorMode, themeToggleLabel } from '@/shared/ui';
import { PRERENDERED_COPY_ID, PRERENDERED_STYLE_ATTRIBUTE, removePrerenderedCopy } from './copy';

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
  document.head.insertAdjacentHTML(
    'beforeend',
    [...state.options.preloads, ...page]
      .map((href) => `<link rel="modulepreload" crossorigin href="${href}">`)
      .join(''),
  );
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
    // As the app's guard would: to the landing page, whose HTML this is (every route's fallback).
    history.replaceState(null, '', '/');
    here = '';
  }
  if (installed && !sessionKept && here === '') {
    // As the app's guard would: the installed app starts a signed-out visitor at sign-in.
    history.replaceState(null, '', ROUTES.login);
    here = ROUTES.login;
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
  // Platforms with install steps get the steps (the app's dialog); others get the browser's own prompt.
  const hasInstallSteps = detectInstallPlatform(navigator.userAgent, navigator.maxTouchPoints) !== 'other';
  if (installed) installButtons().forEach((button) => (button.hidden = true));
  else if (hasInstallSteps) showWhenInstallable();
  addEventListener('beforeinstallprompt', (event) => {
    event.preventDefault();
    installPrompt = event;
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
    const action = target?.closest<HTMLElement>(marked(STATIC_PAGE.appActionAttribute));
    if (action) {
      event.preventDefault();
      const name = action.getAttribute(STATIC_PAGE.appActionAttribute) ?? '';
      // The browser's own install prompt needs this very click; everything else waits for the app.
      if (name === 'install' && !hasInstallSteps && installPrompt?.prompt) {
        void installPrompt.prompt().catch(() => undefined);
        // Used once: the app must not offer it again; the browser sends a new one when it allows.
        installPrompt = null;
        return;
      }
      // The app's page opens what the hash names, once it has loaded.
      history.replaceState(history.state, '', `${location.pathname}${location.search}${appActionHash(name)}`);
      startApp(state);
    }
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
