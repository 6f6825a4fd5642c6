import type { ComponentType } from 'react';
import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { Card } from '../Card';
import { lazyPage } from './LazyPage';

/** A page whose module takes two seconds to arrive: the skeleton, then the page. */
const SlowPage = lazyPage(
  () =>
    new Promise<{ JobsPage: ComponentType }>((resolve) =>
      setTimeout(
        () =>
          resolve({
            JobsPage: () => (
              <Card>
                <h1>Jobs</h1>
                <p>The page’s code arrived.</p>
              </Card>
            ),
          }),
        2000,
      ),
    ),
  'JobsPage',
);

const meta = {
  title: 'Feedback/LazyPage',
  component: SlowPage,
} satisfies Meta<typeof SlowPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Reload the story to see the loading skeleton again. */
export const LoadsOnFirstShow: Story = {};
