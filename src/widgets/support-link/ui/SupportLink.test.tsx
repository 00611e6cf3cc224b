import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithApp } from '../../../../tests/setup/render';
import { SupportLink } from './SupportLink';

describe('SupportLink', () => {
  it.each(['/', '/careers', '/dashboard', '/user-dashboard'])('floats on %s', (route) => {
    renderWithApp(<SupportLink />, { route });
    const link = screen.getByRole('link', { name: /support/i });
    expect(link.getAttribute('href')).toMatch(/^https:\/\/wa\.me\/\d+\?text=/);
  });

  it.each(['/host/call/m-1', '/user/call/m-1', '/user/call/m-1?meetingId=m-1'])(
    'is hidden on the call page %s',
    (route) => {
      renderWithApp(<SupportLink />, { route });
      expect(screen.queryByRole('link', { name: /support/i })).not.toBeInTheDocument();
    },
  );
});
