import { afterEach, describe, expect, it } from 'vitest';
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
});

describe("the app shell's page preloads", () => {
  it('asks for the current page’s chunks while the shell is parsed', () => {
    runShellScript('/calls');
    expect(preloads()).toEqual(PAGES.calls);
  });

  it('names a chunk the pages share once and finds each page by the first segment of its path', () => {
    runShellScript('/users/');
    expect(preloads()).toEqual(PAGES.users);
    expect(pagePreloadScript(PAGES).match(/calls-part-0/g)).toHaveLength(1);
  });

  it('preloads nothing on a path that is not a page', () => {
    runShellScript('/nowhere');
    expect(preloads()).toEqual([]);
  });
});
