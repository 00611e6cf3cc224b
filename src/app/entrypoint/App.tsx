import type { Scope } from 'effector';
import { useState } from 'react';
import { BrowserRouter } from 'react-router-dom';
import { installHistoryPopGate } from '@/shared/lib';
import { AppProviders } from './AppProviders';
import { AppRoutes } from '../routing/routes';

// The app's start loads the first page with the routes (src/app/main.tsx).
export { preloadPageAt } from '../routing/routes';

export function App({ scope }: { scope: Scope }) {
  // Before the router mounts and adds its popstate listener: a call room's Back blocker must run first.
  useState(installHistoryPopGate);
  return (
    <AppProviders scope={scope}>
      <BrowserRouter>
        <AppRoutes />
      </BrowserRouter>
    </AppProviders>
  );
}
