import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { UiProvider } from '../provider/UiProvider';
import { OtpInput } from './OtpInput';
import { sanitizeOtp } from './otp';

function Harness({
  onComplete,
  onSubmit = () => undefined,
}: {
  onComplete?: (value: string) => void;
  onSubmit?: () => void;
}) {
  const [value, setValue] = useState('');
  return (
    <UiProvider>
      <form
        onSubmit={(event) => {
          event.preventDefault();
          onSubmit();
        }}
      >
        <OtpInput value={value} onChange={setValue} onComplete={onComplete} />
      </form>
      <output data-testid="value">{value}</output>
    </UiProvider>
  );
}

const boxes = () => screen.getAllByRole('textbox');

/** Renders the boxes and waits for their code, which loads on demand. */
async function renderBoxes(onComplete?: (value: string) => void, onSubmit?: () => void) {
  render(<Harness onComplete={onComplete} onSubmit={onSubmit} />);
  await screen.findByRole('group', { name: 'One-time code' });
}

describe('sanitizeOtp', () => {
  it('keeps digits only, up to the length', () => {
    expect(sanitizeOtp('12a-3 456789')).toBe('123456');
    expect(sanitizeOtp('9x8', 4)).toBe('98');
  });
});

describe('OtpInput', () => {
  it('renders six labelled single-digit boxes in a named group', async () => {
    render(<Harness />);
    expect(await screen.findByRole('group', { name: 'One-time code' })).toBeInTheDocument();
    expect(boxes()).toHaveLength(6);
    expect(screen.getByLabelText('Digit 1 of 6')).toBeInTheDocument();
  });

  it('accepts digits only and advances focus after each one', async () => {
    const user = userEvent.setup();
    await renderBoxes();
    await user.click(boxes()[0]!);
    await user.keyboard('1a2');
    expect(screen.getByTestId('value')).toHaveTextContent(/^12$/);
    expect(boxes()[2]).toHaveFocus();
  });

  it('moves back on Backspace in an empty box', async () => {
    const user = userEvent.setup();
    await renderBoxes();
    await user.click(boxes()[0]!);
    await user.keyboard('12');
    expect(boxes()[2]).toHaveFocus();
    await user.keyboard('{Backspace}');
    expect(boxes()[1]).toHaveFocus();
  });

  it('fills every box from a pasted code and reports completion', async () => {
    const user = userEvent.setup();
    const onComplete = vi.fn();
    await renderBoxes(onComplete);
    await user.click(boxes()[0]!);
    await user.paste('654321');
    expect(screen.getByTestId('value')).toHaveTextContent('654321');
    expect(boxes().map((box) => (box as HTMLInputElement).value)).toEqual(['6', '5', '4', '3', '2', '1']);
    expect(onComplete).toHaveBeenCalledWith('654321');
  });

  it('submits its form on Enter once every box is filled, and not before', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn();
    await renderBoxes(undefined, onSubmit);
    await user.click(boxes()[0]!);
    await user.keyboard('12345{Enter}');
    expect(onSubmit).not.toHaveBeenCalled();
    await user.keyboard('6{Enter}');
    expect(onSubmit).toHaveBeenCalledTimes(1);
  });
});
