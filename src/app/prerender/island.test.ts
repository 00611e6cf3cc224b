// @vitest-environment-options {"settings": {"handleDisabledFileLoadingAsSuccess": true}}
// The app script it adds must not load here: happy-dom treats it as loaded.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { decide, LOAD_FAILURE_TEXT, runIsland, type IslandOptions } from './island';

const OPTIONS: Omit<IslandOptions, 'path'> = {
  entry: '/assets/index-app.js',
  preloads: ['/assets/ui.js', '/assets/router.js'],
  pages: {
    '': ['/assets/landing.js'],
    careers: ['/assets/careers.js'],
    'forgot-password': ['/assets/reset.js'],
  },
  sessionNeedsInstall: true,
  installedOnlyPaths: ['/login', '/signup'],
  serviceWorker: null,
};

// The markup the components render (ThemeToggle, PublicHeader's menu, app actions).
const PAGE = `
  <button data-static-control="theme-toggle" aria-label="Switch to dark mode" title="Switch to dark mode"></button>
  <button data-static-control="menu-toggle" aria-label="Open menu" aria-expanded="false" aria-controls="menu"></button>
  <nav id="menu" hidden><a href="/pricing">Pricing</a></nav>
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

  it("loads the app for a control that needs it, with the control's action in the URL for the app's page", () => {
    showStaticPage('/careers');
    press('[data-app-action="apply:job-1"] span');
    expect(location.pathname).toBe('/careers');
    expect(location.hash).toBe('#apply:job-1');
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

  it("answers Install with the browser's own prompt in the same press where there are no install steps", async () => {
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
    // Used up: a second press has no prompt to show and loads the app for the install steps.
    press('[data-app-action="install"]');
    expect(offer.prompt).toHaveBeenCalledTimes(1);
    expect(location.hash).toBe('#install');
  });

  it('without an offer, Install loads the app to show the steps', () => {
    showStaticPage('/');
    press('[data-app-action="install"]');
    expect(location.hash).toBe('#install');
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

  it('on desktop Chrome, Install shows the steps (spec 01 §1) even when the browser offers its prompt', () => {
    vi.stubGlobal('navigator', {
      ...navigator,
      userAgent:
        'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Safari/537.36',
      maxTouchPoints: 0,
    });
    showStaticPage('/');
    const offer = Object.assign(new Event('beforeinstallprompt', { cancelable: true }), {
      prompt: vi.fn(async () => undefined),
    });
    dispatchEvent(offer);
    press('[data-app-action="install"]');
    expect(offer.prompt).not.toHaveBeenCalled();
    expect(location.hash).toBe('#install');
    expect(appScript()).not.toBeNull();
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

  it('inside the installed app, a signed-out visitor of / starts at sign-in, as the app does', () => {
    sessionStorage.setItem('pwa_installed', 'true');
    showStaticPage('/', '/');
    expect(location.pathname).toBe('/login');
    expect(document.getElementById('prerendered')).toBeNull();
    expect(appScript()).not.toBeNull();
  });
});

describe('when the app cannot load', () => {
  it('says so (the network failed between the page and its app)', () => {
    showStaticPage('/careers');
    press('[data-app-action="apply:job-1"]');
    expect(document.querySelector('[role="alert"]')).toBeNull();
    appScript()!.dispatchEvent(new Event('error'));
    expect(document.querySelector('[role="alert"]')).toHaveTextContent(LOAD_FAILURE_TEXT);
  });
});
