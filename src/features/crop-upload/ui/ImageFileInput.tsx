import { chakra } from '@chakra-ui/react';
import { forwardRef } from 'react';
import { preloadCropDialog } from './CropDialogOnDemand';

/**
 * The hidden image picker behind a visible "Upload" control (which calls `.click()` on it). It is emptied
 * after each choice, so choosing the same file again is still a change. Opening it fetches the crop dialog.
 */
export const ImageFileInput = forwardRef<HTMLInputElement, { testId: string; onFile: (file: File) => void }>(
  function ImageFileInput({ testId, onFile }, ref) {
    return (
      <chakra.input
        ref={ref}
        type="file"
        accept="image/*"
        display="none"
        aria-hidden="true"
        tabIndex={-1}
        data-testid={testId}
        onClick={() => void preloadCropDialog()}
        onChange={(event) => {
          const file = event.target.files?.[0];
          event.target.value = '';
          if (file) onFile(file);
        }}
      />
    );
  },
);
