import type { ComponentType } from 'react';
import { Route, Routes } from 'react-router';
import { HostLayout } from '@/widgets/host-layout';
import { SupportLink } from '@/widgets/support-link';

/**
 * Renders a host page at `path` as the app does: inside the host layout (sidebar, top bar, tab bar) with the
 * floating support link, so a story sees the width the page really gets and what floats over it. Use with
 * `parameters.layout: 'fullscreen'`.
 */
export const inHostWorkspace = (path: string, Page: ComponentType) =>
  function HostWorkspace() {
    return (
      <>
        <Routes>
          <Route element={<HostLayout />}>
            <Route path={path} element={<Page />} />
          </Route>
        </Routes>
        <SupportLink />
      </>
    );
  };
