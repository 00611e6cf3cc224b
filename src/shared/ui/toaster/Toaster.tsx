import { Toaster as ChakraToaster, Portal, Stack, Toast } from '@chakra-ui/react';
import { toastSlotRecipe } from '@chakra-ui/react/theme';
import { toaster } from './toaster';

/** Renders the toasts raised with `toastFx`; mounted once by UiProvider. */
export function Toaster() {
  return (
    <Portal>
      <ChakraToaster toaster={toaster} insetInline={{ mdDown: '4' }}>
        {(toast) => (
          <Toast.Root
            recipe={toastSlotRecipe}
            width={{ md: 'sm' }}
            data-testid="toast"
            data-type={toast.type}
          >
            <Toast.Indicator />
            <Stack gap="1" flex="1" maxWidth="100%">
              {toast.title ? <Toast.Title>{toast.title}</Toast.Title> : null}
              {toast.description ? <Toast.Description>{toast.description}</Toast.Description> : null}
            </Stack>
            {toast.closable ? <Toast.CloseTrigger aria-label="Dismiss notification" /> : null}
          </Toast.Root>
        )}
      </ChakraToaster>
    </Portal>
  );
}
