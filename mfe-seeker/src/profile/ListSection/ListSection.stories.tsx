import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { fn } from 'storybook/test';
import type { Profile, SectionAnswer } from '../profileApi';
import {
  academicAchievementsSpec,
  employmentSpec,
  internshipsSpec,
  languagesSpec,
  projectsSpec,
} from '../profileForms';
import { newProfile, profile } from '../../mocks/fixtures';
import { handlers } from '../../mocks/handlers';
import { ListSection } from './ListSection';

type SectionName =
  'languages' | 'internships' | 'projects' | 'employment' | 'academic-achievements';

/** One of the dashboard's list sections, as the page renders it (each with its own item type). */
function DashboardListSection({
  section,
  profile,
  onSaved,
}: {
  section: SectionName;
  profile: Profile;
  onSaved: (answer: SectionAnswer) => void;
}) {
  const common = { id: section, profile, onSaved };
  switch (section) {
    case 'languages':
      return <ListSection {...common} spec={languagesSpec} />;
    case 'internships':
      return <ListSection {...common} spec={internshipsSpec} />;
    case 'projects':
      return <ListSection {...common} spec={projectsSpec} />;
    case 'employment':
      return <ListSection {...common} spec={employmentSpec} />;
    case 'academic-achievements':
      return <ListSection {...common} spec={academicAchievementsSpec} />;
  }
}

const meta = {
  title: 'Profile/ListSection',
  component: DashboardListSection,
  args: { section: 'languages', profile, onSaved: fn() },
  argTypes: {
    section: {
      control: 'select',
      options: ['languages', 'internships', 'projects', 'employment', 'academic-achievements'],
    },
  },
  // Add, edit and delete go through /api/profile/sections/….
  beforeEach({ msw }) {
    msw.use(...handlers.profileSaves());
  },
} satisfies Meta<typeof DashboardListSection>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Languages: Story = {};
export const Internships: Story = { args: { section: 'internships' } };
export const Projects: Story = { args: { section: 'projects' } };
export const Employment: Story = { args: { section: 'employment' } };
export const AcademicAchievements: Story = { args: { section: 'academic-achievements' } };
/** Nothing added yet. */
export const Empty: Story = { args: { profile: newProfile } };
export const SaveFails: Story = {
  beforeEach({ msw }) {
    msw.use(handlers.profileRefuses());
  },
};
export const Phone360: Story = {
  args: { section: 'employment' },
  globals: { viewport: { value: 'phone360' } },
};
