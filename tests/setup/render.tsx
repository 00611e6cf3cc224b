import { render, type RenderOptions } from '@testing-library/react';
import { fork, type Scope } from 'effector';
import { Provider as EffectorProvider } from 'effector-react';
import type { ReactElement, ReactNode } from 'react';
import { UiProvider } from '@/shared/ui';
import { MemoryDataRouter } from './memory-router';

interface RenderWithAppOptions extends Omit<RenderOptions, 'wrapper'> {
  /** An effector scope prepared by the test (e.g. with `fork({ values })`); a fresh one otherwise. */
  scope?: Scope;
  /** Initial router entries; pass `false` when the element brings its own router. */
  route?: string | false;
}

/** Renders with Chakra, an effector scope and (by default) a memory router, like the app does. */
export function renderWithApp(
  ui: ReactElement,
  { scope = fork(), route = '/', ...options }: RenderWithAppOptions = {},
) {
  function Wrapper({ children }: { children: ReactNode }) {
    const content =
      route === false ? children : <MemoryDataRouter initialEntry={route}>{children}</MemoryDataRouter>;
    return (
      <EffectorProvider value={scope}>
        <UiProvider>{content}</UiProvider>
      </EffectorProvider>
    );
  }
  return { scope, ...render(ui, { wrapper: Wrapper, ...options }) };
}
