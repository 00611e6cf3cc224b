/**
 * Build-time HTML of the public pages (issue 17): a signed-out visitor gets them as static pages, with their
 * inlined CSS and the small script of island.ts; the app loads only when the page needs it and then replaces
 * the copy (`PrerenderHandoff`). Runs in Node only, from the `parley-prerender` build plugin.
 */
import { ChakraProvider } from '@chakra-ui/react';
import createCache, { type EmotionCache } from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import { fork } from 'effector';
import { Provider as EffectorProvider } from 'effector-react';
import type { ComponentType } from 'react';
import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router-dom';
import { AboutPage } from '@/pages/about';
import { CareersPage } from '@/pages/careers';
import { FeaturesPage } from '@/pages/features';
import { ForgotPasswordPage } from '@/pages/forgot-password';
import { HowToUsePage } from '@/pages/how-to-use';
import { LandingPage } from '@/pages/landing';
import { LoginPage } from '@/pages/login';
import { PricingPage } from '@/pages/pricing';
import { PrivacyPolicyPage } from '@/pages/privacy-policy';
import { SignupPage } from '@/pages/signup';
import { TermsOfServicePage } from '@/pages/terms-of-service';
import { config, ROUTES } from '@/shared/config';
import { getSystem, UiProvider } from '@/shared/ui';
import { SupportLink } from '@/widgets/support-link';

/** The pages whose content is the same for every signed-out visitor. */
export const PRERENDERED_PAGES: Record<string, ComponentType> = {
  [ROUTES.landing]: LandingPage,
  [ROUTES.features]: FeaturesPage,
  [ROUTES.pricing]: PricingPage,
  [ROUTES.about]: AboutPage,
  [ROUTES.privacyPolicy]: PrivacyPolicyPage,
  [ROUTES.termsOfService]: TermsOfServicePage,
  [ROUTES.careers]: CareersPage,
  [ROUTES.howToUse]: HowToUsePage,
  // Their forms are the app's: it loads at the first touch of the form and keeps what was typed.
  [ROUTES.login]: LoginPage,
  [ROUTES.signup]: SignupPage,
  [ROUTES.forgotPassword]: ForgotPasswordPage,
};

/** A stored session outlives a browser tab only in the installed app (the build's installed-only rule). */
export const STORED_SESSION_NEEDS_INSTALL = config.installedOnly;
/** Sent to `/` outside the installed app (the build's installed-only rule), before the app loads too. */
export { INSTALLED_ONLY_PATHS } from '../routing/access';

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

/**
 * The Chakra system's global CSS (its `@layer` order, reset, base styles and tokens), exactly as
 * ChakraProvider writes it at run time: the build's sheet for the installed app's shell (BUILT_GLOBAL_CSS_ATTRIBUTE).
 */
export function renderGlobalCss(): string {
  const cache = collectingCache();
  renderToString(
    <CacheProvider value={cache}>
      <ChakraProvider value={getSystem()}>{null}</ChakraProvider>
    </CacheProvider>,
  );
  return collectedCss(cache);
}

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
