import { chakra, Stack, Text, VisuallyHidden } from '@chakra-ui/react';
import { useUnit } from 'effector-react';
import Camera from 'lucide-react/icons/camera';
import ImagePlus from 'lucide-react/icons/image-plus';
import Trash2 from 'lucide-react/icons/trash-2';
import { useRef } from 'react';
import { CropDialogOnDemand } from './CropDialogOnDemand';
import { $avatarUrl, $user } from '@/entities/user';
import { Avatar, Button, ConfirmDialog, Dialog } from '@/shared/ui';
import {
  $pictureOptionsOpen,
  $pictureRemoveConfirmOpen,
  pictureCrop,
  pictureOptionsClosed,
  pictureOptionsOpened,
  pictureRemoveCancelled,
  pictureRemoveConfirmed,
  pictureRemoveRequested,
  removePictureFx,
} from '../model/profile-picture';
import { ImageFileInput } from './ImageFileInput';

/** The signed-in account's avatar as a button that opens the picture options (spec 02 §2). */
export function ProfilePictureButton({ size = '2xl' }: { size?: 'xl' | '2xl' }) {
  const [user, avatarUrl, open] = useUnit([$user, $avatarUrl, pictureOptionsOpened]);
  const name = user?.name?.trim() || 'Not set';
  return (
    <chakra.button
      type="button"
      onClick={() => open()}
      position="relative"
      borderRadius="full"
      flexShrink={0}
      _focusVisible={{ outline: '2px solid', outlineColor: 'brand.focusRing', outlineOffset: '2px' }}
      css={{ '&:hover .camera': { opacity: 1 } }}
    >
      <span aria-hidden="true">
        <Avatar name={name} src={avatarUrl} size={size} />
      </span>
      {/* Small and past the circle's corner, so it stays clear of the initials shown without a picture. */}
      <chakra.span
        className="camera"
        aria-hidden="true"
        position="absolute"
        insetEnd="-1.5"
        bottom="-1.5"
        bg="brand.solid"
        color="brand.contrast"
        borderRadius="full"
        p="1"
        borderWidth="2px"
        borderColor="bg.panel"
        display="inline-flex"
      >
        <Camera size={12} />
      </chakra.span>
      <VisuallyHidden>Change profile picture</VisuallyHidden>
    </chakra.button>
  );
}

/** Options (gallery or remove), the remove confirmation and the 1:1 crop (spec 02 §2). */
export function ProfilePictureDialogs() {
  const [user, optionsOpen, confirmOpen, removing] = useUnit([
    $user,
    $pictureOptionsOpen,
    $pictureRemoveConfirmOpen,
    removePictureFx.pending,
  ]);
  const on = useUnit({
    close: pictureOptionsClosed,
    remove: pictureRemoveRequested,
    cancelRemove: pictureRemoveCancelled,
    confirmRemove: pictureRemoveConfirmed,
    file: pictureCrop.fileSelected,
  });
  const input = useRef<HTMLInputElement>(null);
  const hasPicture = Boolean(user?.profilePicture);
  return (
    <>
      <ImageFileInput ref={input} testId="picture-file-input" onFile={on.file} />
      <Dialog open={optionsOpen} onClose={on.close} title="Profile Picture" size="sm">
        <Stack gap="3">
          <Text color="fg.muted" fontSize="sm">
            A square picture shown in the header, the sidebar and the call room.
          </Text>
          <Button onClick={() => input.current?.click()}>
            <ImagePlus aria-hidden /> Choose from Gallery
          </Button>
          {hasPicture ? (
            <Button variant="outline" colorPalette="red" onClick={() => on.remove()}>
              <Trash2 aria-hidden /> Remove Picture
            </Button>
          ) : null}
        </Stack>
      </Dialog>
      <ConfirmDialog
        open={confirmOpen}
        title="Remove profile picture?"
        description="Your initials are shown instead until you choose a new picture."
        confirmLabel="Remove"
        tone="danger"
        isBusy={removing}
        onConfirm={on.confirmRemove}
        onClose={on.cancelRemove}
      />
      <CropDialogOnDemand model={pictureCrop} />
    </>
  );
}
