import { screen } from '@testing-library/react';
import { useLayoutEffect } from 'react';
import { describe, expect, it } from 'vitest';
import { renderWithApp } from '../../../../tests/setup/render';
import { HostLayout } from './HostLayout';

describe('HostLayout', () => {
  it('commits its frame before the page, which follows in a render of its own', () => {
    let pageInFirstCommit: boolean | undefined;
    // Beside the layout: its layout effect runs once, when the first commit is in the document.
    function FirstCommitProbe() {
      useLayoutEffect(() => {
        pageInFirstCommit = document.getElementById('main')?.textContent?.includes('Page content');
      }, []);
      return null;
    }
    renderWithApp(
      <>
        <HostLayout>
          <p>Page content</p>
        </HostLayout>
        <FirstCommitProbe />
      </>,
      { route: '/calls' },
    );
    expect(pageInFirstCommit).toBe(false);
    expect(screen.getByRole('main')).toHaveTextContent('Page content');
    expect(screen.getByRole('navigation', { name: /main/i })).toBeInTheDocument();
  });
});
