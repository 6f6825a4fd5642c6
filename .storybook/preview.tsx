import type { Preview } from '@storybook/react-webpack5';
import { useState, type ReactNode } from 'react';
import { MemoryRouter } from 'react-router-dom';
import {
  PortalQueryProvider,
  ThemeProvider,
  ToastProvider,
  createPortalQueryClient,
} from '../design-system/src';

// The providers the shell gives every page: theme, toasts, the data layer's QueryClient and a
// router (cards and panels render `Link`s). A story that needs to start at a given URL sets
// `parameters.route`.

/**
 * A QueryClient of the story's own (the decorator keys it by story), so one story's cached answer
 * never shows in the next; no retries, so an error story shows its error at once.
 */
function StoryQueryClient({ children }: { children: ReactNode }) {
  const [client] = useState(() => createPortalQueryClient({ queries: { retry: false } }));
  return <PortalQueryProvider client={client}>{children}</PortalQueryProvider>;
}
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
    viewport: {
      options: {
        phone360: { name: 'Phone 360 px', styles: { width: '360px', height: '740px' } },
        tablet: { name: 'Tablet 768 px', styles: { width: '768px', height: '1024px' } },
      },
    },
    // The a11y panel runs axe on every story and shows violations as errors.
    a11y: { test: 'error' },
  },
  initialGlobals: { backgrounds: { value: 'page' } },
  decorators: [
    (Story, { id, parameters }) => (
      <ThemeProvider>
        <ToastProvider>
          <StoryQueryClient key={id}>
            <MemoryRouter initialEntries={[(parameters.route as string | undefined) ?? '/']}>
              <Story />
            </MemoryRouter>
          </StoryQueryClient>
        </ToastProvider>
      </ThemeProvider>
    ),
  ],
};

export default preview;
