import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { UiProvider } from '../provider/UiProvider';
import { Avatar, initialsOf } from './Avatar';

describe('initialsOf', () => {
  it('takes the first and last initials', () => {
    expect(initialsOf('amit kumar sharma')).toBe('AS');
    expect(initialsOf('  Priya ')).toBe('P');
    expect(initialsOf('')).toBe('?');
  });
});

describe('Avatar', () => {
  it('shows initials named by the person when there is no picture', () => {
    render(
      <UiProvider>
        <Avatar name="Amit Sharma" />
      </UiProvider>,
    );
    expect(screen.getByRole('img', { name: 'Amit Sharma' })).toHaveTextContent('AS');
  });
});
