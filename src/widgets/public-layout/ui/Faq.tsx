import { Box, Stack } from '@chakra-ui/react';
import ChevronDown from 'lucide-react/icons/chevron-down';

export interface FaqItem {
  question: string;
  answer: string;
}

const focusRing = { outline: '2px solid', outlineColor: 'brand.solid', outlineOffset: '2px' } as const;

/**
 * Questions as native disclosures (`<details>`): keyboard operable and announced as expandable by the
 * browser itself, so they work the same on the static page without a script and in the app.
 */
export function Faq({ items }: { items: FaqItem[] }) {
  return (
    <Stack gap="0" maxW="3xl" borderWidth="1px" rounded="l3" overflow="hidden" bg="bg.panel">
      {items.map((item) => (
        <Box as="details" key={item.question} borderBottomWidth="1px" _last={{ borderBottomWidth: '0' }}>
          <Box
            as="summary"
            display="flex"
            alignItems="center"
            gap="3"
            px="4"
            py="4"
            cursor="pointer"
            fontWeight="medium"
            listStyle="none"
            _focusVisible={focusRing}
            css={{
              '&::-webkit-details-marker': { display: 'none' },
              'details[open] > & > svg': { transform: 'rotate(180deg)' },
            }}
          >
            <Box as="h3" flex="1" textStyle="sm">
              {item.question}
            </Box>
            <ChevronDown aria-hidden size={18} />
          </Box>
          <Box px="4" pb="4" color="fg.muted">
            {item.answer}
          </Box>
        </Box>
      ))}
    </Stack>
  );
}
