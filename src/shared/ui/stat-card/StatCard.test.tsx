import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { UiProvider } from '../provider/UiProvider';
import { StatCard } from './StatCard';

describe('StatCard', () => {
  it('shows label, value and help', () => {
    render(
      <UiProvider>
        <StatCard label="Total users" value={42} help="3 active now" />
      </UiProvider>,
    );
    expect(screen.getByText('Total users')).toBeInTheDocument();
    expect(screen.getByText('42')).toBeInTheDocument();
    expect(screen.getByText('3 active now')).toBeInTheDocument();
  });

  it('replaces the value with a labelled skeleton while loading', () => {
    render(
      <UiProvider>
        <StatCard label="Total users" value={42} loading />
      </UiProvider>,
    );
    expect(screen.queryByText('42')).not.toBeInTheDocument();
    expect(screen.getByRole('status', { name: 'Loading Total users' })).toBeInTheDocument();
  });
});
