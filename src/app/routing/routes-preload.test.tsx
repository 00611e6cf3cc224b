import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithApp } from '../../../tests/setup/render';
import { AppRoutes, preloadPageAt } from './routes';

// A file of its own: a page stays loaded for the module's lifetime, and each test here opens a page that no
// other test has loaded.

const open = (path: string) => renderWithApp(<AppRoutes />, { route: path });

describe('preloadPageAt', () => {
  it('without it, the first render of a page shows the spinner until the page has loaded', async () => {
    open('/pricing');
    expect(screen.getByLabelText('Loading page')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 1 })).toBeInTheDocument();
  });

  it('a page it loaded shows in the first render, with no spinner', async () => {
    await preloadPageAt('/about');
    open('/about');
    expect(screen.queryByLabelText('Loading page')).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1 })).toBeInTheDocument();
  });

  it('loads nothing for a path without a page, and never throws', async () => {
    await expect(preloadPageAt('/no/such/page')).resolves.toBeUndefined();
  });
});
