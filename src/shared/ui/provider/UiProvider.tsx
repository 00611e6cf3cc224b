import '@fontsource-variable/inter';
import { ChakraProvider } from '@chakra-ui/react';
import { useUnit } from 'effector-react';
import { useEffect, type ReactNode } from 'react';
import { colorModeInitialized } from '../color-mode/model';
import { lazyPart, OptionalPart } from '../lazy-part/lazy-part';
import { system } from '../theme/system';

// The toast machines load beside the first page, not before it: toasts raised before they arrive wait in the
// toaster's store, and the toaster shows them when it mounts.
const toasterPart = lazyPart(() => import('../toaster/Toaster').then(({ Toaster }) => Toaster));
export const preloadToaster = toasterPart.preload;

/**
 * Chakra with the Parley system, the app-wide toaster, and the colour mode applied to <html> (stored choice, else the system preference) in the current
 * effector scope.
 */
export function UiProvider({ children }: { children: ReactNode }) {
  const initializeColorMode = useUnit(colorModeInitialized);
  useEffect(() => {
    initializeColorMode();
  }, [initializeColorMode]);
  return (
    <ChakraProvider value={system}>
      {children}
      <OptionalPart part={toasterPart} />
    </ChakraProvider>
  );
}
