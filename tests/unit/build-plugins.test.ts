// @vitest-environment node
import type { ConfigEnv, Plugin, PluginOption, UserConfig } from 'vite';
import { describe, expect, it } from 'vitest';
import defineViteConfig from '../../vite.config';

const flatten = (options: PluginOption[]): Plugin[] =>
  options.flatMap((option) =>
    Array.isArray(option)
      ? flatten(option)
      : option && typeof option === 'object' && 'name' in option
        ? [option]
        : [],
  );

const pluginsFor = (env: ConfigEnv) => {
  const config = (defineViteConfig as (env: ConfigEnv) => UserConfig)(env);
  return flatten(config.plugins ?? []).filter((plugin) => plugin.name.startsWith('parley-'));
};

describe("the build's own plugins", () => {
  it.each([
    { mode: 'production', command: 'build' },
    { mode: 'development', command: 'serve' },
    { mode: 'demo', command: 'build' },
  ] as const)(
    'rewrite no module in $mode, so dev, tests, Storybook and the build run the same code',
    (env) => {
      const plugins = pluginsFor({ ...env, isSsrBuild: false, isPreview: false });
      expect(plugins.length).toBeGreaterThan(0);
      for (const plugin of plugins)
        expect({ [plugin.name]: 'transform' in plugin }).toEqual({ [plugin.name]: false });
    },
  );
});
