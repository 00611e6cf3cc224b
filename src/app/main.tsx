/** Lets the browser run input and paint before the next stage. */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/**
 * The app is evaluated in stages, a task each: React and Chakra, the theme, the theme's system created in
 * steps, effector and the session's model, the other models, their start, the routes and components, then
 * React DOM. Evaluated in one go, the app's modules were one long task on a phone's CPU (250-290 ms at 4x CPU
 * slowdown on /calls); the first start after an install, before V8 has cached the compiled code,
 * is the slowest. Each stage is imported dynamically here and nowhere else, and this module imports nothing:
 * the build preloads all of them with the entry (scripts/prerender-plugin.ts), so staging adds no network
 * round trip.
 */
async function bootstrap() {
  // Read from the build-time constant itself (not `config`) so production builds drop the mock chunk entirely.
  if (import.meta.env.VITE_MOCK_MODE === 'browser') {
    // Offline and demo modes: the whole backend runs in the page's service worker.
    const { startBrowserMockBackend } = await import('@mocks/browser');
    await startBrowserMockBackend();
  }
  await import('./entrypoint/ui-libraries');
  await nextTask();
  const { createSystemInSteps } = await import('./entrypoint/theme-system');
  await nextTask();
  for (const _step of createSystemInSteps()) await nextTask();
  await nextTask();
  await import('./entrypoint/session-model');
  await nextTask();
  const { startModels } = await import('./entrypoint/start-models');
  await nextTask();
  // Started before the rest is evaluated: the profile check's request runs meanwhile.
  const { scope, started } = startModels();
  await nextTask();
  const { createAppRouter, whenRouterReady } = await import('./entrypoint/App');
  await nextTask();
  const router = createAppRouter();
  await Promise.all([
    // The router loads the first location's page and layout (their chunks are preloaded with the app's), so
    // the first render shows the page rather than a spinner.
    whenRouterReady(router),
    // The stored session is read synchronously; the profile check may take a while on a slow network, so the
    // first render waits for it at most briefly (the guards already know the stored role).
    Promise.race([started, new Promise((resolve) => setTimeout(resolve, 1500))]),
  ]);
  const { renderApp } = await import('./entrypoint/render-app');
  await nextTask();
  const container = document.getElementById('root');
  if (!container) throw new Error('Missing #root element');
  renderApp(container, scope, router);
}

void bootstrap();
