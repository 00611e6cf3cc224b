import { CloseButton, Dialog as ChakraDialog, Portal } from '@chakra-ui/react';
import { dialogSlotRecipe } from '@chakra-ui/react/theme';
import { useLayoutEffect, useRef, useState } from 'react';
import type { DialogProps } from './Dialog';

/**
 * The dialog itself (Chakra's, on zag's focus trap): about 10 KiB gzip that `Dialog` loads on first open, or
 * when the browser is idle after the page shows, rather than with every page.
 */
export function ModalDialog({
  open,
  onClose,
  title,
  description,
  children,
  footer,
  isBusy = false,
  size = 'md',
  role = 'dialog',
  initialFocusRef,
  finalFocus,
  hideCloseButton = false,
}: DialogProps) {
  const openers = useOpeners(open);
  const { contentRef, formSubmitted } = useFocusFirstInvalidAfterSubmit();
  // After every commit: the content mounts a commit after `open`, and a dialog opened from it reads this.
  useLayoutEffect(() => {
    if (contentRef.current) openersByContent.set(contentRef.current, openers);
  });
  return (
    <ChakraDialog.Root
      recipe={dialogSlotRecipe}
      open={open}
      onOpenChange={(details) => {
        if (!details.open && !isBusy) onClose();
      }}
      role={role}
      size={size}
      placement="center"
      closeOnEscape={!isBusy}
      closeOnInteractOutside={!isBusy}
      initialFocusEl={initialFocusRef ? () => initialFocusRef.current : undefined}
      finalFocusEl={() => finalFocus?.() ?? openers.find(canTakeFocus) ?? pageMain()}
      lazyMount
      unmountOnExit
    >
      <Portal>
        <ChakraDialog.Backdrop />
        <ChakraDialog.Positioner>
          <ChakraDialog.Content
            ref={contentRef}
            aria-busy={isBusy || undefined}
            onSubmitCapture={formSubmitted}
          >
            <ChakraDialog.Header>
              <ChakraDialog.Title>{title}</ChakraDialog.Title>
            </ChakraDialog.Header>
            {description || children ? (
              <ChakraDialog.Body>
                {description ? (
                  <ChakraDialog.Description color="fg.muted">{description}</ChakraDialog.Description>
                ) : null}
                {children}
              </ChakraDialog.Body>
            ) : null}
            {footer ? <ChakraDialog.Footer>{footer}</ChakraDialog.Footer> : null}
            {hideCloseButton ? null : (
              <ChakraDialog.CloseTrigger asChild>
                <CloseButton size="sm" aria-label="Close" disabled={isBusy} />
              </ChakraDialog.CloseTrigger>
            )}
          </ChakraDialog.Content>
        </ChakraDialog.Positioner>
      </Portal>
    </ChakraDialog.Root>
  );
}

/**
 * After a form in the dialog is submitted, moves focus to its first invalid control once the error shows (at
 * once for the form's own checks, with the answer for the server's), so a keyboard or screen reader user lands
 * on the field and hears its error. Typing afterwards never moves focus: one submit, one move.
 */
function useFocusFirstInvalidAfterSubmit() {
  const contentRef = useRef<HTMLDivElement>(null);
  const submitted = useRef(false);
  // Runs after every commit of the dialog: an error arrives as a re-render of its fields.
  useLayoutEffect(() => {
    const invalid =
      submitted.current && contentRef.current?.querySelector<HTMLElement>('[aria-invalid=true]');
    if (invalid) {
      submitted.current = false;
      invalid.focus();
    }
  });
  return {
    contentRef,
    formSubmitted: () => {
      submitted.current = true;
    },
  };
}

/** What each mounted dialog returns focus to, by its content element (see useOpeners). */
const openersByContent = new WeakMap<Element, HTMLElement[]>();

/**
 * The element that had focus when the dialog was asked to open, read while rendering that open, before any of
 * the dialog is on the page. Focus returns there on close: zag's trap otherwise returns it to whatever was
 * focused when the trap started a frame later, which is a field inside the dialog when one takes focus on
 * mount (an OTP box) or a fast Tab came first, and that field is gone once the dialog closes.
 * Opened from inside another dialog (a form's submit that opens the next step as the form closes), that
 * element is gone by then (or fading out with its dialog), or was never kept (a button disabled while it sends):
 * the other dialog's own openers follow as fallbacks, and the first still on the page wins.
 */
function useOpeners(open: boolean): HTMLElement[] {
  const [openers, setOpeners] = useState<HTMLElement[]>([]);
  const [wasOpen, setWasOpen] = useState(false);
  // Adjusting state during render (React's documented pattern for "remember the previous prop").
  if (open !== wasOpen) {
    setWasOpen(open);
    if (open) setOpeners(openersFrom(focusedElement()));
  }
  return openers;
}

const CONTENT = '[data-scope="dialog"][data-part="content"]';
const OPEN_CONTENT = `${CONTENT}[data-state="open"]`;

const canTakeFocus = (element: HTMLElement) =>
  element.isConnected && !element.closest(`${CONTENT}[data-state="closed"]`);

function openersFrom(focused: HTMLElement | null): HTMLElement[] {
  // Focus on nothing (a pressed button disabled itself) while a modal is open: opened from that modal.
  const outer = focused ? focused.closest(OPEN_CONTENT) : [...document.querySelectorAll(OPEN_CONTENT)].at(-1);
  return [...(focused ? [focused] : []), ...((outer && openersByContent.get(outer)) ?? [])];
}

/**
 * A dialog the app opened by itself (a welcome, a notice) has no opener: focus goes to the page's main region
 * (focusable by script, as the skip link needs), where the next Tab starts, instead of the page's body.
 */
const pageMain = () => document.querySelector<HTMLElement>('main[tabindex="-1"]');

function focusedElement(): HTMLElement | null {
  const focused = document.activeElement;
  return focused instanceof HTMLElement && focused !== document.body ? focused : null;
}
