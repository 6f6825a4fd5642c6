import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { companyCategories } from '../../mocks/companyFixtures';
import { CategoryCards, CategoryCardsSkeleton } from './CategoryCards';

/** "Top companies hiring now": the company categories with their counts. */
const meta = {
  title: 'Companies/CategoryCards',
  component: CategoryCards,
  args: { categories: companyCategories },
} satisfies Meta<typeof CategoryCards>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Categories: Story = {};
export const OneChosen: Story = { args: { current: 'startups' } };
export const Loading: Story = { render: () => <CategoryCardsSkeleton /> };
export const Phone360: Story = { globals: { viewport: { value: 'phone360' } } };
