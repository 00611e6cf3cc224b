// @vitest-environment-options {"settings": {"handleDisabledFileLoadingAsSuccess": true}}
// The app script it adds must not load here: happy-dom treats it as loaded.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { takeStashedInstallPrompt } from '@/shared/lib';
import { PENDING_APP_ACTION } from './copy';
import { decide, LOAD_FAILURE_TEXT, runIsland, type IslandOptions } from './island';

const OPTIONS: Omit<IslandOptions, 'path'> = {
  entry: '/assets/index-app.js',
  preloads: ['/assets/ui.js', '/assets/router.js'],
  pages: {
    '': ['/assets/landing.js'],
    careers: ['/assets/careers.js'],
    'forgot-password': ['/assets/reset.js'],
    login: ['/assets/login.js'],
  },
  sessionNeedsInstall: true,
  installedOnlyPaths: ['/login', '/signup'],
  serviceWorker: null,
};

// The markup the components render (ThemeToggle, PublicHeader's menu, Chakra's accordion, app actions).
const PAGE = `
  <button data-static-control="theme-toggle" aria-label="Switch to dark mode" title="Switch to dark mode"></button>
  <button data-static-control="menu-toggle" aria-label="Open menu" aria-expanded="false" aria-controls="menu"></button>
  <nav id="menu" hidden><a href="/pricing">Pricing</a></nav>
  <div data-scope="accordion" data-part="item" data-state="closed">
    <button data-scope="accordion" data-part="item-trigger" aria-expanded="false" aria-controls="answer"
      data-state="closed"><span>Question</span><div data-part="item-indicator" data-state="closed"></div></button>
    <div id="answer" data-state="closed" hidden>Answer</div>
  </div>
  <button data-app-action="apply:job-1"><span>Apply Now</span></button>
  <button data-app-action="install">Install App</button>
  <button data-app-action="install" data-when-installable hidden>Install App to Get Started</button>`;

/**
 * Loads a static page built for `path` at the address `at`, as the browser parses it: `decide` runs in the
 * head before the copy exists, `runIsland` right after it.
 */
function showStaticPage(path: string, at = path, options: Partial<IslandOptions> = {}, markup = PAGE) {
  history.replaceState(null, '', at);
  document.head.innerHTML = '<style data-prerendered>.x{}</style>';
  document.body.innerHTML = '<div id="root"></div>';
  decide({ ...OPTIONS, path, ...options });
  document.body.insertAdjacentHTML('beforeend', `<div id="prerendered" data-path="${path}">${markup}</div>`);
  runIsland();
}

const appScript = () => document.head.querySelector<HTMLScriptElement>('script[type="module"]');
const preloads = () => [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="modulepreload"]')];
const press = (selector: string) => document.querySelector<HTMLElement>(selector)!.click();

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  document.documentElement.className = 'light';
  vi.stubGlobal('matchMedia', (query: string) => ({ matches: false, media: query }));
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  delete (window as unknown as Record<string, unknown>)[PENDING_APP_ACTION];
  takeStashedInstallPrompt();
});

describe('a prerendered page for a signed-out visitor on its own path', () => {
  it('stays static: no app script, not even preloaded', () => {
    showStaticPage('/about');
    expect(document.getElementById('prerendered')).not.toBeNull();
    expect(appScript()).toBeNull();
    expect(preloads()).toEqual([]);
  });

  it('switches the theme as the app would: class, stored choice and the toggle names', () => {
    showStaticPage('/about');
    press('[data-static-control="theme-toggle"]');
    expect(document.documentElement).toHaveClass('dark');
    expect(document.documentElement).not.toHaveClass('light');
    expect(localStorage.getItem('theme')).toBe('dark');
    const toggle = document.querySelector('[data-static-control="theme-toggle"]')!;
    expect(toggle).toHaveAttribute('aria-label', 'Switch to light mode');
    expect(toggle).toHaveAttribute('title', 'Switch to light mode');
    expect(appScript()).toBeNull();
  });

  it('names the toggle after the mode shown (set on <html> before paint) before the first press', () => {
    document.documentElement.className = 'dark';
    showStaticPage('/about');
    expect(document.querySelector('[data-static-control="theme-toggle"]')).toHaveAttribute(
      'aria-label',
      'Switch to light mode',
    );
  });

  it('switches back and forth even when the choice cannot be stored', () => {
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new Error('blocked');
    });
    showStaticPage('/about');
    press('[data-static-control="theme-toggle"]');
    expect(document.documentElement).toHaveClass('dark');
    press('[data-static-control="theme-toggle"]');
    expect(document.documentElement).toHaveClass('light');
  });

  it('opens and closes the phone menu', () => {
    showStaticPage('/about');
    const toggle = document.querySelector('[data-static-control="menu-toggle"]')!;
    press('[data-static-control="menu-toggle"]');
    expect(document.getElementById('menu')!.hidden).toBe(false);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(toggle).toHaveAttribute('aria-label', 'Close menu');
    press('[data-static-control="menu-toggle"]');
    expect(document.getElementById('menu')!.hidden).toBe(true);
    expect(toggle).toHaveAttribute('aria-label', 'Open menu');
  });

  it('opens and closes a question, with every part of the item in step', () => {
    showStaticPage('/about');
    // A press on the trigger's text, as a pointer lands.
    press('[data-part="item-trigger"] span');
    const answer = document.getElementById('answer')!;
    expect(answer.hidden).toBe(false);
    expect(document.querySelector('[data-part="item-trigger"]')).toHaveAttribute('aria-expanded', 'true');
    for (const part of ['item', 'item-trigger', 'item-indicator'])
      expect(document.querySelector(`[data-part="${part}"]`)).toHaveAttribute('data-state', 'open');
    expect(answer).toHaveAttribute('data-state', 'open');
    press('[data-part="item-trigger"]');
    expect(answer.hidden).toBe(true);
    expect(answer).toHaveAttribute('data-state', 'closed');
  });

  it('loads the app for a control that needs it and leaves the press for the app to repeat', () => {
    showStaticPage('/careers');
    press('[data-app-action="apply:job-1"] span');
    expect((window as unknown as Record<string, unknown>)[PENDING_APP_ACTION]).toBe('apply:job-1');
    expect(appScript()?.getAttribute('src')).toBe(OPTIONS.entry);
    expect(preloads().map((link) => link.getAttribute('href'))).toEqual([
      ...OPTIONS.preloads,
      '/assets/careers.js',
    ]);
    // The static page stays until the app renders the real one.
    expect(document.getElementById('prerendered')).not.toBeNull();
  });

  it('fetches the app while the pointer heads for such a control, without running it', () => {
    showStaticPage('/careers');
    document
      .querySelector('[data-app-action="apply:job-1"] span')!
      .dispatchEvent(new Event('pointerover', { bubbles: true }));
    expect(preloads()).toHaveLength(OPTIONS.preloads.length + 1);
    expect(appScript()).toBeNull();
  });

  it("keeps the browser's install offer for the app when the visitor has not used it", () => {
    showStaticPage('/');
    const offer = new Event('beforeinstallprompt', { cancelable: true });
    dispatchEvent(offer);
    expect(takeStashedInstallPrompt()).toBe(offer);
  });

  it("answers Install with the browser's own prompt in the same press", async () => {
    showStaticPage('/');
    const offer = Object.assign(new Event('beforeinstallprompt', { cancelable: true }), {
      prompt: vi.fn(async () => undefined),
    });
    dispatchEvent(offer);
    expect(offer.defaultPrevented).toBe(true);
    // The button waiting for an offer shows now.
    expect(document.querySelector<HTMLElement>('[data-when-installable]')!.hidden).toBe(false);
    press('[data-app-action="install"]');
    expect(offer.prompt).toHaveBeenCalledTimes(1);
    expect(appScript()).toBeNull();
    // Used up: an app that loads later must not offer it again.
    expect(takeStashedInstallPrompt()).toBeNull();
  });

  it('without an offer, Install loads the app to show the steps', () => {
    showStaticPage('/');
    press('[data-app-action="install"]');
    expect((window as unknown as Record<string, unknown>)[PENDING_APP_ACTION]).toBe('install');
    expect(appScript()).not.toBeNull();
  });

  it('shows the waiting install button where the platform has install steps', () => {
    vi.stubGlobal('navigator', {
      ...navigator,
      userAgent:
        'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 Version/17.0 Mobile/15E148 Safari/604.1',
      maxTouchPoints: 5,
    });
    showStaticPage('/');
    expect(document.querySelector<HTMLElement>('[data-when-installable]')!.hidden).toBe(false);
  });
});

describe('when the page is not this visitor’s', () => {
  it('on another path (the landing HTML as a fallback), drops the copy and its CSS and starts the app', () => {
    showStaticPage('/', '/forgot-password');
    expect(document.getElementById('prerendered')).toBeNull();
    expect(document.querySelector('style[data-prerendered]')).toBeNull();
    expect(appScript()?.getAttribute('src')).toBe(OPTIONS.entry);
    // With the page the app will show there, not the landing page's.
    const hrefs = preloads().map((link) => link.getAttribute('href'));
    expect(hrefs).toContain('/assets/reset.js');
    expect(hrefs).not.toContain('/assets/landing.js');
  });

  it('preloads a long list a few links per task, so the requests do not start in one long task', () => {
    vi.useFakeTimers();
    try {
      const page = Array.from({ length: 20 }, (_, index) => `/assets/page-${index}.js`);
      showStaticPage('/', '/calls', { pages: { ...OPTIONS.pages, calls: page } });
      const inserted = [preloads().length];
      while (vi.getTimerCount() > 0) {
        vi.advanceTimersToNextTimer();
        inserted.push(preloads().length);
      }
      expect(inserted).toEqual([5, 10, 15, 20, 22]);
      expect(preloads().map((link) => link.getAttribute('href'))).toEqual([...OPTIONS.preloads, ...page]);
    } finally {
      vi.useRealTimers();
    }
  });

  it('hides the copy and starts the app before the copy is even parsed, so it never paints', () => {
    history.replaceState(null, '', '/forgot-password');
    document.head.innerHTML = '';
    document.body.innerHTML = '<div id="root"></div>';
    decide({ ...OPTIONS, path: '/' });
    expect(document.head.querySelector('style[data-prerendered]')?.textContent).toBe(
      '#prerendered{display:none}',
    );
    expect(appScript()).not.toBeNull();
  });

  it('for a session the app keeps, starts the app at once (it redirects)', () => {
    localStorage.setItem('token', 'stored');
    showStaticPage('/about', '/about', { sessionNeedsInstall: false });
    expect(document.getElementById('prerendered')).toBeNull();
    expect(appScript()).not.toBeNull();
  });

  it('keeps the page for a stored session the app will not keep outside the installed app', () => {
    localStorage.setItem('token', 'stored');
    showStaticPage('/about');
    expect(document.getElementById('prerendered')).not.toBeNull();
    expect(appScript()).toBeNull();
  });

  it('sends an installed-only path to / outside the installed app and shows the landing page', () => {
    showStaticPage('/', '/login');
    expect(location.pathname).toBe('/');
    expect(document.getElementById('prerendered')).not.toBeNull();
    expect(appScript()).toBeNull();
  });

  it('inside the installed app, an installed-only path is the app’s', () => {
    sessionStorage.setItem('pwa_installed', 'true');
    showStaticPage('/', '/login');
    expect(location.pathname).toBe('/login');
    expect(document.getElementById('prerendered')).toBeNull();
    expect(appScript()).not.toBeNull();
  });
});

// The sign-in page's markup: a form the app runs, beside a control the static page runs itself.
const SIGN_IN = `
  <button data-static-control="theme-toggle" aria-label="Switch to dark mode"></button>
  <form><input name="userId"><input name="password" type="password"><button type="submit">Sign in</button></form>`;

describe('a prerendered page with a form', () => {
  const showSignIn = () => showStaticPage('/login', '/login', { sessionNeedsInstall: false }, SIGN_IN);

  it('stays static until the visitor touches the form, then loads the app with the page', () => {
    showSignIn();
    press('[data-static-control="theme-toggle"]');
    expect(appScript()).toBeNull();
    document
      .querySelector('input[name="userId"]')!
      .dispatchEvent(new FocusEvent('focusin', { bubbles: true }));
    expect(appScript()?.getAttribute('src')).toBe(OPTIONS.entry);
    expect(document.getElementById('prerendered')).not.toBeNull();
  });

  it('fetches the app, without running it, once the page has loaded and the browser is idle', () => {
    const idle: (() => void)[] = [];
    vi.stubGlobal('requestIdleCallback', (task: () => void) => idle.push(task));
    showSignIn();
    expect(preloads()).toEqual([]);
    dispatchEvent(new Event('load'));
    idle.forEach((task) => task());
    expect(preloads().map((link) => link.getAttribute('href'))).toEqual(
      expect.arrayContaining([...OPTIONS.preloads, '/assets/login.js']),
    );
    expect(appScript()).toBeNull();
  });

  it('a press on the form loads the app too (a tap comes before the focus on a phone)', () => {
    showSignIn();
    document.querySelector('form')!.dispatchEvent(new PointerEvent('pointerdown', { bubbles: true }));
    expect(appScript()).not.toBeNull();
  });

  it('keeps a form sent before the app loaded from leaving the page and leaves it for the app to send', () => {
    showSignIn();
    const sent = new Event('submit', { bubbles: true, cancelable: true });
    document.querySelector('form')!.dispatchEvent(sent);
    expect(sent.defaultPrevented).toBe(true);
    expect((window as unknown as Record<string, unknown>)[PENDING_APP_ACTION]).toBe('submit:userId');
    expect(appScript()).not.toBeNull();
  });

  it('says so when the app cannot load (the network failed between the page and its app)', () => {
    showSignIn();
    document.querySelector('form')!.dispatchEvent(new PointerEvent('pointerdown', { bubbles: true }));
    expect(document.querySelector('[role="alert"]')).toBeNull();
    appScript()!.dispatchEvent(new Event('error'));
    expect(document.querySelector('[role="alert"]')).toHaveTextContent(LOAD_FAILURE_TEXT);
  });

  it('on its own installed-only path outside the installed app, goes to / without the app', () => {
    const replace = vi.spyOn(location, 'replace').mockImplementation(() => undefined);
    showStaticPage('/login', '/login', {}, SIGN_IN);
    expect(replace).toHaveBeenCalledWith('/');
    // Hidden before it can paint, and never handed to the app.
    const styles = [...document.head.querySelectorAll('style[data-prerendered]')].map(
      (style) => style.textContent,
    );
    expect(styles).toContain('#prerendered{display:none}');
    expect(appScript()).toBeNull();
  });
});
