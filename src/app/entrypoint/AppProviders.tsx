import { Provider as EffectorProvider } from 'effector-react';
import type { Scope } from 'effector';
import type { ReactNode } from 'react';
import { UiProvider } from '@/shared/ui';

export function AppProviders({ scope, children }: { scope: Scope; children: ReactNode }) {
  return (
    <EffectorProvider value={scope}>
      <UiProvider>{children}</UiProvider>
    </EffectorProvider>
  );
}
