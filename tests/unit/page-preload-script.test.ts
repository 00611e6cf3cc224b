import { afterEach, describe, expect, it, vi } from 'vitest';
import { pagePreloadScript } from '../../scripts/prerender-plugin';

const PAGES = {
  calls: Array.from({ length: 12 }, (_, index) => `/assets/calls-part-${index}.js`),
  users: ['/assets/users.js', '/assets/calls-part-0.js'],
};

/** Runs the shell's inline script as the browser would, at `path`. */
function runShellScript(path: string) {
  history.replaceState(null, '', path);
  const code = pagePreloadScript(PAGES).replace(/^<script>|<\/script>$/g, '');
  new Function(code)();
}

const preloads = () =>
  [...document.head.querySelectorAll('link[rel="modulepreload"]')].map((link) => link.getAttribute('href'));

afterEach(() => {
  document.head.innerHTML = '';
  vi.useRealTimers();
});

describe("the app shell's page preloads", () => {
  it('asks for the current page’s chunks a few per task, none in the task that parses the shell', () => {
    vi.useFakeTimers();
    runShellScript('/calls');
    const inserted = [preloads().length];
    while (vi.getTimerCount() > 0) {
      vi.advanceTimersToNextTimer();
      inserted.push(preloads().length);
    }
    expect(inserted).toEqual([0, 5, 10, 12]);
    expect(preloads()).toEqual(PAGES.calls);
  });

  it('names a chunk the pages share once and finds each page by the first segment of its path', () => {
    vi.useFakeTimers();
    runShellScript('/users/');
    vi.runAllTimers();
    expect(preloads()).toEqual(PAGES.users);
    expect(pagePreloadScript(PAGES).match(/calls-part-0/g)).toHaveLength(1);
  });

  it('preloads nothing on a path that is not a page', () => {
    vi.useFakeTimers();
    runShellScript('/nowhere');
    vi.runAllTimers();
    expect(preloads()).toEqual([]);
  });
});
