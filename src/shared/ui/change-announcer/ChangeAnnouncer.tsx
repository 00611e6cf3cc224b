import { VisuallyHidden } from '@chakra-ui/react';
import { useState } from 'react';

export interface ChangeAnnouncerProps<T> {
  /** A value compared with `Object.is`: strings, numbers, booleans. */
  value: T;
  /** What a screen reader says when `value` changes from `previous`; null says nothing. */
  describe: (value: T, previous: T) => string | null;
}

/**
 * Speaks a change of state (the host muted you, reconnected, someone joined). The live region is there from
 * the first render and only its text changes, which screen readers announce; a region mounted together
 * with its text is often not read. The first value is the starting state, never announced.
 */
export function ChangeAnnouncer<T>({ value, describe }: ChangeAnnouncerProps<T>) {
  const [seen, setSeen] = useState({ value, message: '' });
  if (!Object.is(seen.value, value)) setSeen({ value, message: describe(value, seen.value) ?? '' });
  return <VisuallyHidden aria-live="polite">{seen.message}</VisuallyHidden>;
}
