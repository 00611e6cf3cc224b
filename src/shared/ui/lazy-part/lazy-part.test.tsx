import { act, render, screen } from '@testing-library/react';
import { StrictMode } from 'react';
import { describe, expect, it } from 'vitest';
import { lazyPart, OptionalPart } from './lazy-part';

const Offer = () => <p>Two recordings were left unsaved</p>;

describe('OptionalPart', () => {
  it('shows the part once its code has loaded, in StrictMode too', async () => {
    const part = lazyPart(async () => Offer);
    render(
      <StrictMode>
        <p>Dashboard</p>
        <OptionalPart part={part} />
      </StrictMode>,
    );
    expect(await screen.findByText('Two recordings were left unsaved')).toBeInTheDocument();
  });

  it('shows nothing, and keeps the page, when the code cannot load', async () => {
    const part = lazyPart<object>(async () => {
      throw new TypeError('Failed to fetch dynamically imported module');
    });
    render(
      <>
        <p>Dashboard</p>
        <OptionalPart part={part} />
      </>,
    );
    await expect(part.preload()).rejects.toThrow('Failed to fetch');
    await act(async () => undefined);
    expect(screen.getByText('Dashboard')).toBeInTheDocument();
  });
});
