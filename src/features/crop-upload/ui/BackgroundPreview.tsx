import { Box, Circle, HStack, Stack, Text } from '@chakra-ui/react';

/** A call room in miniature with the chosen background behind a scrim (laptop or phone frame). */
export function BackgroundPreview({ image, device }: { image: string | null; device: 'laptop' | 'mobile' }) {
  const laptop = device === 'laptop';
  return (
    <Stack gap="1.5" align="center" flex={laptop ? '3' : '1'} minW="0">
      <Box
        role="img"
        aria-label={`${laptop ? 'Laptop' : 'Mobile'} preview: ${image ? 'custom background' : 'default background'}`}
        w="full"
        maxW={laptop ? 'full' : '28'}
        aspectRatio={laptop ? 16 / 10 : 9 / 19}
        borderWidth={laptop ? '6px' : '5px'}
        borderColor="gray.800"
        borderRadius={laptop ? 'l2' : 'xl'}
        overflow="hidden"
        position="relative"
        bg="bg.subtle"
        bgImage={image ? `url("${image}")` : undefined}
        bgSize="cover"
        bgPos="center"
      >
        {image ? <Box position="absolute" inset="0" bg="bg/60" /> : null}
        <Stack position="relative" h="full" p={laptop ? '3' : '2'} justify="space-between" align="center">
          <HStack w="full" justify="space-between">
            <Box h="1.5" w="30%" bg="fg.muted" rounded="full" opacity={0.6} />
            <Box h="1.5" w="15%" bg="fg.muted" rounded="full" opacity={0.6} />
          </HStack>
          <Circle size={laptop ? '10' : '8'} bg="brand.solid" opacity={0.9} />
          <Circle size={laptop ? '6' : '7'} bg="red.solid" opacity={0.9} />
        </Stack>
      </Box>
      <Text fontSize="xs" color="fg.muted">
        {laptop ? 'Laptop' : 'Mobile'}
      </Text>
    </Stack>
  );
}
