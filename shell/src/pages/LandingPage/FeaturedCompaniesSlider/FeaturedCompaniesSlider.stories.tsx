import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { highlights } from '../../../mocks/fixtures';
import type { FeaturedCompany } from '../TopCompanies/companyHighlights';
import { FeaturedCompaniesSlider } from './FeaturedCompaniesSlider';

/** More companies than fit at once, so Next has somewhere to go. */
const manyCompanies: FeaturedCompany[] = [
  ...highlights.featured,
  {
    id: '6650f1a2c3d4e5f60dddd006',
    name: 'Zoho',
    industry: 'Software Product',
    city: 'Chennai',
    size: '501+',
    logo: null,
    openJobs: 64,
  },
  {
    id: '6650f1a2c3d4e5f60dddd007',
    name: 'HDFC Bank',
    industry: 'Banking',
    city: 'Mumbai',
    size: '501+',
    logo: null,
    openJobs: 1,
  },
];

/**
 * Featured companies a few at a time; it never moves by itself (Previous/Next or the arrow
 * keys), and a polite status says which companies are shown.
 */
const meta = {
  title: 'Landing/FeaturedCompaniesSlider',
  component: FeaturedCompaniesSlider,
  args: { companies: manyCompanies, visible: 3 },
} satisfies Meta<typeof FeaturedCompaniesSlider>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
/** All of them fit: both buttons are disabled. */
export const AllShown: Story = { args: { companies: highlights.featured } };
export const AtTheEnd: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Next companies' }));
    await canvas.findByText('Showing 3–5 of 5');
  },
};
export const Empty: Story = { args: { companies: [] } };
export const Phone360: Story = { globals: { viewport: { value: 'phone360' } } };
