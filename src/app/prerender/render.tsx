/**
 * Build-time HTML of the public pages: a signed-out visitor gets them as static pages, with their inlined CSS
 * and the small script of island.ts; the app loads only when the page needs it and then replaces the copy.
 * Runs in Node only, from the `parley-prerender` build plugin, which provides the page components.
 */
import createCache, { type EmotionCache } from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import { fork } from 'effector';
import { Provider as EffectorProvider } from 'effector-react';
import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router';
import { config } from '@/shared/config';
import { UiProvider } from '@/shared/ui';
import { SupportLink } from '@/widgets/support-link';
// The pages whose content is the same for every signed-out visitor (`prerender` in the page manifest), by path.
import PRERENDERED_PAGES from 'virtual:parley-prerendered-pages';

/** A stored session outlives a browser tab only in the installed app (the build's installed-only rule). */
export const STORED_SESSION_NEEDS_INSTALL = config.installedOnly;

export interface PrerenderedPage {
  html: string;
  css: string;
}

/** An Emotion cache that collects every rule in `inserted` (`compat`) instead of writing <style> tags into the markup. */
function collectingCache(): EmotionCache {
  const cache = createCache({ key: 'css' });
  cache.compat = true;
  return cache;
}

const collectedCss = (cache: EmotionCache) =>
  Object.values(cache.inserted)
    .filter((rules): rules is string => typeof rules === 'string')
    .join('');

export function renderPage(path: string): PrerenderedPage {
  const Page = PRERENDERED_PAGES[path];
  if (!Page) throw new Error(`No prerendered page for ${path}`);
  const cache = collectingCache();
  const html = renderToString(
    <EffectorProvider value={fork()}>
      <CacheProvider value={cache}>
        <StaticRouter location={path}>
          <UiProvider>
            <Page />
            {/* The app shows it on every page beside the route (routes.tsx), so the static page does too. */}
            <SupportLink />
          </UiProvider>
        </StaticRouter>
      </CacheProvider>
    </EffectorProvider>,
  );
  return { html, css: collectedCss(cache) };
}
