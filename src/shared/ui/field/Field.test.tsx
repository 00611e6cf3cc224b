import { Input } from '@chakra-ui/react';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { UiProvider } from '../provider/UiProvider';
import { Field } from './Field';

describe('Field', () => {
  it('labels the control and describes it with the help text', () => {
    render(
      <UiProvider>
        <Field label="Email" helpText="We never share it">
          <Input />
        </Field>
      </UiProvider>,
    );
    const input = screen.getByRole('textbox', { name: 'Email' });
    expect(input).not.toHaveAttribute('aria-invalid');
    expect(input).toHaveAccessibleDescription('We never share it');
  });

  it('marks the control invalid and announces the error instead of the help', () => {
    render(
      <UiProvider>
        <Field label="Email" helpText="We never share it" errorText="Please enter a valid email" required>
          <Input />
        </Field>
      </UiProvider>,
    );
    const input = screen.getByRole('textbox', { name: /Email/ });
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toBeRequired();
    expect(input).toHaveAccessibleDescription('Please enter a valid email');
    expect(screen.queryByText('We never share it')).not.toBeInTheDocument();
  });
});
