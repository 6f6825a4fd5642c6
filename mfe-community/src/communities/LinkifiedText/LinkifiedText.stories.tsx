import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { LinkifiedText } from './LinkifiedText';

const meta = {
  title: 'Community/LinkifiedText',
  component: LinkifiedText,
  args: {
    text: 'Walk-in drive this Saturday in Whitefield. Details: https://careers.example.in/drive?city=blr.\nBring two copies of your resume.',
  },
} satisfies Meta<typeof LinkifiedText>;

export default meta;
type Story = StoryObj<typeof meta>;

export const WithLink: Story = {};
export const MarkupShownAsText: Story = {
  args: { text: '<img src=x onerror=alert(1)> is shown as typed, never run.' },
};
export const LongAddress360: Story = {
  args: {
    text: 'https://www.example.in/a/very/long/path/that/must/wrap/on/a/small/phone/screen/without/overflowing?utm_source=community',
  },
  globals: { viewport: { value: 'phone360' } },
};
