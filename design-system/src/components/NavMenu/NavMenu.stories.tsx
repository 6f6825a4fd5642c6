import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { NavMenu } from './NavMenu';

const meta = {
  title: 'Navigation/NavMenu',
  component: NavMenu,
  args: {
    label: 'My jobs',
    active: false,
    align: 'start',
    items: [
      { label: 'Saved jobs', href: '#/saved-jobs' },
      { label: 'Resume', href: '#/resume' },
      { label: 'Application tracking', href: '#/application-tracking' },
    ],
  },
  argTypes: {
    label: { control: 'text' },
    active: { control: 'boolean' },
    align: { control: 'inline-radio', options: ['start', 'end'] },
    items: { control: 'object' },
    linkAs: { control: false },
  },
  parameters: { docs: { story: { inline: false, iframeHeight: 260 } } },
} satisfies Meta<typeof NavMenu>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Enter, Space or ArrowDown open it; arrows move; Escape closes and returns focus. */
export const SeekerMenu: Story = {};

export const RecruiterJobsAndResponses: Story = {
  args: {
    label: 'Jobs & Responses',
    active: true,
    items: [
      { label: 'Post a Job', href: '#/job-postings-section' },
      { label: 'Manage Responses', href: '#/responses', active: true },
      { label: 'Application tracking', href: '#/application-tracking' },
    ],
  },
};

/**
 * Items without `href` are placeholders (docs/product/navigation-and-layout.md#recruiter): shown
 * disabled with "Coming soon".
 */
export const WithPlaceholders: Story = {
  args: {
    label: 'Analytics',
    items: [
      { label: 'Job Posting analytics' },
      { label: 'Quota usage', href: '#/quota-usage' },
      { label: 'NFL Report' },
      { label: 'Mobile Solutions' },
    ],
  },
};

export const AlignedToEnd: Story = {
  args: { align: 'end' },
  decorators: [
    (Story) => <div style={{ display: 'flex', justifyContent: 'flex-end' }}>{Story()}</div>,
  ],
};
