import { PinInput } from '@chakra-ui/react';
import { OTP_LENGTH } from '@/shared/config';
import { sanitizeOtp, type OtpInputProps } from './otp';

function toBoxes(value: string, length: number): string[] {
  const digits = sanitizeOtp(value, length);
  return Array.from({ length }, (_, index) => digits[index] ?? '');
}

/**
 * Six single-digit boxes (spec 01 §3): digits only, focus moves forward on input and back on Backspace
 * in an empty box, pasting a whole code fills every box, Enter in a full set submits the form (all handled by
 * Chakra's PinInput).
 */
export function OtpBoxes({
  value,
  onChange,
  onComplete,
  length = OTP_LENGTH,
  label = 'One-time code',
  invalid,
  disabled,
  autoFocus,
  // zag submits the form on Enter only for a named input, and only once every box is filled.
  name = 'otp',
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
