import { useContext, useEffect } from 'react';
import { UNSAFE_DataRouterContext, useBlocker } from 'react-router-dom';

export const LEAVE_CALL_PROMPT = 'Are you sure you want to leave the call?';

export interface RoomLeaveGuardProps {
  /** While the room is open: back navigation is turned into `onBack`, closing the tab asks first. */
  active: boolean;
  onBack: () => void;
  message?: string;
}

function BackBlocker({ active, onBack }: Pick<RoomLeaveGuardProps, 'active' | 'onBack'>) {
  const blocker = useBlocker(({ historyAction }) => active && historyAction === 'POP');
  useEffect(() => {
    if (blocker.state !== 'blocked') return;
    blocker.reset();
    onBack();
  }, [blocker, onBack]);
  return null;
}

/** Back navigation opens the leave/end dialog; leaving the tab triggers the browser's confirmation (spec 02 §2). */
export function RoomLeaveGuard({ active, onBack, message = LEAVE_CALL_PROMPT }: RoomLeaveGuardProps) {
  // useBlocker needs a data router (the app has one; Storybook and unit tests use a MemoryRouter).
  const dataRouter = useContext(UNSAFE_DataRouterContext);
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
  return dataRouter ? <BackBlocker active={active} onBack={onBack} /> : null;
}
