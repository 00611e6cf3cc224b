// The code step of the e-mail and phone changes: one dialog, told where the code went.
import { HStack, Stack, Text } from '@chakra-ui/react';
import { OTP_LENGTH } from '@/shared/config';
import { Button, Dialog, OtpInput, ResendCountdown } from '@/shared/ui';
import { submitWith } from './FormDialog';

export interface OtpCodeDialogProps {
  open: boolean;
  formId: string;
  /** The address or number the code was sent to, as shown to the host. */
  sentTo: string;
  /** How it went, e.g. 'by WhatsApp'; nothing for e-mail. */
  channel?: string;
  otp: string;
  error: string | null;
  verifying: boolean;
  sending: boolean;
  secondsLeft: number;
  canResend: boolean;
  onChange: (otp: string) => void;
  onSubmit: () => void;
  onResend: () => void;
  onClose: () => void;
}

/** 'Verify OTP': six boxes, 60-second resend countdown, error inline (spec 02 §4, §8). */
export function OtpCodeDialog(props: OtpCodeDialogProps) {
  const { open, formId, sentTo, channel, otp, error, verifying, sending, secondsLeft, canResend } = props;
  const complete = otp.length === OTP_LENGTH;
  return (
    <Dialog
      open={open}
      onClose={props.onClose}
      title="Verify OTP"
      isBusy={verifying}
      footer={
        <>
          <Button variant="outline" colorPalette="gray" onClick={props.onClose} disabled={verifying}>
            Cancel
          </Button>
          <Button
            type="submit"
            form={formId}
            disabled={!complete}
            loading={verifying}
            loadingText="Verifying"
          >
            Verify
          </Button>
        </>
      }
    >
      <form id={formId} onSubmit={submitWith(props.onSubmit)} noValidate>
        <Stack gap="4" align="center">
          <Text textAlign="center">
            Enter the {OTP_LENGTH}-digit code sent to <Text as="strong">{sentTo}</Text>
            {channel ? ` ${channel}` : ''}.
          </Text>
          <OtpInput
            value={otp}
            onChange={props.onChange}
            label="Verification code"
            invalid={Boolean(error)}
            autoFocus
          />
          <Text role="alert" color="fg.error" fontSize="sm" minH="5" textAlign="center">
            {error ?? ''}
          </Text>
          <HStack gap="2" justify="center" flexWrap="wrap">
            <Button
              variant="ghost"
              size="sm"
              onClick={() => props.onResend()}
              disabled={!canResend}
              loading={sending}
            >
              Resend OTP
            </Button>
            <ResendCountdown secondsLeft={secondsLeft} />
          </HStack>
        </Stack>
      </form>
    </Dialog>
  );
}
