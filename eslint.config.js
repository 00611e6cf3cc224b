import js from '@eslint/js';
import { defineConfig } from 'eslint/config';
import globals from 'globals';
import reactHooks from 'eslint-plugin-react-hooks';
import storybook from 'eslint-plugin-storybook';
import tseslint from 'typescript-eslint';

export default defineConfig(
  {
    ignores: [
      'dist',
      'dist-demo',
      'dist-bench',
      'storybook-static',
      'coverage',
      'test-results',
      'playwright-report',
      'public',
      '!.storybook',
    ],
  },
  {
    files: ['**/*.{ts,tsx}'],
    extends: [js.configs.recommended, tseslint.configs.recommended],
    languageOptions: {
      ecmaVersion: 2023,
      globals: { ...globals.browser, ...globals.node },
      // Type information for the rules below: a promise nobody awaits or handles loses its error.
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
    },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
      // A promise is awaited, handled, or marked `void` where nothing should wait for it.
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/no-misused-promises': 'error',
      // Lucide's index re-exports every icon: the dev server and the story tests would load all of them.
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: 'lucide-react',
              allowTypeImports: true,
              message: "Import each icon from 'lucide-react/icons/<name>'.",
            },
          ],
        },
      ],
      'no-restricted-syntax': [
        'error',
        { selector: 'ExportAllDeclaration', message: 'Public APIs list named exports (no export *).' },
      ],
    },
  },
  {
    // The product's code uses its dependencies through their public API. Underscored members are a library's
    // private fields (`_id` is the contract's record id; tests and benches read the page's own probes).
    files: ['src/**/*.{ts,tsx}', 'scripts/**/*.ts', 'vite.config.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        { selector: 'ExportAllDeclaration', message: 'Public APIs list named exports (no export *).' },
        {
          selector: 'MemberExpression[property.name=/^_(?!id$)/]',
          message: 'Use a dependency through its public API, not its private fields.',
        },
      ],
    },
  },
  {
    files: ['**/*.{js,mjs,cjs}'],
    extends: [js.configs.recommended],
    languageOptions: { ecmaVersion: 2023, globals: { ...globals.node } },
  },
  storybook.configs['flat/recommended'],
);
