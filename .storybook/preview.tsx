import type { Preview } from '@storybook/react-webpack5';
import { ThemeProvider, ToastProvider } from '../design-system/src';

const preview: Preview = {
  // Every component gets a Docs page built from its props and stories.
  tags: ['autodocs'],
  parameters: {
    layout: 'padded',
    controls: {
      expanded: true,
      matchers: { color: /(background|color)$/i, date: /Date$/i },
    },
    backgrounds: {
      options: {
        page: { name: 'Page', value: '#f5f7fb' },
        surface: { name: 'Surface', value: '#ffffff' },
        dark: { name: 'Footer dark', value: '#141b2b' },
      },
    },
  },
  initialGlobals: { backgrounds: { value: 'page' } },
  decorators: [
    (Story) => (
      <ThemeProvider>
        <ToastProvider>
          <Story />
        </ToastProvider>
      </ThemeProvider>
    ),
  ],
};

export default preview;
