import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { Button } from '../Button';
import { useToast, type ToastOptions } from './toastContext';

/** Storybook's preview already wraps every story in `ToastProvider`. */
function ToastDemo(options: ToastOptions) {
  const { toast } = useToast();
  return (
    <div style={{ display: 'flex', gap: 12, flexWrap: 'wrap' }}>
      <Button onClick={() => toast(options)}>Show toast</Button>
      <Button
        variant="secondary"
        onClick={() => toast({ title: 'Job saved successfully!', tone: 'success' })}
      >
        Success
      </Button>
      <Button
        variant="secondary"
        onClick={() =>
          toast({
            title: 'Failed to apply for job',
            description: 'Please try again.',
            tone: 'error',
          })
        }
      >
        Error
      </Button>
      <Button
        variant="secondary"
        onClick={() =>
          toast({ title: 'OTP sent to your email. Please check and verify.', tone: 'info' })
        }
      >
        Info
      </Button>
    </div>
  );
}

const meta = {
  title: 'Feedback/Toast',
  component: ToastDemo,
  args: {
    title: 'Application submitted successfully!',
    description: 'The recruiter will see it in Responses.',
    tone: 'success',
    duration: 5000,
  },
  argTypes: {
    title: { control: 'text' },
    description: { control: 'text' },
    tone: { control: 'inline-radio', options: ['success', 'error', 'info'] },
    duration: {
      control: { type: 'number', min: 0, step: 1000 },
      description: 'ms; 0 keeps it until closed',
    },
  },
  parameters: {
    docs: {
      description: {
        component:
          '`const { toast } = useToast(); toast({ title, description?, tone })` — the non-blocking replacement for `alert()`. Successes and info go to a polite `role="status"` region, errors to `role="alert"`.',
      },
    },
  },
} satisfies Meta<typeof ToastDemo>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Success: Story = {};
export const Failure: Story = {
  args: { title: 'Failed to save job', description: 'You are not logged in.', tone: 'error' },
};
export const Info: Story = {
  args: {
    title: 'OTP resent to your email. Please check and verify.',
    description: undefined,
    tone: 'info',
  },
};
export const Sticky: Story = { args: { title: 'Stays until closed', tone: 'info', duration: 0 } };
