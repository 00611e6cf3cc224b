import { createContext, useContext, useState, type ReactNode } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';

const RoutedContent = createContext<ReactNode>(null);

function Routed() {
  return <>{useContext(RoutedContent)}</>;
}

export interface MemoryDataRouterProps {
  /** The router's first location, e.g. '/users?page=2'. */
  initialEntry: string;
  /** A route pattern to render `children` at, so `useParams()` works; every location by default. */
  path?: string;
  children: ReactNode;
}

/**
 * Renders `children` inside an in-memory data router, as the app's pages render inside its browser router:
 * data-router hooks (`useBlocker`) work, and navigating keeps `children` on screen.
 */
export function MemoryDataRouter({ initialEntry, path = '*', children }: MemoryDataRouterProps) {
  const [router] = useState(() =>
    createMemoryRouter([{ path, Component: Routed }], { initialEntries: [initialEntry] }),
  );
  return (
    <RoutedContent.Provider value={children}>
      <RouterProvider router={router} />
    </RoutedContent.Provider>
  );
}
