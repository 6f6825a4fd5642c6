import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { JobPreview } from './JobPreview';

const meta = {
  title: 'Jobs/JobPreview',
  component: JobPreview,
  args: {
    companyName: 'Freshworks',
    values: {
      job_title: 'Senior Node.js Developer',
      employment_type: 'Full Time, Permanent',
      work_mode: 'Hybrid',
      job_description: 'Build and run our APIs.\nOwn their uptime.',
      skills: 'Node.js, MongoDB',
      min_experience: '3',
      max_experience: '7',
      min_salary: '10',
      max_salary: '20',
      location: 'Chennai',
      industry: 'IT/ITES',
      qualification: 'B.Tech/B.E.',
      company_choice: 'other',
      company: 'Freshworks',
      vacancies: '2',
      requirements: '',
      perks: 'Health cover for the family',
      candidate_profile: '',
      about_company: '',
    },
  },
} satisfies Meta<typeof JobPreview>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Phone360: Story = { globals: { viewport: { value: 'phone360' } } };
