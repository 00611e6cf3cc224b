import { IconButton as ChakraIconButton, Menu, Portal } from '@chakra-ui/react';
import { useUnit } from 'effector-react';
import { Eye, MoreVertical, Pencil, Trash2 } from 'lucide-react';
import type { SubUser } from '@/entities/user';
import { userFormOpened } from '@/features/user-form';
import { IconButton } from '@/shared/ui';
import { deleteUserRequested } from '../model/delete-user';
import { userDetailsOpened } from '../model/users-list';

/** Edit, delete and view of one user: icon buttons in the table, a menu on phones. */
export function RowActions({ user, compact }: { user: SubUser; compact: boolean }) {
  const [edit, remove, view] = useUnit([userFormOpened, deleteUserRequested, userDetailsOpened]);
  if (compact) {
    return (
      <Menu.Root positioning={{ placement: 'bottom-end' }}>
        <Menu.Trigger asChild>
          <ChakraIconButton
            aria-label={`Actions for ${user.name}`}
            variant="ghost"
            colorPalette="gray"
            size="sm"
          >
            <MoreVertical aria-hidden />
          </ChakraIconButton>
        </Menu.Trigger>
        <Portal>
          <Menu.Positioner>
            <Menu.Content>
              <Menu.Item value="edit" onSelect={() => edit({ mode: 'edit', user })}>
                <Pencil size={14} aria-hidden /> Edit
              </Menu.Item>
              <Menu.Item value="view" onSelect={() => view(user)}>
                <Eye size={14} aria-hidden /> View
              </Menu.Item>
              <Menu.Item value="delete" color="fg.error" onSelect={() => remove(user)}>
                <Trash2 size={14} aria-hidden /> Delete
              </Menu.Item>
            </Menu.Content>
          </Menu.Positioner>
        </Portal>
      </Menu.Root>
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
