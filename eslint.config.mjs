// ESLint 9 flat config for the whole monorepo (`npm run lint` = `eslint .` + `prettier --check .`).
// TypeScript's recommended rules without type information (fast, no tsconfig project needed),
// React hooks rules for the frontends, and the right globals for browser and Node code.
import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import reactRefresh from 'eslint-plugin-react-refresh';
import globals from 'globals';
import { defineConfig } from 'eslint/config';
import tseslint from 'typescript-eslint';

const FRONTENDS = [
  'shell',
  'mfe-seeker',
  'mfe-recruiter',
  'mfe-community',
  'design-system',
  '.storybook',
];

/** The frontends that build and ship on their own. */
const FRONTEND_PACKAGES = [
  'shell',
  'mfe-seeker',
  'mfe-recruiter',
  'mfe-community',
  'design-system',
];
/** The packages no other frontend may import: the shell and the remotes. */
const SHIPPED_APART = ['shell', 'mfe-seeker', 'mfe-recruiter', 'mfe-community'];

export default defineConfig(
  {
    ignores: [
      '**/node_modules/',
      '**/dist/',
      '**/build/',
      '**/storybook-static/',
      '**/coverage/',
      '**/.data/',
      '**/.cache/',
      'bff/.cache/',
      'bff/public/build/',
      'test-results/',
      'playwright-report/',
      'e2e/compose/*.json',
    ],
  },
  js.configs.recommended,
  tseslint.configs.recommended,
  {
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        {
          argsIgnorePattern: '^_',
          varsIgnorePattern: '^_',
          caughtErrorsIgnorePattern: '^_',
          ignoreRestSiblings: true,
        },
      ],
    },
  },
  // Node: the BFF (including its embedded database), end-to-end tests, scripts and every config file.
  {
    files: [
      'bff/**/*.{ts,tsx,js,mjs,cjs}',
      'e2e/**/*.{ts,js,mjs,cjs}',
      '.ci/**/*.{js,mjs,cjs}',
      '**/*.config.{ts,js,mjs,cjs}',
      '**/webpack.config.cjs',
      '**/*.cjs',
    ],
    languageOptions: { globals: { ...globals.node } },
  },
  // CommonJS files (webpack configs, shared federation config) use require/module.exports.
  {
    files: ['**/*.cjs'],
    languageOptions: { sourceType: 'commonjs' },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  // Browser: the shell, the three remotes, the design system and Storybook.
  {
    files: FRONTENDS.map((dir) => `${dir}/**/*.{ts,tsx,js,jsx}`),
    ignores: ['**/*.config.{ts,js,mjs,cjs}', '**/*.cjs'],
    languageOptions: { globals: { ...globals.browser } },
  },
  // React hooks rules wherever React components live (the BFF's Remix root included).
  {
    files: [...FRONTENDS.map((dir) => `${dir}/**/*.{ts,tsx,jsx}`), 'bff/app/**/*.tsx'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
    },
  },
  // React Fast Refresh (ADR 010) updates a module in place only if it exports nothing but
  // components; anything else (a text, a schema, a hook, a context) goes in a .ts module next to
  // it. Constant exports are not allowed either: unlike Vite's, the webpack plugin reloads the page
  // for them. Tests, stories and test helpers are never hot-reloaded.
  {
    files: FRONTENDS.map((dir) => `${dir}/src/**/*.tsx`),
    ignores: ['**/*.test.tsx', '**/*.stories.tsx', '**/test/**', '**/testing/**', '**/testing.tsx'],
    plugins: { 'react-refresh': reactRefresh },
    rules: { 'react-refresh/only-export-components': ['error', { allowConstantExport: false }] },
  },
  // Each frontend ships on its own (ADR 004): a remote never imports another remote or the shell,
  // the shell never imports a remote's code (it loads remotes at run time), and the design system
  // imports none of them. What several need goes through the design system or @rozgar/contracts.
  ...FRONTEND_PACKAGES.map((dir) => ({
    files: [`${dir}/**/*.{ts,tsx,js,jsx,cjs,mjs}`],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: SHIPPED_APART.filter((other) => other !== dir).flatMap((other) => [
            {
              group: [
                `@rozgar/${other}`,
                `@rozgar/${other}/*`,
                `**/${other}/src`,
                `**/${other}/src/**`,
              ],
              message: `${dir} must not import ${other}: every frontend ships on its own; share code through @rozgar/design-system or @rozgar/contracts.`,
            },
          ]),
        },
      ],
    },
  })),
  // Tests: Node and browser globals (happy-dom) are both fine.
  {
    files: ['**/*.test.{ts,tsx}', '**/test/**/*.{ts,tsx}', '**/vitest.setup.ts'],
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
  },
);
