import type { StorybookConfig } from '@storybook/react-vite';
import { fileURLToPath } from 'node:url';
import { msw } from 'msw/vite';
import type { AliasOptions, PluginOption } from 'vite';

// Plugins of the app's Vite config that must not run inside Storybook: the PWA (service worker, manifest)
// the Node mock backend (stories use the in-browser msw worker instead) and the build-time page rendering.
const excludedPlugin = (name: string) =>
  name.startsWith('vite-plugin-pwa') || name === 'parley-mock-backend' || name === 'parley-prerender';

function withoutExcluded(plugins: PluginOption[] | undefined): PluginOption[] {
  return (plugins ?? []).flatMap((plugin): PluginOption[] => {
    if (Array.isArray(plugin)) return [withoutExcluded(plugin)];
    if (plugin && typeof plugin === 'object' && 'name' in plugin && excludedPlugin(plugin.name)) return [];
    return [plugin];
  });
}

function toAliasArray(alias: AliasOptions | undefined): { find: string | RegExp; replacement: string }[] {
  if (!alias) return [];
  if (Array.isArray(alias)) return alias;
  return Object.entries(alias).map(([find, replacement]) => ({ find, replacement }));
}

const config: StorybookConfig = {
  framework: { name: '@storybook/react-vite', options: {} },
  // STORIES=src/shared/ui narrows a build or dev server to one folder (the default is every story).
  stories: process.env.STORIES
    ? [`../${process.env.STORIES}/**/*.mdx`, `../${process.env.STORIES}/**/*.stories.@(ts|tsx)`]
    : ['../src/**/*.mdx', '../src/**/*.stories.@(ts|tsx)'],
  addons: ['@storybook/addon-docs', '@storybook/addon-a11y', 'msw-storybook-addon'],
  // The msw worker script lives outside `public/` so it never ships in the production build.
  staticDirs: ['../public'],
  core: { disableTelemetry: true, disableWhatsNewNotifications: true },
  viteFinal: async (viteConfig) => {
    // msw's own plugin serves its worker script to the stories (and emits it into a Storybook build).
    viteConfig.plugins = [...withoutExcluded(viteConfig.plugins), msw({ mode: 'worker-only' })];
    // With the PWA plugin gone, its virtual module needs a stand-in.
    viteConfig.resolve ??= {};
    viteConfig.resolve.alias = [
      ...toAliasArray(viteConfig.resolve.alias),
      {
        find: 'virtual:pwa-register',
        replacement: fileURLToPath(new URL('../tests/stubs/pwa-register.ts', import.meta.url)),
      },
    ];
    return viteConfig;
  },
};

export default config;
