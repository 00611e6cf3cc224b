/// <reference types="vite/client" />
/// <reference types="vite-plugin-pwa/react" />

/** The prerendered pages' components by path, generated from the page manifest (scripts/prerender-plugin.ts). */
declare module 'virtual:parley-prerendered-pages' {
  import type { ComponentType } from 'react';

  const pages: Record<string, ComponentType>;
  export default pages;
}
