import { useEffect } from 'react';

/**
 * Calls `start` a task after mount, from the mount that stays only: StrictMode's trial mount is unmounted
 * within the task, which cancels its call. `start` gets `cancelled()` to check before acting on what it
 * awaited, in case the story unmounts meanwhile. Pass a stable `start` (`useCallback`).
 */
export function useStartOnMount(start: (cancelled: () => boolean) => void) {
  useEffect(() => {
    let isCancelled = false;
    const timer = setTimeout(() => start(() => isCancelled));
    return () => {
      isCancelled = true;
      clearTimeout(timer);
    };
  }, [start]);
}
