import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { Field } from '../field/Field';
import { UiProvider } from '../provider/UiProvider';
import { PasswordInput } from './PasswordInput';

describe('PasswordInput', () => {
  it('hides the password until the toggle is pressed, then hides it again', async () => {
    const user = userEvent.setup();
    render(
      <UiProvider>
        <Field label="Password">
          <PasswordInput defaultValue="s3cret" />
        </Field>
      </UiProvider>,
    );
    const input = screen.getByLabelText('Password', { selector: 'input' });
    expect(input).toHaveAttribute('type', 'password');
    await user.click(screen.getByRole('button', { name: 'Show password' }));
    expect(input).toHaveAttribute('type', 'text');
    await user.click(screen.getByRole('button', { name: 'Hide password' }));
    expect(input).toHaveAttribute('type', 'password');
    expect(input).toHaveValue('s3cret');
  });
});
