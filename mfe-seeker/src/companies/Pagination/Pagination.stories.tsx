import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { Pagination } from './Pagination';

/** The directory's pager: "Page x of y", Previous / Next, an ellipsis window over 7 pages. */
const meta = {
  title: 'Companies/Pagination',
  component: Pagination,
  args: { page: 1, pages: 5, hrefFor: (page: number) => `/companies?page=${page}` },
} satisfies Meta<typeof Pagination>;

export default meta;
type Story = StoryObj<typeof meta>;

export const FewPages: Story = { args: { page: 2, pages: 5 } };
export const FirstOfMany: Story = { args: { page: 1, pages: 169 } };
export const MiddleOfMany: Story = { args: { page: 50, pages: 169 } };
export const LastOfMany: Story = { args: { page: 169, pages: 169 } };
export const Phone360: Story = {
  args: { page: 50, pages: 169 },
  globals: { viewport: { value: 'phone360' } },
};
