import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithApp } from '../../../../tests/setup/render';
import { HostLayout } from './HostLayout';

describe('HostLayout', () => {
  it('shows the page inside its main region, beside the navigation', () => {
    renderWithApp(
      <HostLayout>
        <p>Page content</p>
      </HostLayout>,
      { route: '/calls' },
    );
    expect(within(screen.getByRole('main')).getByText('Page content')).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: /main/i })).toBeInTheDocument();
  });
});
