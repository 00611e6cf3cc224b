import '@fontsource-variable/inter';
import { ChakraProvider } from '@chakra-ui/react';
import { useUnit } from 'effector-react';
import { useEffect, type ReactNode } from 'react';
import { colorModeInitialized } from '../color-mode/model';
import { system } from '../theme/system';
import { Toaster } from '../toaster/Toaster';

/**
 * Chakra with the Parley system, the app-wide toaster, and the colour mode applied to <html>
 * (stored choice, else the system preference) in the current effector scope.
 */
export function UiProvider({ children }: { children: ReactNode }) {
  const initializeColorMode = useUnit(colorModeInitialized);
  useEffect(() => {
    initializeColorMode();
  }, [initializeColorMode]);
  return (
    <ChakraProvider value={system}>
      {children}
      <Toaster />
    </ChakraProvider>
  );
}
