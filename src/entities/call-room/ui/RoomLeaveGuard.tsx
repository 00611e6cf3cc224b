import { useEffect, useRef } from 'react';
import { useBlocker } from 'react-router';

export const LEAVE_CALL_PROMPT = 'Are you sure you want to leave the call?';

export interface RoomLeaveGuardProps {
  /** While the room is open: back navigation is turned into `onBack`, closing the tab asks first. */
  active: boolean;
  onBack: () => void;
  message?: string;
}

/** Back navigation opens the leave/end dialog; leaving the tab triggers the browser's confirmation (spec 02 §2). */
export function RoomLeaveGuard({ active, onBack, message = LEAVE_CALL_PROMPT }: RoomLeaveGuardProps) {
  // Only the browser's Back and Forward: the room's own navigations (leaving, being kicked) go through.
  const blocker = useBlocker(({ historyAction }) => active && historyAction === 'POP');
  const latestOnBack = useRef(onBack);
  useEffect(() => {
    latestOnBack.current = onBack;
  }, [onBack]);
  useEffect(() => {
    if (blocker.state !== 'blocked') return;
    blocker.reset();
    latestOnBack.current();
  }, [blocker]);

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
