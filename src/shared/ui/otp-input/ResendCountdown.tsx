import { Text, type TextProps } from '@chakra-ui/react';
import { ChangeAnnouncer } from '../change-announcer/ChangeAnnouncer';

export const RESEND_READY_ANNOUNCEMENT = 'You can request a new code now.';

export interface ResendCountdownProps extends TextProps {
  secondsLeft: number;
  /** Shown once the wait is over. */
  readyText?: string;
}

const describeReady = (ready: boolean) => (ready ? RESEND_READY_ANNOUNCEMENT : null);

/**
 * The wait before a code can be sent again. The seconds are shown but not spoken (a screen reader would read
 * every tick while the user types the code); the end of the wait is.
 */
export function ResendCountdown({ secondsLeft, readyText = '', ...textProps }: ResendCountdownProps) {
  return (
    <>
      <Text fontSize="sm" color="fg.muted" {...textProps}>
        {secondsLeft > 0 ? `You can request a new code in ${secondsLeft}s` : readyText}
      </Text>
      <ChangeAnnouncer value={secondsLeft === 0} describe={describeReady} />
    </>
  );
}
