import { Text } from '@chakra-ui/react';
import { useUnit } from 'effector-react';
import { lazy, Suspense, useState, type ComponentType } from 'react';
import { Dialog } from '@/shared/ui';
import type { CropDialogProps } from './CropDialog';

let loading: Promise<{ default: ComponentType<CropDialogProps> }> | null = null;

/**
 * Starts loading the crop dialog (react-easy-crop and the sliders, about 16 KiB): called when the file picker
 * opens, so the dialog is there by the time a file is chosen.
 */
export function preloadCropDialog() {
  loading ??= import('./CropDialog')
    .then(({ CropDialog }) => ({ default: CropDialog }))
    .catch(() => {
      // Offline or a failed deploy: say so in place of the editor, and try again next time.
      loading = null;
      return { default: CropDialogUnavailable };
    });
  return loading;
}

const LazyCropDialog = lazy(preloadCropDialog);

/** The crop dialog, loaded with the first image chosen: pages that never crop never download it. */
export function CropDialogOnDemand(props: CropDialogProps) {
  const source = useUnit(props.model.$source);
  const [needed, setNeeded] = useState(false);
  if (source !== null && !needed) setNeeded(true);
  if (!needed) return null;
  return (
    <Suspense fallback={null}>
      <LazyCropDialog {...props} />
    </Suspense>
  );
}

function CropDialogUnavailable({ model }: CropDialogProps) {
  const [source, cancel] = useUnit([model.$source, model.cancelled]);
  return (
    <Dialog open={source !== null} onClose={cancel} title="The image editor did not load" size="sm">
      <Text>Check your connection, then choose the image again.</Text>
    </Dialog>
  );
}
