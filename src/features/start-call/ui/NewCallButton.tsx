import { useUnit } from 'effector-react';
import PhoneCall from 'lucide-react/icons/phone-call';
import { Button, type ButtonProps } from '@/shared/ui';
import { $startCallBusy, newCallClicked } from '../model/start-call';

/** 'New Call', disabled while busy. Render `ExpiringCallDialog` once on the page too. */
export function NewCallButton(props: Omit<ButtonProps, 'onClick' | 'children'>) {
  const [busy, click] = useUnit([$startCallBusy, newCallClicked]);
  return (
    <Button {...props} onClick={() => click()} disabled={busy} loading={busy} loadingText="Starting call">
      <PhoneCall aria-hidden /> New Call
    </Button>
  );
}
