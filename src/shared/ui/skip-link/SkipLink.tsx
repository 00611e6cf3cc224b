import { Link } from '@chakra-ui/react';

export interface SkipLinkProps {
  /** The id of the page's main region, which must take focus (`tabIndex={-1}`). */
  target: string;
}

/**
 * The page's first stop for the keyboard, shown only while focused: it moves focus past the header and the
 * navigation into the main region. A plain link to `#target`, so a static page without the app follows it too;
 * with the app it focuses the region itself, leaving the address as it was.
 */
export function SkipLink({ target }: SkipLinkProps) {
  return (
    <Link
      href={`#${target}`}
      onClick={(event) => {
        const region = document.getElementById(target);
        if (!region) return;
        event.preventDefault();
        region.focus();
      }}
      position="absolute"
      top="-20"
      insetStart="4"
      zIndex="skipNav"
      bg="bg.panel"
      px="4"
      py="2"
      rounded="l2"
      shadow="md"
      _focus={{ top: '2' }}
    >
      Skip to content
    </Link>
  );
}
