import type { Scope } from 'effector';
import { RouterProvider } from 'react-router/dom';
import type { AppRouter } from '../routing/routes';
import { AppProviders } from './AppProviders';

// The app's start creates the router and waits for its first page (src/app/main.tsx).
export { createAppRouter, whenRouterReady } from '../routing/routes';

export function App({ scope, router }: { scope: Scope; router: AppRouter }) {
  return (
    <AppProviders scope={scope}>
      <RouterProvider router={router} />
    </AppProviders>
  );
}
