import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { CareerCounsellingPage } from './CareerCounsellingPage';

/**
 * `/career-counselling`: the two counsellors; Book a Session opens the request form (its states
 * are in Services/BookSessionModal).
 */
const meta = {
  title: 'Pages/CareerCounsellingPage',
  component: CareerCounsellingPage,
  parameters: { layout: 'fullscreen', route: '/career-counselling' },
} satisfies Meta<typeof CareerCounsellingPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
/** Book a Session with the first counsellor: the request form in a dialog. */
export const Booking: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(
      canvas.getByRole('button', { name: 'Book a Session with Dr. Meera Iyer' }),
    );
  },
};
export const Phone360: Story = { globals: { viewport: { value: 'phone360' } } };
