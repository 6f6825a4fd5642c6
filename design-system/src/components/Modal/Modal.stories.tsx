import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { useState } from 'react';
import { fn } from 'storybook/test';
import { Button } from '../Button';
import { TextArea } from '../TextField';
import { Modal, type ModalProps } from './Modal';

const meta = {
  title: 'Overlays/Modal',
  component: Modal,
  args: {
    open: true,
    title: 'Apply to Frontend Engineer',
    description: 'Your profile and resume will be shared with Infosys.',
    size: 'md',
    closeOnBackdropClick: true,
    closeLabel: 'Close',
    onClose: fn(),
  },
  argTypes: {
    open: { control: 'boolean' },
    title: { control: 'text' },
    description: { control: 'text' },
    size: { control: 'inline-radio', options: ['sm', 'md', 'lg'] },
    closeOnBackdropClick: { control: 'boolean' },
    closeLabel: { control: 'text' },
    children: { control: false },
    footer: { control: false },
  },
  parameters: { docs: { story: { inline: false, iframeHeight: 420 } } },
} satisfies Meta<typeof Modal>;

export default meta;
type Story = StoryObj<typeof meta>;

function ModalDemo(args: ModalProps) {
  const [open, setOpen] = useState(args.open);
  const close = () => {
    args.onClose();
    setOpen(false);
  };
  return (
    <>
      <Button onClick={() => setOpen(true)}>Apply for job</Button>
      <Modal
        {...args}
        open={open}
        onClose={close}
        footer={
          <>
            <Button variant="ghost" onClick={close}>
              Cancel
            </Button>
            <Button onClick={close}>Submit application</Button>
          </>
        }
      >
        <TextArea label="Cover note" hint="Optional, up to 500 characters" rows={4} />
      </Modal>
    </>
  );
}

/** Open from the start; Escape, the × button or the backdrop close it, the button reopens it. */
export const Open: Story = { render: (args) => <ModalDemo {...args} /> };

/** Closed until the button is pressed; focus returns to the button on close. */
export const OpenedByButton: Story = {
  args: { open: false },
  render: (args) => <ModalDemo {...args} />,
};

export const Small: Story = {
  args: { size: 'sm', title: 'Remove saved job?', description: 'You can save it again later.' },
  render: (args) => <ModalDemo {...args} />,
};
