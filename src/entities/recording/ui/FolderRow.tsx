import { Badge, Box, HStack, Text } from '@chakra-ui/react';
import ChevronRight from 'lucide-react/icons/chevron-right';
import Folder from 'lucide-react/icons/folder';
import FolderOpen from 'lucide-react/icons/folder-open';
import type { ReactNode } from 'react';

export interface FolderRowProps {
  /** The folder's name: a user name or a date label. */
  name: string;
  count: number;
  open: boolean;
  onToggle: () => void;
  /** Nesting depth: 0 for user folders, 1 for date folders under a user. */
  level?: number;
  /** Id of the element the folder opens, for `aria-controls`. */
  controls: string;
  actions?: ReactNode;
}

/** A folder line: a disclosure button with the name and file count, and its actions (delete). */
export function FolderRow({ name, count, open, onToggle, level = 0, controls, actions }: FolderRowProps) {
  const files = `${count} ${count === 1 ? 'file' : 'files'}`;
  return (
    <HStack gap="2" ps={level * 6} pe="2" py="1" borderBottomWidth="1px" _hover={{ bg: 'bg.muted' }}>
      <Box
        as="button"
        flex="1"
        minW="0"
        display="flex"
        alignItems="center"
        gap="2"
        py="2"
        ps="2"
        textAlign="start"
        rounded="l2"
        aria-expanded={open}
        aria-controls={open ? controls : undefined}
        onClick={onToggle}
        _focusVisible={{ outline: '2px solid', outlineColor: 'brand.focusRing', outlineOffset: '2px' }}
        cursor="pointer"
      >
        <Box
          as="span"
          transition="transform 0.15s"
          transform={open ? 'rotate(90deg)' : undefined}
          aria-hidden
        >
          <ChevronRight size={16} />
        </Box>
        <Box as="span" color="brand.fg" aria-hidden>
          {open ? <FolderOpen size={18} /> : <Folder size={18} />}
        </Box>
        <Text as="span" fontWeight={level === 0 ? 'semibold' : 'medium'} truncate>
          {name}
        </Text>
        <Badge colorPalette="gray" variant="subtle" flexShrink={0}>
          {files}
        </Badge>
      </Box>
      {actions}
    </HStack>
  );
}
