import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { useState } from 'react';
import { RequiredSkills } from './RequiredSkills';

const meta = {
  title: 'Forms/RequiredSkills',
  component: RequiredSkills,
  args: { value: ['React', 'TypeScript'], onChange: () => undefined },
  // Keeps its own list, so skills are added and removed as in the pre-screening form.
  render: function Render(args) {
    const [skills, setSkills] = useState(args.value);
    return <RequiredSkills value={skills} onChange={setSkills} />;
  },
} satisfies Meta<typeof RequiredSkills>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Some: Story = {};
export const None: Story = { args: { value: [] } };
/** A skill typed and added with Enter. */
export const Added: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.type(
      canvas.getByRole('textbox', { name: 'Add a required skill' }),
      'Node.js{Enter}',
    );
    await canvas.findByRole('button', { name: 'Remove Node.js' });
  },
};
