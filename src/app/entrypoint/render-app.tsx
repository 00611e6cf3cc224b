import type { Scope } from 'effector';
import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import type { AppRouter } from '../routing/routes';
import { App } from './App';

/**
 * The last stage of the app's start (src/app/main.tsx): React DOM, then the first render. Rendered in slices
 * that leave the main thread free for the first taps and scrolls: on a phone's CPU one synchronous first
 * render of a signed-in page is a long task. A public page built into the HTML stays on screen meanwhile;
 * the app replaces it when it commits.
 */
export function renderApp(container: HTMLElement, scope: Scope, router: AppRouter): void {
  const root = createRoot(container);
  startTransition(() =>
    root.render(
      <StrictMode>
        <App scope={scope} router={router} />
      </StrictMode>,
    ),
  );
}
