import { useLayoutEffect, useRef } from 'react';

/**
 * After a submit, moves focus to the form's first invalid control once its error shows (at once for the
 * form's own checks, with the reply for the server's), so a keyboard or screen reader user lands on the field
 * and hears its error. Typing afterwards never moves focus: one submit, one move.
 */
export function useFocusFirstInvalid() {
  const formRef = useRef<HTMLFormElement>(null);
  const awaitingErrors = useRef(false);
  // Runs after every commit of the form's owner: an error arrives as a re-render of its fields.
  useLayoutEffect(() => {
    if (!awaitingErrors.current) return;
    const invalid = formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]');
    if (!invalid) return;
    awaitingErrors.current = false;
    invalid.focus();
  });
  const submitted = () => {
    awaitingErrors.current = true;
  };
  return { formRef, submitted };
}
