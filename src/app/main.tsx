import { allSettled, fork } from 'effector';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { config } from '@/shared/config';
import { App } from './entrypoint/App';
import { appStarted } from './model/app';

async function bootstrap() {
  if (config.mockMode === 'browser') {
    // Offline and demo modes: the whole backend runs in the page's service worker.
    const { startBrowserMockBackend } = await import('@mocks/browser');
    await startBrowserMockBackend();
  }
  const scope = fork();
  await allSettled(appStarted, { scope });
  const container = document.getElementById('root');
  if (!container) throw new Error('Missing #root element');
  createRoot(container).render(
    <StrictMode>
      <App scope={scope} />
    </StrictMode>,
  );
}

void bootstrap();
