import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithApp } from '../../../tests/setup/render';
import { RouteErrorBoundary } from './RouteErrorBoundary';

function Page({ fails }: { fails: boolean }) {
  if (fails) throw new Error('The page broke');
  return <h1>Calls</h1>;
}

describe('RouteErrorBoundary', () => {
  it('shows the error screen with the message in place of a route that throws', () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    renderWithApp(
      <RouteErrorBoundary resetKey="a">
        <Page fails />
      </RouteErrorBoundary>,
      { route: false },
    );
    expect(screen.getByRole('heading', { name: 'Unexpected Application Error!' })).toBeInTheDocument();
    expect(screen.getByText('The page broke')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Reload' })).toBeInTheDocument();
  });

  it('keeps the screen at the same location and renders the route again at the next one', () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { rerender } = renderWithApp(
      <RouteErrorBoundary resetKey="a">
        <Page fails />
      </RouteErrorBoundary>,
      { route: false },
    );
    rerender(
      <RouteErrorBoundary resetKey="a">
        <Page fails={false} />
      </RouteErrorBoundary>,
    );
    expect(screen.getByRole('heading', { name: 'Unexpected Application Error!' })).toBeInTheDocument();

    rerender(
      <RouteErrorBoundary resetKey="b">
        <Page fails={false} />
      </RouteErrorBoundary>,
    );
    expect(screen.getByRole('heading', { name: 'Calls' })).toBeInTheDocument();
    expect(screen.queryByText('Unexpected Application Error!')).not.toBeInTheDocument();
  });
});
