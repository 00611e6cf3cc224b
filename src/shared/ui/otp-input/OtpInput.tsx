import { PinInput } from '@chakra-ui/react';
import { OTP_LENGTH } from '@/shared/config';

export interface OtpInputProps {
  /** The digits typed so far, e.g. '12' (never longer than `length`). */
  value: string;
  onChange: (value: string) => void;
  /** Fired once every box holds a digit. */
  onComplete?: (value: string) => void;
  length?: number;
  /** Accessible name of the group of boxes. */
  label?: string;
  invalid?: boolean;
  disabled?: boolean;
  autoFocus?: boolean;
  name?: string;
}

/** Keeps only digits and at most `length` of them. */
export function sanitizeOtp(raw: string, length: number = OTP_LENGTH): string {
  return raw.replace(/\D/g, '').slice(0, length);
}

function toBoxes(value: string, length: number): string[] {
  const digits = sanitizeOtp(value, length);
  return Array.from({ length }, (_, index) => digits[index] ?? '');
}

/**
 * Six single-digit boxes (spec 01 §3): digits only, focus moves forward on input and back on Backspace
 * in an empty box, pasting a whole code fills every box (all handled by Chakra's PinInput).
 */
export function OtpInput({
  value,
  onChange,
  onComplete,
  length = OTP_LENGTH,
  label = 'One-time code',
  invalid,
  disabled,
  autoFocus,
  name,
}: OtpInputProps) {
  return (
    <PinInput.Root
      count={length}
      otp
      type="numeric"
      placeholder=""
      value={toBoxes(value, length)}
      onValueChange={(details) => onChange(details.value.join(''))}
      onValueComplete={(details) => onComplete?.(details.valueAsString)}
      invalid={invalid}
      disabled={disabled}
      autoFocus={autoFocus}
      name={name}
      colorPalette="brand"
      size="lg"
      translations={{ inputLabel: (index, total) => `Digit ${index + 1} of ${total}` }}
    >
      <PinInput.HiddenInput />
      <PinInput.Control role="group" aria-label={label} display="flex" gap={{ base: '2', sm: '3' }}>
        {Array.from({ length }, (_, index) => (
          <PinInput.Input key={index} index={index} inputMode="numeric" />
        ))}
      </PinInput.Control>
    </PinInput.Root>
  );
}
