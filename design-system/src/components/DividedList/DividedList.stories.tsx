import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { DividedList } from './DividedList';

const meta = {
  title: 'Components/DividedList',
  component: DividedList,
  args: {
    'aria-label': 'Saved searches',
    children: [
      ['React developers in Pune', '42 profiles · saved 3 Nov 2026'],
      ['Java, Spring in Noida', '17 profiles · saved 28 Oct 2026'],
      ['Payroll executives, 2–5 years', '9 profiles · saved 2 Oct 2026'],
    ].map(([name, figures]) => (
      <li key={name}>
        <p>{name}</p>
        <p className="muted">{figures}</p>
      </li>
    )),
  },
} satisfies Meta<typeof DividedList>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

/** Long entries wrap in a narrow column instead of overflowing it. */
export const Narrow: Story = {
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 220 }}>
        <Story />
      </div>
    ),
  ],
};
