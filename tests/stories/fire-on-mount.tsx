import type { Decorator } from '@storybook/react-vite';
import { allSettled, type EventCallable, type Scope } from 'effector';
import { useProvidedScope } from 'effector-react';
import { useCallback, type ReactNode } from 'react';
import { useStartOnMount } from './mount-that-stays';

/** One effector event to raise in the story's scope; build it with `fire`. */
export type FireStep = (scope: Scope) => Promise<unknown>;

/** `fire(userFormOpened, { mode: 'create' })` or `fire(newCallClicked)`. */
export function fire<T>(event: EventCallable<T>, ...params: T extends void ? [] : [T]): FireStep {
  return (scope) => allSettled(event, { scope, params: params[0] as T });
}

function FireOnMount({ steps, children }: { steps: readonly FireStep[]; children: ReactNode }) {
  const scope = useProvidedScope();
  // Only from the mount that stays: StrictMode's trial unmount closes the page's gates, which close what the
  // steps open, and its second mount would fire the steps twice.
  const fireSteps = useCallback(() => {
    if (!scope) return;
    void (async () => {
      for (const step of steps) await step(scope);
    })();
  }, [scope, steps]);
  useStartOnMount(fireSteps);
  return <>{children}</>;
}

/**
 * Story decorator: raises the given events, in order, in the story's effector scope once the story mounts,
 * e.g. to open a modal that listens to an event. Put it in the story's own `decorators`, so it runs inside
 * `withHostSession` (after sign-in).
 */
export function fireOnMount(...steps: FireStep[]): Decorator {
  return (Story) => (
    <FireOnMount steps={steps}>
      <Story />
    </FireOnMount>
  );
}
