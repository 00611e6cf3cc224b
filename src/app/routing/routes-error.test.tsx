import { screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { renderWithApp } from '../../../tests/setup/render';
import { createRoutes } from './routes';

// A file of its own: the page module below fails to load for every test in it.
vi.mock('@/pages/terms-of-service', () => {
  throw new Error('Failed to fetch dynamically imported module');
});

describe('the app routes', () => {
  it('show the error screen when a page cannot load (spec 01 §8), and a working page after navigating', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const router = createMemoryRouter(createRoutes(), { initialEntries: ['/terms-of-service'] });
    renderWithApp(<RouterProvider router={router} />, { route: false });
    expect(await screen.findByRole('heading', { name: 'Unexpected Application Error!' })).toBeInTheDocument();
    await router.navigate('/privacy-policy');
    expect(await screen.findByRole('heading', { level: 1, name: /privacy/i })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Unexpected Application Error!' })).not.toBeInTheDocument();
  });
});
