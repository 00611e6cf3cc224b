import { Avatar as ChakraAvatar } from '@chakra-ui/react';

export interface AvatarProps {
  name: string;
  /** Picture URL; initials from `name` are shown while it loads or when it fails. */
  src?: string | null;
  size?: 'xs' | 'sm' | 'md' | 'lg' | 'xl' | '2xl';
}

export function initialsOf(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  if (words.length === 0) return '?';
  const first = words[0]?.[0] ?? '';
  const last = words.length > 1 ? (words[words.length - 1]?.[0] ?? '') : '';
  return (first + last).toUpperCase();
}

export function Avatar({ name, src, size = 'md' }: AvatarProps) {
  return (
    <ChakraAvatar.Root size={size} colorPalette="brand" variant="subtle">
      <ChakraAvatar.Fallback aria-label={name} role="img">
        {initialsOf(name)}
      </ChakraAvatar.Fallback>
      {src ? <ChakraAvatar.Image src={src} alt={name} /> : null}
    </ChakraAvatar.Root>
  );
}
