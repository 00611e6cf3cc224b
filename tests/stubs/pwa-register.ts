// Storybook and Vitest run without vite-plugin-pwa, so its virtual module is stubbed: nothing registers a worker.
export function registerSW(): (reloadPage?: boolean) => Promise<void> {
  return async () => undefined;
}
