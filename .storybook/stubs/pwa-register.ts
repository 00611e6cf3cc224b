// Storybook drops vite-plugin-pwa, so its virtual module is stubbed: stories never register a service worker.
export function registerSW(): (reloadPage?: boolean) => Promise<void> {
  return async () => undefined;
}
