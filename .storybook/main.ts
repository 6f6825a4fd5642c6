import type { StorybookConfig } from '@storybook/react-webpack5';

// Storybook for @rozgar/design-system. Builds offline:
//   STORYBOOK_DISABLE_TELEMETRY=1 npx storybook build -c .storybook -o /tmp/sb-out --quiet
const config: StorybookConfig = {
  stories: ['../design-system/src/**/*.stories.@(ts|tsx)'],
  addons: ['@storybook/addon-webpack5-compiler-swc', '@storybook/addon-docs'],
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
