import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithApp } from '../../../tests/setup/render';
import { AppRoutes } from './routes';

// A file of its own: the page module below fails to load for every test in it.
vi.mock('@/pages/terms-of-service', () => {
  throw new Error('Failed to fetch dynamically imported module');
});

describe('the app routes', () => {
  it('show the error screen when a page cannot load (spec 01 §8)', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    renderWithApp(<AppRoutes />, { route: '/terms-of-service' });
    expect(await screen.findByRole('heading', { name: 'Unexpected Application Error!' })).toBeInTheDocument();
  });
});
