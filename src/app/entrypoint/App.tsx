import type { Scope } from 'effector';
import { RouterProvider } from 'react-router/dom';
import type { AppRouter } from '../routing/routes';
import { AppProviders } from './AppProviders';

export function App({ scope, router }: { scope: Scope; router: AppRouter }) {
  return (
    <AppProviders scope={scope}>
      <RouterProvider router={router} />
    </AppProviders>
  );
}
