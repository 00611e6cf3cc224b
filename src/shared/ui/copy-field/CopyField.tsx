import { Box, HStack, Text } from '@chakra-ui/react';
import Check from 'lucide-react/icons/check';
import Copy from 'lucide-react/icons/copy';
import { useUnit } from 'effector-react';
import { useEffect, useState } from 'react';
import { IconButton } from '../icon-button/IconButton';
import { toastFx } from '../toaster/toaster';
import { copyText } from './copy';

export interface CopyFieldProps {
  label: string;
  value: string;
  /** Render the value in a monospace font (ids, passwords, links). */
  monospace?: boolean;
}

const COPIED_ICON_MS = 1500;

/** A read-only value with a copy button; success raises '{label} copied to clipboard' (spec 01 §6). */
export function CopyField({ label, value, monospace = false }: CopyFieldProps) {
  const [copied, setCopied] = useState(false);
  const showToast = useUnit(toastFx);

  useEffect(() => {
    if (!copied) return;
    const timer = setTimeout(() => setCopied(false), COPIED_ICON_MS);
    return () => clearTimeout(timer);
  }, [copied]);

  const copy = async () => {
    try {
      await copyText(value);
      setCopied(true);
      void showToast({ tone: 'success', text: `${label} copied to clipboard` });
    } catch {
      void showToast({ tone: 'error', text: 'Failed to copy to clipboard' });
    }
  };

  return (
    <Box role="group" aria-label={label}>
      <Text fontSize="sm" color="fg.muted" mb="1">
        {label}
      </Text>
      <HStack
        borderWidth="1px"
        borderColor="border"
        borderRadius="l2"
        bg="bg.subtle"
        ps="3"
        pe="1"
        py="1"
        gap="2"
      >
        <Text
          flex="1"
          minWidth="0"
          truncate
          fontFamily={monospace ? 'mono' : undefined}
          data-testid="copy-value"
        >
          {value}
        </Text>
        <IconButton aria-label={`Copy ${label}`} size="sm" onClick={() => void copy()}>
          {copied ? <Check aria-hidden /> : <Copy aria-hidden />}
        </IconButton>
      </HStack>
    </Box>
  );
}
