import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { Footer } from './Footer';

const meta = {
  title: 'Navigation/Footer',
  component: Footer,
  args: {
    phone: '1800-102-5557',
    email: 'support@rozgar.example',
    supportHours: '10:00 AM – 6:00 PM, Mon – Sat',
    tagline: 'Jobs, companies and careers across India.',
    year: 2026,
  },
  argTypes: {
    phone: { control: 'text' },
    email: { control: 'text' },
    supportHours: { control: 'text' },
    tagline: { control: 'text' },
    year: { control: 'number' },
    recruiterLinks: { control: 'object' },
    informationLinks: { control: 'object' },
    legalLinks: { control: 'object' },
    linkAs: { control: false },
  },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof Footer>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const SevenPmHours: Story = { args: { supportHours: '10:00 AM – 7:00 PM, Mon – Sat' } };
