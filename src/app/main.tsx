import { allSettled, fork } from 'effector';
import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './entrypoint/App';
import { appStarted } from './model/app';

async function bootstrap() {
  // Read from the build-time constant itself (not `config`) so production builds drop the mock chunk entirely.
  if (import.meta.env.VITE_MOCK_MODE === 'browser') {
    // Offline and demo modes: the whole backend runs in the page's service worker.
    const { startBrowserMockBackend } = await import('@mocks/browser');
    await startBrowserMockBackend();
  }
  const scope = fork();
  // The stored session is read synchronously; the profile check may take a while on a slow network, so the
  // first render waits for it at most briefly (the guards already know the stored role).
  await Promise.race([
    allSettled(appStarted, { scope }),
    new Promise((resolve) => setTimeout(resolve, 1500)),
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
