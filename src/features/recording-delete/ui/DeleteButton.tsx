import { useUnit } from 'effector-react';
import Trash2 from 'lucide-react/icons/trash-2';
import { IconButton } from '@/shared/ui';
import { deleteRequested, type DeleteTarget } from '../model/delete';

/** Asks to delete a file or folder; the model checks the role and opens the confirmation. */
export function DeleteButton({ target, label }: { target: DeleteTarget; label: string }) {
  const request = useUnit(deleteRequested);
  return (
    <IconButton
      aria-label={`Delete ${label}`}
      title="Delete"
      size="sm"
      colorPalette="red"
      onClick={(event) => {
        event.stopPropagation();
        request(target);
      }}
    >
      <Trash2 aria-hidden />
    </IconButton>
  );
}
