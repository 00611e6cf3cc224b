import { Text, VisuallyHidden, type TextProps } from '@chakra-ui/react';
import { useState } from 'react';

export const RESEND_READY_ANNOUNCEMENT = 'You can request a new code now.';

export interface ResendCountdownProps extends TextProps {
  secondsLeft: number;
  /** Shown once the wait is over. */
  readyText?: string;
}

/**
 * The wait before a code can be sent again. The seconds are shown but not spoken (a screen reader would read
 * every tick while the user types the code); the end of the wait is.
 */
export function ResendCountdown({ secondsLeft, readyText = '', ...textProps }: ResendCountdownProps) {
  const [counted, setCounted] = useState(secondsLeft > 0);
  if (secondsLeft > 0 && !counted) setCounted(true);
  return (
    <>
      <Text fontSize="sm" color="fg.muted" {...textProps}>
        {secondsLeft > 0 ? `You can request a new code in ${secondsLeft}s` : readyText}
      </Text>
      <VisuallyHidden aria-live="polite">
        {counted && secondsLeft === 0 ? RESEND_READY_ANNOUNCEMENT : ''}
      </VisuallyHidden>
    </>
  );
}
