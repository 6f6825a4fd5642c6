import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { useState } from 'react';
import { FormSection } from './FormSection';

const meta = {
  title: 'Forms/FormSection',
  component: FormSection,
  args: {
    id: 'section-experience',
    title: 'Experience and salary',
    open: true,
    onToggle: () => undefined,
    children: <p>Minimum 3 years, ₹12–18 lakhs per annum.</p>,
  },
  render: function Render(args) {
    const [open, setOpen] = useState(args.open);
    return <FormSection {...args} open={open} onToggle={() => setOpen((now) => !now)} />;
  },
} satisfies Meta<typeof FormSection>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Open: Story = {};
export const Closed: Story = { args: { open: false } };
