import { Box, chakra, Grid, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { useUnit } from 'effector-react';
import Check from 'lucide-react/icons/check';
import Upload from 'lucide-react/icons/upload';
import { useRef, type ReactNode } from 'react';
import { CropDialogOnDemand } from './CropDialogOnDemand';
import { Button } from '@/shared/ui';
import {
  $backgroundOptions,
  $backgroundPreview,
  $backgroundSaving,
  $pendingBackground,
  $selectedBackground,
  $storedCustomBackground,
  backgroundChosen,
  backgroundPickCrop,
  backgroundRemoveRequested,
  backgroundSaveRequested,
  backgroundUploadCrop,
  CUSTOM_UPLOAD_ID,
} from '../model/call-background';
import { BackgroundPreview } from './BackgroundPreview';
import { ImageFileInput } from './ImageFileInput';

function Tile({
  selected,
  label,
  image,
  onClick,
  children,
}: {
  selected: boolean;
  label: string;
  image?: string | null;
  onClick: () => void;
  children?: ReactNode;
}) {
  return (
    <chakra.button
      type="button"
      aria-pressed={selected}
      onClick={onClick}
      display="flex"
      flexDirection="column"
      gap="1.5"
      p="1.5"
      borderRadius="l2"
      borderWidth="2px"
      borderColor={selected ? 'brand.solid' : 'border'}
      bg="bg.panel"
      textAlign="start"
      _hover={{ borderColor: selected ? 'brand.solid' : 'border.emphasized' }}
      _focusVisible={{ outline: '2px solid', outlineColor: 'brand.focusRing', outlineOffset: '2px' }}
    >
      <Box
        position="relative"
        w="full"
        aspectRatio={16 / 9}
        borderRadius="l1"
        bg="bg.muted"
        bgImage={image ? `url("${image}")` : undefined}
        bgSize="cover"
        bgPos="center"
        display="flex"
        alignItems="center"
        justifyContent="center"
        color="fg.muted"
      >
        {children}
        {selected ? (
          <Box
            position="absolute"
            top="1"
            insetEnd="1"
            bg="brand.solid"
            color="brand.contrast"
            rounded="full"
            p="0.5"
          >
            <Check size={12} aria-hidden />
          </Box>
        ) : null}
      </Box>
      <Text fontSize="sm" fontWeight="medium" truncate w="full">
        {label}
      </Text>
    </chakra.button>
  );
}

/**
 * Call Page Background (spec 02 §2): previews, a 3-column grid (Default, Inbuilt N, upload), Remove and
 * Save. `uploadOnCrop` (sub-users) uploads the cropped file at once; hosts save it with 'Save Background'.
 */
export function CallBackgroundSection({ uploadOnCrop = false }: { uploadOnCrop?: boolean }) {
  const [options, preview, selected, pending, stored, saving] = useUnit([
    $backgroundOptions,
    $backgroundPreview,
    $selectedBackground,
    $pendingBackground,
    $storedCustomBackground,
    $backgroundSaving,
  ]);
  const crop = uploadOnCrop ? backgroundUploadCrop : backgroundPickCrop;
  const on = useUnit({
    choose: backgroundChosen,
    save: backgroundSaveRequested,
    remove: backgroundRemoveRequested,
    file: crop.fileSelected,
  });
  const input = useRef<HTMLInputElement>(null);
  const customImage = pending?.previewUrl ?? stored;
  return (
    <Stack
      as="section"
      aria-labelledby="call-background-heading"
      gap="5"
      borderWidth="1px"
      rounded="l3"
      p={{ base: '4', md: '6' }}
      bg="bg.panel"
    >
      <Stack gap="1">
        <Heading as="h2" size="lg" id="call-background-heading">
          Call Page Background
        </Heading>
        <Text color="fg.muted" fontSize="sm">
          Shown behind your call room. Text stays readable on any image.
        </Text>
      </Stack>
      <HStack gap="4" align="end" aria-label="Previews" role="group">
        <BackgroundPreview image={preview} device="laptop" />
        <BackgroundPreview image={preview} device="mobile" />
      </HStack>
      <Grid templateColumns="repeat(3, minmax(0, 1fr))" gap="3" role="group" aria-label="Backgrounds">
        {options.map((option) => (
          <Tile
            key={option.id}
            label={option.name}
            image={option.image || null}
            selected={selected === option.id}
            onClick={() => on.choose(option.id)}
          />
        ))}
        <Tile
          label={customImage ? 'Your upload' : 'Upload'}
          image={customImage}
          selected={selected === CUSTOM_UPLOAD_ID}
          onClick={() => {
            if (customImage && selected !== CUSTOM_UPLOAD_ID) on.choose(CUSTOM_UPLOAD_ID);
            else input.current?.click();
          }}
        >
          {customImage ? null : <Upload aria-hidden />}
        </Tile>
      </Grid>
      <ImageFileInput ref={input} testId="background-file-input" onFile={on.file} />
      <HStack justify="end" gap="3" flexWrap="wrap">
        {customImage ? (
          <Button
            variant="ghost"
            size="sm"
            onClick={() => input.current?.click()}
            disabled={saving}
            me="auto"
          >
            <Upload aria-hidden /> Upload another
          </Button>
        ) : null}
        <Button variant="outline" colorPalette="gray" onClick={() => on.remove()} disabled={saving}>
          Remove Background
        </Button>
        <Button onClick={() => on.save()} loading={saving} loadingText="Saving">
          Save Background
        </Button>
      </HStack>
      <CropDialogOnDemand model={crop} />
    </Stack>
  );
}
