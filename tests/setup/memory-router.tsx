import { createContext, useContext, useState, type ReactNode } from 'react';
import { createMemoryRouter, parsePath, RouterProvider } from 'react-router';

const RoutedContent = createContext<ReactNode>(null);

function Routed() {
  return <>{useContext(RoutedContent)}</>;
}

export interface MemoryDataRouterProps {
  /** The router's first location, e.g. '/users?page=2'. */
  initialEntry: string;
  /** A route pattern to render `children` at, so `useParams()` works; every location by default. */
  path?: string;
  /** The first location's navigation state, as a `navigate(to, { state })` that led there leaves it. */
  initialState?: unknown;
  children: ReactNode;
}

/**
 * Renders `children` inside an in-memory data router, as the app's pages render inside its browser router:
 * data-router hooks (`useBlocker`) work, and navigating keeps `children` on screen.
 */
export function MemoryDataRouter({
  initialEntry,
  path = '*',
  initialState,
  children,
}: MemoryDataRouterProps) {
  const [router] = useState(() =>
    createMemoryRouter([{ path, Component: Routed }], {
      initialEntries: [
        initialState === undefined ? initialEntry : { ...parsePath(initialEntry), state: initialState },
      ],
    }),
  );
  return (
    <RoutedContent.Provider value={children}>
      <RouterProvider router={router} />
    </RoutedContent.Provider>
  );
}
