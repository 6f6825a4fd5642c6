import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { Button } from '@rozgar/design-system';
import { ServicePageLayout } from './ServicePageLayout';

/** The frame of the services and information pages: actions, one h1, a lead and the content. */
const meta = {
  title: 'Services/ServicePageLayout',
  component: ServicePageLayout,
  parameters: { layout: 'fullscreen' },
  args: {
    title: 'Interview preparation',
    lead: 'Most interviews in India follow a pattern: an online test, one or two technical rounds and an HR round. Here is how to prepare for each.',
    children: (
      <>
        <h2>The HR round</h2>
        <p>Expect questions on your notice period, current CTC and why you want to switch.</p>
      </>
    ),
  },
} satisfies Meta<typeof ServicePageLayout>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const WithActions: Story = {
  args: { actions: <Button variant="ghost">Back to Services</Button> },
};
/** Title only. */
export const Minimal: Story = { args: { lead: undefined, children: undefined } };
export const Phone360: Story = { globals: { viewport: { value: 'phone360' } } };
