import { Link } from '@chakra-ui/react';
import MessageCircle from 'lucide-react/icons/message-circle';
import { useLocation } from 'react-router';
import { APP_NAME, config, isCallPath } from '@/shared/config';
import { ABOVE_BOTTOM_BAR, aboveHomeIndicator, keepFocusClear } from '@/shared/ui';

// In the screen's corner, clear of a phone's home indicator; on a phone, above the host's tab bar.
const CORNER = { base: aboveHomeIndicator('1rem'), md: aboveHomeIndicator('1.5rem') };
const ABOVE_TAB_BAR = { ...CORNER, base: aboveHomeIndicator('5rem') };
// From the screen's bottom to the link's top (its 3rem above the corner's space), and room for a focus ring.
const REACH = { base: aboveHomeIndicator('4.5rem'), md: aboveHomeIndicator('5rem') };
const REACH_ABOVE_TAB_BAR = { ...REACH, base: aboveHomeIndicator('8.5rem') };

/** Floating support link to the messaging app; hidden on call pages so it never covers call controls. */
export function SupportLink() {
  const { pathname } = useLocation();
  if (isCallPath(pathname)) return null;
  const text = encodeURIComponent(`Hi ${APP_NAME} team, I need help with my account.`);
  return (
    <Link
      href={`https://wa.me/${config.supportWhatsApp}?text=${text}`}
      target="_blank"
      rel="noopener noreferrer"
      aria-label={`Chat with ${APP_NAME} support`}
      position="fixed"
      insetEnd={{
        base: 'calc(1rem + env(safe-area-inset-right))',
        md: 'calc(1.5rem + env(safe-area-inset-right))',
      }}
      bottom={CORNER}
      css={{
        [ABOVE_BOTTOM_BAR]: { bottom: ABOVE_TAB_BAR },
        ...keepFocusClear('bottom', REACH, REACH_ABOVE_TAB_BAR),
      }}
      zIndex="docked"
      display="inline-flex"
      alignItems="center"
      justifyContent="center"
      boxSize="12"
      rounded="full"
      bg="green.600"
      color="white"
      shadow="lg"
      _hover={{ bg: 'green.700' }}
      _focusVisible={{ outline: '3px solid', outlineColor: 'green.300', outlineOffset: '2px' }}
    >
      <MessageCircle aria-hidden size={22} />
    </Link>
  );
}
