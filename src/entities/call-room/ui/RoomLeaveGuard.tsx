import { useEffect } from 'react';
import { useHistoryPopBlocker } from '@/shared/lib';

export const LEAVE_CALL_PROMPT = 'Are you sure you want to leave the call?';

export interface RoomLeaveGuardProps {
  /** While the room is open: back navigation is turned into `onBack`, closing the tab asks first. */
  active: boolean;
  onBack: () => void;
  message?: string;
}

/** Back navigation opens the leave/end dialog; leaving the tab triggers the browser's confirmation (spec 02 §2). */
export function RoomLeaveGuard({ active, onBack, message = LEAVE_CALL_PROMPT }: RoomLeaveGuardProps) {
  useHistoryPopBlocker(active, onBack);
  useEffect(() => {
    if (!active) return;
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      event.returnValue = message;
      return message;
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => window.removeEventListener('beforeunload', onBeforeUnload);
  }, [active, message]);
  return null;
}
