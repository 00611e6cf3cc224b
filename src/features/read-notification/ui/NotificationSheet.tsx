import { useUnit } from 'effector-react';
import { NotificationList } from './NotificationList';
import { Dialog } from '@/shared/ui';
import { $notificationSheetOpen, notificationSheetClosed } from '../model/sheet';

/** The notifications full screen; a modal dialog, so focus stays inside until it is closed. */
export function NotificationSheet() {
  const [open, close] = useUnit([$notificationSheetOpen, notificationSheetClosed]);
  return (
    <Dialog open={open} onClose={() => close()} title="Notifications" size="full">
      <NotificationList />
    </Dialog>
  );
}
