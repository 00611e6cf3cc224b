import { allSettled, fork } from 'effector';
import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';

/** Lets the browser run input and paint before the next stage. */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/**
 * The app is evaluated in stages, a task each: Chakra, the theme system created with it, the models, then
 * the routes and components. Evaluated in one go, the app's modules were one long task on a phone's CPU
 * (250-290 ms at 4x CPU slowdown on /calls, issue 17). Each stage is imported dynamically here and nowhere
 * else; the build preloads all of them with the entry (scripts/prerender-plugin.ts), so staging adds no
 * network round trip.
 */
async function bootstrap() {
  // Read from the build-time constant itself (not `config`) so production builds drop the mock chunk entirely.
  if (import.meta.env.VITE_MOCK_MODE === 'browser') {
    // Offline and demo modes: the whole backend runs in the page's service worker.
    const { startBrowserMockBackend } = await import('@mocks/browser');
    await startBrowserMockBackend();
  }
  const { getSystem } = await import('./entrypoint/theme-system');
  await nextTask();
  getSystem();
  await nextTask();
  const { appStarted } = await import('./model/app');
  const scope = fork();
  // Started before the rest is evaluated: the profile check's request runs meanwhile.
  const started = allSettled(appStarted, { scope });
  await nextTask();
  const { App, preloadPageAt } = await import('./entrypoint/App');
  await nextTask();
  await Promise.all([
    // Its chunks are preloaded with the app's; this evaluates the page so the first render shows it.
    preloadPageAt(location.pathname),
    // The stored session is read synchronously; the profile check may take a while on a slow network, so the
    // first render waits for it at most briefly (the guards already know the stored role).
    Promise.race([started, new Promise((resolve) => setTimeout(resolve, 1500))]),
  ]);
  const container = document.getElementById('root');
  if (!container) throw new Error('Missing #root element');
  const root = createRoot(container);
  const render = () =>
    root.render(
      <StrictMode>
        <App scope={scope} />
      </StrictMode>,
    );
  // Rendered in slices that leave the main thread free for the first taps and scrolls: on a phone's CPU one
  // synchronous first render of a signed-in page is a long task. A public page built into the HTML stays on
  // screen meanwhile; the app replaces it when it commits.
  startTransition(render);
}

void bootstrap();
