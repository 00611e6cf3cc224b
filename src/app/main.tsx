import { allSettled, fork } from 'effector';
import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './entrypoint/App';
import { appStarted } from './model/app';
import { createAppRouter, whenRouterReady } from './routing/routes';

/** How long the first render waits for the stored session's profile check: the guards already know the stored role. */
const PROFILE_CHECK_WAIT_MS = 1500;

/**
 * The app starts in two stages: the in-page mock backend, in the builds that run one, then the app. Its first
 * render is a transition, so React yields to input while it renders; a public page built into the HTML stays
 * on screen meanwhile and the app replaces it when it commits.
 */
async function bootstrap() {
  // Read from the build-time constant itself (not `config`) so production builds drop the mock chunk entirely.
  if (import.meta.env.VITE_MOCK_MODE === 'browser') {
    // Offline and demo modes: the whole backend runs in the page's service worker.
    const [{ startBrowserMockBackend }] = await Promise.all([
      import('@mocks/browser'),
      import('./model/demo-mode'),
    ]);
    await startBrowserMockBackend();
  }
  const scope = fork();
  const started = allSettled(appStarted, { scope });
  const router = createAppRouter();
  await Promise.all([
    // The first render shows the first location's page rather than a spinner.
    whenRouterReady(router),
    Promise.race([started, new Promise((resolve) => setTimeout(resolve, PROFILE_CHECK_WAIT_MS))]),
  ]);
  const container = document.getElementById('root');
  if (!container) throw new Error('Missing #root element');
  const root = createRoot(container);
  startTransition(() =>
    root.render(
      <StrictMode>
        <App scope={scope} router={router} />
      </StrictMode>,
    ),
  );
}

void bootstrap();
