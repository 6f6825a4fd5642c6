import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { useState } from 'react';
import { Tabs } from './Tabs';

const tabs = [
  { id: 'profile', label: 'View & Edit', panel: <p>Your profile, section by section.</p> },
  { id: 'activity', label: 'Activity Insights', panel: <p>14 applications in 6 weeks.</p> },
  { id: 'resume', label: 'Resume', panel: <p>Ananya_Krishnan_Resume.pdf, 182 KB</p> },
];

const meta = {
  title: 'Navigation/Tabs',
  component: Tabs,
  args: { label: 'Your profile', tabs, selectedId: 'profile', onSelect: () => undefined },
  render: function Render(args) {
    const [selected, setSelected] = useState(args.selectedId);
    return <Tabs {...args} selectedId={selected} onSelect={setSelected} />;
  },
} satisfies Meta<typeof Tabs>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const SecondSelected: Story = { args: { selectedId: 'activity' } };
export const Phone360: Story = { globals: { viewport: { value: 'phone360' } } };
