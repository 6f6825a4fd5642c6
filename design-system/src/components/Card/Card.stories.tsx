import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { Badge } from '../Badge';
import { Button } from '../Button';
import { Card } from './Card';

const meta = {
  title: 'Layout/Card',
  component: Card,
  args: { padding: 'md', elevated: false, interactive: false },
  argTypes: {
    padding: { control: 'inline-radio', options: ['none', 'sm', 'md', 'lg'] },
    elevated: { control: 'boolean' },
    interactive: { control: 'boolean' },
    as: { control: false },
  },
  render: (args) => (
    <Card {...args} style={{ maxWidth: 420 }}>
      <h3 style={{ margin: 0 }}>Frontend Engineer</h3>
      <p style={{ color: '#4f5b6e' }}>Infosys · Bengaluru · ₹12–18 lakhs · 3–5 years</p>
      <div
        style={{ display: 'flex', gap: 8, alignItems: 'center', justifyContent: 'space-between' }}
      >
        <Badge tone="blue">Hybrid</Badge>
        <Button size="sm">Apply</Button>
      </div>
    </Card>
  ),
} satisfies Meta<typeof Card>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Elevated: Story = { args: { elevated: true } };
export const Interactive: Story = { args: { elevated: true, interactive: true } };
export const Compact: Story = { args: { padding: 'sm' } };
