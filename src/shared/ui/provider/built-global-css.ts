import type { SystemContext } from '@chakra-ui/react';

/**
 * Marks the build's style sheet of the Chakra system's global CSS: its `@layer` order, reset, base styles and
 * the ~500 design tokens as custom properties for both colour modes. scripts/prerender-plugin.ts writes it and
 * links it in the installed app's shell.
 */
export const BUILT_GLOBAL_CSS_ATTRIBUTE = 'data-chakra-global';

/**
 * Whether the page has the build's global CSS, loaded. When its file did not load (the first start offline,
 * before the service worker cached it), Chrome still gives the link a sheet, whose rules cannot be read:
 * then the app writes the CSS itself.
 */
export function hasBuiltGlobalCss(): boolean {
  if (typeof document === 'undefined') return false;
  const link = document.querySelector<HTMLLinkElement>(`link[${BUILT_GLOBAL_CSS_ATTRIBUTE}]`);
  try {
    return (link?.sheet?.cssRules.length ?? 0) > 0;
  } catch {
    return false;
  }
}

/**
 * The system for a page that has its global CSS already: ChakraProvider writes no global styles then. Making
 * them was a third of creating the system and a large part of the first commit at start-up (issue 17); the
 * production build makes Chakra compute them only when asked (`chakraSystemPatches` in vite.config.ts), and
 * the own property here means nobody asks. The system itself is untouched (other properties are inherited).
 */
export function withoutGlobalStyles(system: SystemContext): SystemContext {
  return Object.create(system, { _global: { value: [] } }) as SystemContext;
}
