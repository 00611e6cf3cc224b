import '@fontsource-variable/inter';
import { ChakraProvider } from '@chakra-ui/react';
import { useUnit } from 'effector-react';
import { lazy, Suspense, useEffect, type ReactNode } from 'react';
import { colorModeInitialized } from '../color-mode/model';
import { system } from '../theme/system';

// The toast machines load beside the first page, not before it: toasts raised before they arrive wait in the
// toaster's store, and the toaster shows them when it mounts.
const loadToaster = () => import('../toaster/Toaster');
const Toaster = lazy(() => loadToaster().then(({ Toaster }) => ({ default: Toaster })));
/** Fetches the toaster's code now rather than beside the first page. */
export const preloadToaster = () => loadToaster().then(() => undefined);

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
      <Suspense fallback={null}>
        <Toaster />
      </Suspense>
    </ChakraProvider>
  );
}
