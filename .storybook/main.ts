import type { StorybookConfig } from '@storybook/react-webpack5';

// Storybook for the whole portal: the design system and every frontend's own components (shell and
// the three remotes), each story next to its component. Builds offline:
//   STORYBOOK_DISABLE_TELEMETRY=1 npx storybook build -c .storybook -o /tmp/sb-out --quiet
// The same stories are rendered by vitest and checked with axe (`src/stories.a11y.test.tsx` in each
// package), so an accessibility violation fails `npm test`, not only the addon's panel.
const config: StorybookConfig = {
  stories: [
    { directory: '../design-system/src', files: '**/*.stories.tsx', titlePrefix: '' },
    { directory: '../shell/src', files: '**/*.stories.tsx', titlePrefix: 'Shell' },
    { directory: '../mfe-seeker/src', files: '**/*.stories.tsx', titlePrefix: 'Seeker' },
    { directory: '../mfe-recruiter/src', files: '**/*.stories.tsx', titlePrefix: 'Recruiter' },
    { directory: '../mfe-community/src', files: '**/*.stories.tsx', titlePrefix: 'Community' },
  ],
  addons: [
    '@storybook/addon-webpack5-compiler-swc',
    '@storybook/addon-docs',
    // axe on every story, its panel lists the violations (parameters.a11y in preview.tsx).
    '@storybook/addon-a11y',
    // Stories of components that fetch get their API answers from MSW handlers (`beforeEach({ msw })`).
    'msw-storybook-addon',
  ],
  // mockServiceWorker.js (written by `npx msw init .storybook/public`), served at the root.
  staticDirs: ['./public'],
  framework: { name: '@storybook/react-webpack5', options: {} },
  core: { disableTelemetry: true, disableWhatsNewNotifications: true },
  docs: { defaultName: 'Docs' },
  typescript: {
    // react-docgen-typescript understands the generic, polymorphic components (`as`) and the
    // union types, so every prop gets a control and a description on the Docs page.
    reactDocgen: 'react-docgen-typescript',
    reactDocgenTypescriptOptions: {
      shouldExtractLiteralValuesFromEnum: true,
      shouldRemoveUndefinedFromOptional: true,
      exclude: ['**/*.stories.tsx', '**/*.test.tsx', '**/node_modules/**'],
      // Document the component's own props, not the hundreds of inherited DOM attributes.
      propFilter: (prop) => !prop.parent || !/node_modules/.test(prop.parent.fileName),
    },
  },
  webpackFinal: async (webpackConfig, { configType }) => ({
    ...webpackConfig,
    // The static build is for browsing, not debugging: no source maps keeps it fast and small.
    ...(configType === 'PRODUCTION' ? { devtool: false } : {}),
    performance: { hints: false },
  }),
};

export default config;
