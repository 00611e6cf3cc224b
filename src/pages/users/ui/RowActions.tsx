import { IconButton as ChakraIconButton } from '@chakra-ui/react';
import { useUnit } from 'effector-react';
import Eye from 'lucide-react/icons/eye';
import MoreVertical from 'lucide-react/icons/more-vertical';
import Pencil from 'lucide-react/icons/pencil';
import Trash2 from 'lucide-react/icons/trash-2';
import type { SubUser } from '@/entities/user';
import { userFormOpened } from '@/features/user-form';
import { DropdownMenu, IconButton } from '@/shared/ui';
import { deleteUserRequested } from '../model/delete-user';
import { userDetailsOpened } from '../model/users-list';

/** Edit, delete and view of one user: icon buttons in the table, a menu on phones. */
export function RowActions({ user, compact }: { user: SubUser; compact: boolean }) {
  const [edit, remove, view] = useUnit([userFormOpened, deleteUserRequested, userDetailsOpened]);
  if (compact) {
    return (
      <DropdownMenu
        trigger={(props) => (
          <ChakraIconButton
            {...props}
            aria-label={`Actions for ${user.name}`}
            variant="ghost"
            colorPalette="gray"
            size="sm"
          >
            <MoreVertical aria-hidden />
          </ChakraIconButton>
        )}
      >
        {(Menu) => (
          <>
            <Menu.Item value="edit" onSelect={() => edit({ mode: 'edit', user })}>
              <Pencil size={14} aria-hidden /> Edit
            </Menu.Item>
            <Menu.Item value="view" onSelect={() => view(user)}>
              <Eye size={14} aria-hidden /> View
            </Menu.Item>
            <Menu.Item value="delete" color="fg.error" onSelect={() => remove(user)}>
              <Trash2 size={14} aria-hidden /> Delete
            </Menu.Item>
          </>
        )}
      </DropdownMenu>
    );
  }
  return (
    <>
      <IconButton
        aria-label={`Edit ${user.name}`}
        title="Edit"
        size="sm"
        onClick={() => edit({ mode: 'edit', user })}
      >
        <Pencil aria-hidden />
      </IconButton>
      <IconButton
        aria-label={`Delete ${user.name}`}
        title="Delete"
        size="sm"
        colorPalette="red"
        onClick={() => remove(user)}
      >
        <Trash2 aria-hidden />
      </IconButton>
      <IconButton aria-label={`View ${user.name}`} title="View" size="sm" onClick={() => view(user)}>
        <Eye aria-hidden />
      </IconButton>
    </>
  );
}
