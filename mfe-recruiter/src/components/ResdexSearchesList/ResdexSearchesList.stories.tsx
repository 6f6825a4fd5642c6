import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { fn } from 'storybook/test';
import { recentSearch, savedSearch } from '../../mocks/fixtures';
import { ResdexSearchesList } from './ResdexSearchesList';

/** Recent and saved searches with "{n} new" since their last run; the page's with Rename and Delete. */
const meta = {
  title: 'Resdex/ResdexSearchesList',
  component: ResdexSearchesList,
  args: {
    searches: {
      recent: [recentSearch],
      saved: [
        savedSearch,
        {
          ...savedSearch,
          id: '6650f1a2c3d4e5f60ffff003',
          title: 'Senior backend engineers for the UPI settlement platform',
          new_since_last_run: 0,
        },
      ],
    },
    onRun: fn(),
    onRename: fn(),
    onDelete: fn(),
  },
} satisfies Meta<typeof ResdexSearchesList>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Page: Story = {};
export const Dashboard: Story = {
  args: { onRename: undefined, onDelete: undefined, headingLevel: 'h3', idPrefix: 'dashboard' },
};
export const Empty: Story = { args: { searches: { recent: [], saved: [] } } };
