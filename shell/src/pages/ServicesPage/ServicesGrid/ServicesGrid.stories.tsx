import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { ServicesGrid } from './ServicesGrid';

/** The six career services (docs/product/public-pages-and-services.md#services), each a card. */
const meta = {
  title: 'Services/ServicesGrid',
  component: ServicesGrid,
  args: { headingLevel: 3 },
} satisfies Meta<typeof ServicesGrid>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Under the landing page's "Services for job seekers" h2. */
export const OnTheLandingPage: Story = {};
/** The /services page: the cards' titles are its h2s. */
export const OnTheServicesPage: Story = { args: { headingLevel: 2 } };
export const Phone360: Story = { globals: { viewport: { value: 'phone360' } } };
