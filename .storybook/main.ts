import type { StorybookConfig } from '@storybook/react-vite';
import type { PluginOption } from 'vite';

// Plugins of the app's Vite config that must not run inside Storybook: the PWA (service worker, manifest)
// and the Node mock backend (stories use the in-browser msw worker instead).
const excludedPlugin = (name: string) => name.startsWith('vite-plugin-pwa') || name === 'parley-mock-backend';

function withoutExcluded(plugins: PluginOption[] | undefined): PluginOption[] {
  return (plugins ?? []).flatMap((plugin): PluginOption[] => {
    if (Array.isArray(plugin)) return [withoutExcluded(plugin)];
    if (plugin && typeof plugin === 'object' && 'name' in plugin && excludedPlugin(plugin.name)) return [];
    return [plugin];
  });
}

const config: StorybookConfig = {
  framework: { name: '@storybook/react-vite', options: {} },
  stories: ['../src/**/*.mdx', '../src/**/*.stories.@(ts|tsx)'],
  addons: ['@storybook/addon-docs', '@storybook/addon-a11y', 'msw-storybook-addon'],
  // The msw worker script lives outside `public/` so it never ships in the production build.
  staticDirs: ['../mocks/public', '../public'],
  core: { disableTelemetry: true, disableWhatsNewNotifications: true },
  viteFinal: async (viteConfig) => {
    viteConfig.plugins = withoutExcluded(viteConfig.plugins);
    return viteConfig;
  },
};

export default config;
