import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { byCompany, byRole } from '../salaryStoryData';
import { SalaryChart } from './SalaryChart';

/**
 * One bar per role or company from the lowest to the highest salary offered, the median marked;
 * an image with a text alternative (the page's table holds every figure).
 */
const meta = {
  title: 'Services/SalaryChart',
  component: SalaryChart,
  args: { groups: byRole.groups, groupLabel: 'role' },
} satisfies Meta<typeof SalaryChart>;

export default meta;
type Story = StoryObj<typeof meta>;

export const ByRole: Story = {};
export const ByCompany: Story = { args: { groups: byCompany.groups, groupLabel: 'company' } };
/** One group: a single bar. */
export const OneRole: Story = { args: { groups: byRole.groups.slice(0, 1) } };
/** Salaries up to 20 lakhs: ticks every 5. */
export const SmallSalaries: Story = {
  args: { groups: byRole.groups.filter((group) => group.maxLakhs <= 20) },
};
