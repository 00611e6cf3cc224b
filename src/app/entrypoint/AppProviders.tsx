import { CacheProvider } from '@emotion/react';
import { Provider as EffectorProvider } from 'effector-react';
import type { Scope } from 'effector';
import { useState, type ReactNode } from 'react';
import { createStyleCache, UiProvider } from '@/shared/ui';

export function AppProviders({ scope, children }: { scope: Scope; children: ReactNode }) {
  const [styleCache] = useState(createStyleCache);
  return (
    <EffectorProvider value={scope}>
      <CacheProvider value={styleCache}>
        <UiProvider>{children}</UiProvider>
      </CacheProvider>
    </EffectorProvider>
  );
}
