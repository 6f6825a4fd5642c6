import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { Button } from '@rozgar/design-system';
import { SectionCard } from './SectionCard';

const meta = {
  title: 'Profile/SectionCard',
  component: SectionCard,
  args: {
    id: 'languages',
    title: 'Languages',
    actions: (
      <Button size="sm" variant="secondary">
        Add
      </Button>
    ),
    children: <p>English (Advanced), Kannada (Advanced), Hindi (Intermediate)</p>,
  },
} satisfies Meta<typeof SectionCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const WithoutActions: Story = { args: { actions: undefined } };
