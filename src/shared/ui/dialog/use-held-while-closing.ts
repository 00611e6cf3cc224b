import { useState } from 'react';

/**
 * The last non-null value, so a dialog opened for a value (a target, a pending action) keeps its title and
 * text through its exit animation instead of closing as an empty, unnamed dialog.
 */
export function useHeldWhileClosing<T>(value: T | null): T | null {
  const [held, setHeld] = useState(value);
  // Adjusting state during render (React's documented pattern for "remember the previous prop").
  if (value !== null && value !== held) setHeld(value);
  return value ?? held;
}
