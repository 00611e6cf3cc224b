import type { Scope } from 'effector';
import { useState } from 'react';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import { AppProviders } from './AppProviders';
import { createRoutes } from '../routing/routes';

// The app's start loads the first page with the routes (src/app/main.tsx).
export { preloadPageAt } from '../routing/routes';

export function App({ scope }: { scope: Scope }) {
  const [router] = useState(() => createBrowserRouter(createRoutes()));
  return (
    <AppProviders scope={scope}>
      <RouterProvider router={router} />
    </AppProviders>
  );
}
