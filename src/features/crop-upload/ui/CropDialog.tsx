import { Box, HStack, Progress, Slider, Stack, Text, VisuallyHidden } from '@chakra-ui/react';
import { progressSlotRecipe, sliderSlotRecipe } from '@chakra-ui/react/theme';
import { useUnit } from 'effector-react';
import { useId, useRef, type Ref } from 'react';
import RotateCw from 'lucide-react/icons/rotate-cw';
import Cropper from 'react-easy-crop';
import { CROP } from '@/shared/config';
import { Button, Dialog, SHORT_LANDSCAPE } from '@/shared/ui';
import { IMAGE_KINDS } from '../lib/kinds';
import type { CropUpload } from '../model/crop-upload';

export interface CropDialogProps {
  model: Omit<CropUpload<unknown>, 'uploaded'>;
  title?: string;
}

function LabeledSlider({
  label,
  value,
  min,
  max,
  step,
  format,
  disabled,
  onChange,
  thumbRef,
}: {
  label: string;
  value: number;
  min: number;
  max: number;
  step: number;
  format: (value: number) => string;
  disabled: boolean;
  onChange: (value: number) => void;
  thumbRef?: Ref<HTMLDivElement>;
}) {
  return (
    <Slider.Root
      recipe={sliderSlotRecipe}
      value={[value]}
      min={min}
      max={max}
      step={step}
      disabled={disabled}
      onValueChange={(details) => onChange(details.value[0] ?? min)}
      colorPalette="brand"
      size="sm"
      // The thumb's size (sizes.4 at size sm), known up front: zag otherwise hides the thumb until it has measured
      // it, and a hidden thumb cannot take the dialog's first focus.
      thumbSize={{ width: 16, height: 16 }}
    >
      <HStack justify="space-between">
        <Slider.Label>{label}</Slider.Label>
        <Text fontSize="sm" color="fg.muted" fontVariantNumeric="tabular-nums">
          {format(value)}
        </Text>
      </HStack>
      <Slider.Control>
        <Slider.Track>
          <Slider.Range />
        </Slider.Track>
        <Slider.Thumb index={0} ref={thumbRef}>
          <Slider.HiddenInput />
        </Slider.Thumb>
      </Slider.Control>
    </Slider.Root>
  );
}

// On a phone on its side the picture stands beside its controls, so Save is on screen without scrolling (a
// drag on the picture moves the crop, not the page).
const SIDE_BY_SIDE = {
  [SHORT_LANDSCAPE]: {
    display: 'grid',
    gridTemplateColumns: 'minmax(0, 1.2fr) minmax(0, 1fr)',
    alignContent: 'center',
    columnGap: '6',
  },
};

// The crop frame's arrow keys move the image this many pixels (Shift: a fifth of it), not react-easy-crop's 1.
const KEYBOARD_STEP = 10;

// The browser's default focus ring is a 1px line, lost on the darkened image. This one is drawn inside the frame
// (the frame can fill the area's height, which clips anything outside): white, with a dark inner edge for light
// images; the second shadow is react-easy-crop's own darkening around the frame.
const CROP_AREA_FOCUS = {
  '& .reactEasyCrop_CropArea:focus-visible': {
    outline: '3px solid white',
    outlineOffset: '-3px',
    boxShadow: 'inset 0 0 0 5px rgba(0, 0, 0, 0.6), 0 0 0 9999em',
  },
};

/** The crop step (spec 02 §2): zoom 1–3 by 0.1, rotation 0–360, rotate 90°, Cancel and Save. */
export function CropDialog({ model, title }: CropDialogProps) {
  const hintId = useId();
  // Focus starts on Zoom, the first control there on open: the crop frame appears only once the image has loaded.
  const zoomThumb = useRef<HTMLDivElement>(null);
  const [source, crop, zoom, rotation, busy, progress, error] = useUnit([
    model.$source,
    model.$crop,
    model.$zoom,
    model.$rotation,
    model.$busy,
    model.$progress,
    model.$error,
  ]);
  const on = useUnit({
    move: model.cropMoved,
    zoom: model.zoomChanged,
    rotate: model.rotationChanged,
    rotate90: model.rotatedBy90,
    area: model.areaChanged,
    save: model.saved,
    cancel: model.cancelled,
  });
  const spec = IMAGE_KINDS[model.kind];
  const heading = title ?? (model.kind === 'picture' ? 'Crop profile picture' : 'Crop background');
  return (
    <Dialog
      open={source !== null}
      onClose={on.cancel}
      title={heading}
      isBusy={busy}
      size="lg"
      initialFocusRef={zoomThumb}
      footer={
        <>
          <Button variant="outline" colorPalette="gray" onClick={() => on.cancel()} disabled={busy}>
            Cancel
          </Button>
          <Button
            onClick={() => on.save()}
            loading={busy}
            loadingText={progress === null ? 'Saving' : 'Uploading'}
          >
            Save
          </Button>
        </>
      }
    >
      <Stack gap="4" css={SIDE_BY_SIDE}>
        <Box
          position="relative"
          w="full"
          h={{ base: '64', md: '80' }}
          css={{ ...CROP_AREA_FOCUS, [SHORT_LANDSCAPE]: { h: '40', gridRow: 'span 4' } }}
          bg="gray.900"
          rounded="l2"
          overflow="hidden"
          data-testid="crop-area"
        >
          {source ? (
            <Cropper
              image={source}
              crop={crop}
              zoom={zoom}
              rotation={rotation}
              aspect={spec.aspect}
              minZoom={CROP.minZoom}
              maxZoom={CROP.maxZoom}
              cropShape={model.kind === 'picture' ? 'round' : 'rect'}
              onCropChange={on.move}
              onZoomChange={on.zoom}
              onRotationChange={on.rotate}
              keyboardStep={KEYBOARD_STEP}
              onCropComplete={(_, pixels) => on.area(pixels)}
              mediaProps={{ alt: 'Image to crop' }}
              // The crop frame is a tab stop that arrow keys move: named, and told how it works.
              cropperProps={{
                role: 'group',
                'aria-label': 'Crop area',
                'aria-describedby': hintId,
              }}
            />
          ) : null}
          <VisuallyHidden id={hintId}>Use the arrow keys to move the image inside the frame.</VisuallyHidden>
        </Box>
        <LabeledSlider
          label="Zoom"
          value={zoom}
          min={CROP.minZoom}
          max={CROP.maxZoom}
          step={CROP.zoomStep}
          format={(value) => `${value.toFixed(1)}×`}
          disabled={busy}
          onChange={on.zoom}
          thumbRef={zoomThumb}
        />
        <HStack gap="4" align="end">
          <Box flex="1">
            <LabeledSlider
              label="Rotation"
              value={rotation}
              min={0}
              max={CROP.maxRotation}
              step={1}
              format={(value) => `${value}°`}
              disabled={busy}
              onChange={on.rotate}
            />
          </Box>
          <Button
            variant="outline"
            colorPalette="gray"
            size="sm"
            onClick={() => on.rotate90()}
            disabled={busy}
          >
            <RotateCw aria-hidden /> Rotate 90°
          </Button>
        </HStack>
        {progress !== null ? (
          <Progress.Root
            recipe={progressSlotRecipe}
            value={Math.round(progress * 100)}
            colorPalette="brand"
            size="sm"
          >
            <HStack justify="space-between">
              <Progress.Label>Uploading</Progress.Label>
              <Progress.ValueText />
            </HStack>
            <Progress.Track>
              <Progress.Range />
            </Progress.Track>
          </Progress.Root>
        ) : null}
        {error ? (
          <Text role="alert" color="fg.error" fontSize="sm">
            {error}
          </Text>
        ) : null}
      </Stack>
    </Dialog>
  );
}
