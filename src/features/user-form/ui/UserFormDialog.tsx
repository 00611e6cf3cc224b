import { useUnit } from 'effector-react';
import { lazyPart, LazyPartSlot } from '@/shared/ui';
import { $userFormOpen, userFormClosed } from '../model/user-form';

// The form's fields, switches and password input load when the browser is first idle, not with the page.
const userForm = lazyPart<{ open: boolean }>(() => import('./UserForm').then(({ UserForm }) => UserForm));

/** Create / edit sub-user (spec 01 §2, §5), opened with `userFormOpened`. */
export function UserFormDialog() {
  const [open, close] = useUnit([$userFormOpen, userFormClosed]);
  return <LazyPartSlot part={userForm} open={open} what="window" onClose={close} props={{}} />;
}
