import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { SkillMatch } from './SkillMatch';

const meta = {
  title: 'Jobs/SkillMatch',
  component: SkillMatch,
  args: {
    match: { matched: ['React', 'TypeScript', 'Jest'], missing: ['Webpack', 'Accessibility'] },
  },
} satisfies Meta<typeof SkillMatch>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Partial: Story = {};
export const AllSkills: Story = {
  args: { match: { matched: ['SQL', 'Excel', 'Power BI'], missing: [] } },
};
export const NoSkills: Story = {
  args: { match: { matched: [], missing: ['Java', 'Spring Boot', 'Kafka'] } },
};
/** Signed out, or the job lists no skills: nothing is shown. */
export const NoMatch: Story = { args: { match: null } };
