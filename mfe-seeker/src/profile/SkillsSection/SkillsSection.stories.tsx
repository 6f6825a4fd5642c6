import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { fn } from 'storybook/test';
import { profile } from '../../mocks/fixtures';
import { handlers } from '../../mocks/handlers';
import { SkillsSection } from './SkillsSection';

const meta = {
  title: 'Profile/SkillsSection',
  component: SkillsSection,
  args: { id: 'key-skills', skills: profile.skills, onSaved: fn() },
  beforeEach({ msw }) {
    msw.use(...handlers.profileSaves());
  },
} satisfies Meta<typeof SkillsSection>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Empty: Story = { args: { skills: [] } };
export const ManySkills: Story = {
  args: {
    skills: [
      'Java',
      'Spring Boot',
      'Kafka',
      'PostgreSQL',
      'Kubernetes',
      'AWS',
      'Terraform',
      'Microservices',
      'System Design',
      'Site Reliability Engineering',
      'Unified Payments Interface (UPI)',
      'Team Leadership',
    ],
  },
};
export const Phone360: Story = {
  ...ManySkills,
  globals: { viewport: { value: 'phone360' } },
};
