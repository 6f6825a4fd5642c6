import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { useForm } from 'react-hook-form';
import { PASSWORD_RULE_TEXT } from '../identitySchemas';
import { newPasswordFields, type NewPasswordFieldsOptions } from './NewPasswordFields';

type DemoProps = Omit<NewPasswordFieldsOptions, 'register'>;

/** The two fields on a form of their own, registered with react-hook-form as the steps do. */
function NewPasswordFieldsDemo(options: DemoProps) {
  const { register } = useForm({ defaultValues: { password: '', confirmPassword: '' } });
  return (
    <form aria-label="New password" noValidate style={{ display: 'grid', gap: 16 }}>
      {newPasswordFields({ register, ...options })}
    </form>
  );
}

/** A new password and its confirmation, the password rule as the first field's hint. */
const meta = {
  title: 'Identity/NewPasswordFields',
  component: NewPasswordFieldsDemo,
  args: { label: 'Password', errors: {} },
} satisfies Meta<typeof NewPasswordFieldsDemo>;

export default meta;
type Story = StoryObj<typeof meta>;

/** On signup. */
export const Signup: Story = {};
/** In password recovery. */
export const Reset: Story = { args: { label: 'New password' } };
export const WithErrors: Story = {
  args: {
    errors: {
      password: { message: PASSWORD_RULE_TEXT },
      confirmPassword: { message: 'Passwords do not match!' },
    },
  },
};
