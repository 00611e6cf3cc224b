import { allSettled, fork } from 'effector';
import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './entrypoint/App';
import { appStarted } from './model/app';
import { prerenderedCopy } from './prerender/copy';

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
  // A public page built into the HTML is already on screen: render the app in slices that leave the main
  // thread free for the visitor's first taps and scrolls (it replaces the copy when it commits).
  if (prerenderedCopy()) startTransition(render);
  else render();
}

void bootstrap();
