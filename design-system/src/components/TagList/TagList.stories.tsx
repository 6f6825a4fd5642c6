import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { Badge } from '../Badge';
import { TagList } from './TagList';

const skills = ['React', 'TypeScript', 'Node.js', 'MongoDB', 'Accessibility', 'Design systems'];

const meta = {
  title: 'Components/TagList',
  component: TagList,
  args: {
    'aria-label': 'Key skills',
    children: skills.map((skill) => (
      <li key={skill}>
        <Badge tone="blue">{skill}</Badge>
      </li>
    )),
  },
} satisfies Meta<typeof TagList>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

/** The tags wrap onto more lines in a narrow column. */
export const Narrow: Story = {
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 200 }}>
        <Story />
      </div>
    ),
  ],
};
